import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { DepartureBooking } from '@/contract/wire/departures';
import { useT } from '@/i18n';
import { bookingMessages } from '../../bookings';

/** The booking is made: its reference, and whether it is confirmed or awaits the operator. */
export function BookedPanel({
  booking,
  onMyBookings,
}: {
  booking: DepartureBooking;
  onMyBookings: () => void;
}) {
  const t = useT();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), []);
  const confirmed = booking.status === 'confirmed';
  const reference = booking.generatedBookingId;
  return (
    <Alert
      ref={panel}
      tabIndex={-1}
      severity={confirmed ? 'success' : 'info'}
      role="status"
      sx={{ mb: 3 }}
    >
      <AlertTitle component="h2">
        {t(confirmed ? bookingMessages.confirmedTitle : bookingMessages.requestedTitle)}
      </AlertTitle>
      {t(confirmed ? bookingMessages.confirmed : bookingMessages.requested, { reference })}
      <Box sx={{ mt: 1.5 }}>
        <Button variant="outlined" color="inherit" onClick={onMyBookings}>
          {t(bookingMessages.myBookings)}
        </Button>
      </Box>
    </Alert>
  );
}
