import { useEffect, useRef } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BASE_CURRENCY } from '@/contract/booking';
import { ApproxAmount } from '@/features/currency';
import { useT } from '@/i18n';
import { bookingMessages, useBookingFormat, type BookingRefusal } from '../../bookings';
import type { CartDepartureLine } from '../cartSlice';
import { cartMessages } from '../messages';
import { RefusalNotice } from './RefusalNotice';

interface DepartureSummaryProps {
  lines: CartDepartureLine[];
  refusal: BookingRefusal | null;
  isBooking: boolean;
  onBook: () => void;
}

/** The total of the cart's departures and their Book button: every line is held at once. */
export function DepartureSummary({ lines, refusal, isBooking, onBook }: DepartureSummaryProps) {
  const t = useT();
  const format = useBookingFormat();
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
        {t(cartMessages.summaryTitle)}
      </Typography>
      <Typography>{t(cartMessages.departureCount, { count: lines.length })}</Typography>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'baseline', my: 1 }}
      >
        <Typography sx={{ fontWeight: 700 }}>{t(cartMessages.total)}</Typography>
        <Typography variant="h5" component="p">
          {format.money(total, currency)}
        </Typography>
      </Stack>
      <ApproxAmount
        amount={total}
        sx={{ display: 'block', ml: 0, mt: -1, mb: 1, textAlign: 'right' }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t(bookingMessages.bookExplain)}
      </Typography>
      <RefusalNotice refusal={refusal} />
      <Button variant="contained" size="large" fullWidth onClick={onBook} disabled={isBooking}>
        {t(isBooking ? bookingMessages.bookBusy : bookingMessages.book)}
      </Button>
    </Paper>
  );
}
