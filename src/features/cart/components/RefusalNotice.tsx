import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTES } from '@/config/routes';
import { useT } from '@/i18n';
import { bookingMessages, type BookingRefusal } from '../../bookings';

/** Why the last booking step failed; a party too large for booking online is sent to enquire. */
export function RefusalNotice({ refusal }: { refusal: BookingRefusal | null }) {
  const t = useT();
  if (!refusal) return null;
  return (
    <Alert severity="error" sx={{ mb: 2 }}>
      {refusal.message}
      {refusal.enquire && (
        <>
          {' '}
          <Link component={RouterLink} to={ROUTES.contact} color="inherit" sx={{ fontWeight: 700 }}>
            {t(bookingMessages.enquire)}
          </Link>
        </>
      )}
    </Alert>
  );
}
