import { Suspense } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PaymentStep } from '../../payments';
import { useT } from '@/i18n';
import { cartMessages } from '../messages';

/** The payment step under a confirmed booking; its code loads only now. */
export function PayNow({ bookingId }: { bookingId: number }) {
  const t = useT();
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Suspense fallback={<Typography role="status">{t(cartMessages.payLoading)}</Typography>}>
        <PaymentStep bookingId={bookingId} />
      </Suspense>
    </Paper>
  );
}
