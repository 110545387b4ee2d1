import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { CONSOLE } from '../texts';

interface ContactLinksProps {
  email: string;
  phone: string;
  isWhatsAppUser: boolean;
  /** What a WhatsApp message starts with, such as the booking's reference. */
  whatsAppText?: string;
}

const digitsOf = (phone: string) => phone.replace(/\D/g, '');

/** The customer's e-mail, phone (a tel: link) and, for WhatsApp users, a WhatsApp link. */
export function ContactLinks({
  email,
  phone,
  isWhatsAppUser,
  whatsAppText = '',
}: ContactLinksProps) {
  const whatsApp = `https://wa.me/${digitsOf(phone)}${whatsAppText ? `?text=${encodeURIComponent(whatsAppText)}` : ''}`;
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Link href={`mailto:${email}`}>{email}</Link>
      {digitsOf(phone) && <Link href={`tel:+${digitsOf(phone)}`}>{phone}</Link>}
      {isWhatsAppUser && digitsOf(phone) && (
        <Link href={whatsApp} target="_blank" rel="noopener noreferrer">
          {CONSOLE.bookings.whatsApp}
        </Link>
      )}
    </Stack>
  );
}
