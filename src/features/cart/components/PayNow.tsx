import { Suspense } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PaymentStep } from '../../payments';
import { CART_TEXTS } from '../texts';

/** The payment step under a confirmed booking; its code loads only now. */
export function PayNow({ bookingId }: { bookingId: number }) {
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Suspense fallback={<Typography role="status">{CART_TEXTS.payLoading}</Typography>}>
        <PaymentStep bookingId={bookingId} />
      </Suspense>
    </Paper>
  );
}
