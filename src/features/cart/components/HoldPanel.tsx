import { useEffect, useRef } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DepartureBooking } from '@/contract/wire/departures';
import { useT } from '@/i18n';
import { bookingMessages, useBookingFormat, type BookingRefusal } from '../../bookings';
import { cartMessages } from '../messages';
import { HoldCountdown } from './HoldCountdown';
import { RefusalNotice } from './RefusalNotice';

interface HoldPanelProps {
  booking: DepartureBooking;
  refusal: BookingRefusal | null;
  isConfirming: boolean;
  onConfirm: () => void;
  onRanOut: () => void;
}

/** The seats held for the visitor: the server's total, the time left and Confirm booking. */
export function HoldPanel({ booking, refusal, isConfirming, onConfirm, onRanOut }: HoldPanelProps) {
  const t = useT();
  const format = useBookingFormat();
  const heading = useRef<HTMLHeadingElement>(null);
  // The panel replaces the Book button that had the focus: the keyboard carries on from here.
  useEffect(() => heading.current?.focus(), []);

  return (
    <Paper component="section" aria-labelledby="hold-summary" sx={{ p: 3 }}>
      <Typography
        id="hold-summary"
        ref={heading}
        tabIndex={-1}
        variant="h5"
        component="h2"
        gutterBottom
        sx={{ outline: 'none' }}
      >
        {t(bookingMessages.holdTitle)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t(bookingMessages.holdLead)}
      </Typography>
      {booking.expiresAt && <HoldCountdown expiresAt={booking.expiresAt} onRanOut={onRanOut} />}
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 2 }}
      >
        <Typography sx={{ fontWeight: 700 }}>{t(cartMessages.total)}</Typography>
        <Typography variant="h5" component="p">
          {format.money(booking.totalPrice, booking.currency)}
        </Typography>
      </Stack>
      <RefusalNotice refusal={refusal} />
      <Button
        variant="contained"
        size="large"
        fullWidth
        onClick={onConfirm}
        disabled={isConfirming}
      >
        {t(isConfirming ? bookingMessages.holdConfirming : bookingMessages.holdConfirm)}
      </Button>
    </Paper>
  );
}
