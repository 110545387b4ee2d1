import { useEffect, useRef } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BASE_CURRENCY } from '@/contract/booking';
import { BOOKING_TEXTS, formatMoney, type BookingRefusal } from '../../bookings';
import type { CartDepartureLine } from '../cartSlice';
import { CART_TEXTS } from '../texts';
import { RefusalNotice } from './RefusalNotice';

interface DepartureSummaryProps {
  lines: CartDepartureLine[];
  refusal: BookingRefusal | null;
  isBooking: boolean;
  onBook: () => void;
}

/** The total of the cart's departures and their Book button: every line is held at once. */
export function DepartureSummary({ lines, refusal, isBooking, onBook }: DepartureSummaryProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Shown anew with a refusal, it replaces a hold that ended: the keyboard carries on from here.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- on arrival only
  useEffect(() => void (refusal && heading.current?.focus()), []);
  const total = lines.reduce((sum, line) => sum + line.price, 0);
  const currency = lines[0]?.currency ?? BASE_CURRENCY;
  return (
    <Paper component="section" aria-labelledby="departure-summary" sx={{ p: 3 }}>
      <Typography
        id="departure-summary"
        ref={heading}
        tabIndex={-1}
        variant="h5"
        component="h2"
        gutterBottom
        sx={{ outline: 'none' }}
      >
        {CART_TEXTS.summaryTitle}
      </Typography>
      <Typography>{CART_TEXTS.departureCount(lines.length)}</Typography>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'baseline', my: 1 }}
      >
        <Typography sx={{ fontWeight: 700 }}>{CART_TEXTS.total}</Typography>
        <Typography variant="h5" component="p">
          {formatMoney(total, currency)}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {BOOKING_TEXTS.book.explain}
      </Typography>
      <RefusalNotice refusal={refusal} />
      <Button variant="contained" size="large" fullWidth onClick={onBook} disabled={isBooking}>
        {isBooking ? BOOKING_TEXTS.book.busy : BOOKING_TEXTS.book.action}
      </Button>
    </Paper>
  );
}
