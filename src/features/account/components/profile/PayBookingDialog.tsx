import { Suspense } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { Booking } from '@/contract/wire/bookings';
import { PaymentStep } from '@/features/payments';
import { useT } from '@/i18n';
import { profileMessages } from '../../messages';

/** The payment step of one booking, in a dialog; its code loads when the dialog opens. */
export function PayBookingDialog({
  booking,
  onClose,
}: {
  booking: Pick<Booking, 'id' | 'generatedBookingId'>;
  onClose: () => void;
}) {
  const t = useT();
  const titleId = `pay-booking-${booking.id}`;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {t(profileMessages.payBooking, { reference: booking.generatedBookingId })}
      </DialogTitle>
      <DialogContent>
        <Suspense fallback={<Typography role="status">{t(profileMessages.payLoading)}</Typography>}>
          <PaymentStep bookingId={booking.id} showTitle={false} />
        </Suspense>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t(profileMessages.close)}</Button>
      </DialogActions>
    </Dialog>
  );
}
