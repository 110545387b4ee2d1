import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { operatorClock } from '@/contract/clock';
import { formatUsd } from '@/contract/money';
import type { CheckInBooking, CheckInLine } from '@/contract/wire/checkIn';
import { StatusChip } from '../components/StatusChip';
import { dayTitle } from '../scheduling/days';
import { DEPARTURE_TEXTS } from '../scheduling/texts';
import { CHECK_IN_TEXTS as T } from './texts';

const digitsOf = (phone: string) => phone.replace(/\D/g, '');

/** Who the booking is for, how to reach them, and what they owe: big enough to read outdoors. */
export function CheckInParty({ booking }: { booking: CheckInBooking }) {
  const digits = digitsOf(booking.phone);
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700, wordBreak: 'break-all' }}>
          {booking.generatedBookingId}
        </Typography>
        <StatusChip status={booking.status} />
      </Stack>
      <Typography variant="h5" component="p">
        {booking.name}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }} useFlexGap>
        {digits && (
          <Link href={`tel:+${digits}`} variant="h6">
            {T.call(booking.phone)}
          </Link>
        )}
        {booking.isWhatsAppUser && digits && (
          <Link href={`https://wa.me/${digits}`} variant="h6" target="_blank" rel="noopener">
            {T.whatsApp}
          </Link>
        )}
      </Stack>
      <Typography>{T.paid(booking.paymentStatus, formatUsd(booking.totalPrice))}</Typography>
      <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {booking.lines.map((line) => (
          <LineCard key={line.lineId} line={line} />
        ))}
      </Stack>
    </Stack>
  );
}

function LineCard({ line }: { line: CheckInLine }) {
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{
        p: 2,
        borderWidth: line.today ? 2 : 1,
        borderColor: line.today ? 'primary.main' : undefined,
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {line.excursionName}
        </Typography>
        {line.today && <Chip color="primary" label={T.today} />}
      </Stack>
      <Typography sx={{ fontSize: '1.25rem' }}>
        {dayTitle(line.date)}, {line.time}
      </Typography>
      <Typography sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
        {DEPARTURE_TEXTS.party(line.units)}
      </Typography>
      <Typography color={line.checkedInAt ? 'success.main' : 'text.secondary'}>
        {line.checkedInAt
          ? T.checkedIn(line.checkedInBy ?? T.formerStaff, operatorClock(line.checkedInAt))
          : T.notCheckedIn}
      </Typography>
    </Paper>
  );
}
