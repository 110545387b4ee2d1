import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { DepartureBooking } from '@/contract/wire/departures';
import { BOOKING_TEXTS } from '../../bookings';

const T = BOOKING_TEXTS.booked;

/** The booking is made: its reference, and whether it is confirmed or awaits the operator. */
export function BookedPanel({
  booking,
  onMyBookings,
}: {
  booking: DepartureBooking;
  onMyBookings: () => void;
}) {
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
      <AlertTitle component="h2">{confirmed ? T.confirmedTitle : T.requestedTitle}</AlertTitle>
      {confirmed ? T.confirmed(reference) : T.requested(reference)}
      <Box sx={{ mt: 1.5 }}>
        <Button variant="outlined" color="inherit" onClick={onMyBookings}>
          {T.myBookings}
        </Button>
      </Box>
    </Alert>
  );
}
