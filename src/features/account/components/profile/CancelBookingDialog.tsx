import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { serverMessage } from '@/app/api';
import { useSubmitOnce } from '@/components/form/useSubmitOnce';
import { useToast } from '@/components/toast';
import type { Booking } from '@/contract/wire/bookings';
import type { CancellationQuote } from '@/contract/wire/departures';
import { useCancelBookingMutation, useGetCancellationQuoteQuery } from '@/features/bookings';
import { formatMoney, useLocale, useT, type Locale, type Translate } from '@/i18n';
import { profileMessages } from '../../messages';

const refundSentence = (
  t: Translate,
  locale: Locale,
  { refundPercent, refundAmount, currency }: CancellationQuote,
) =>
  refundPercent > 0
    ? t(profileMessages.refund, {
        percent: refundPercent,
        amount: formatMoney(locale, refundAmount, currency),
      })
    : t(profileMessages.noRefund);

interface CancelBookingDialogProps {
  booking: Pick<Booking, 'id' | 'generatedBookingId'>;
  onClose: () => void;
}

/**
 * Asks before cancelling a booking of departures, stating the refund the policy gives now (fetched
 * as the dialog opens, since it changes as the start nears). A refusal shows the server's sentence.
 */
export function CancelBookingDialog({ booking, onClose }: CancelBookingDialogProps) {
  const t = useT();
  const locale = useLocale();
  const reference = booking.generatedBookingId;
  const quote = useGetCancellationQuoteQuery(booking.id, { refetchOnMountOrArgChange: true });
  const [cancelBooking, { isLoading: isCancelling }] = useCancelBookingMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const toast = useToast();

  const cancel = useSubmitOnce(async () => {
    setFailure(null);
    try {
      await cancelBooking(booking.id).unwrap();
    } catch (error) {
      setFailure(serverMessage(error, t(profileMessages.cancelFailed)));
      return;
    }
    toast.success(t(profileMessages.cancelDone, { reference }));
    onClose();
  }, undefined);

  const titleId = `cancel-booking-${booking.id}`;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t(profileMessages.cancelTitle, { reference })}</DialogTitle>
      <DialogContent>
        {quote.data ? (
          <DialogContentText sx={{ color: 'text.primary', fontWeight: 600 }}>
            {refundSentence(t, locale, quote.data)}
          </DialogContentText>
        ) : quote.error ? (
          <Alert severity="error">
            {serverMessage(quote.error, t(profileMessages.quoteFailed))}
          </Alert>
        ) : (
          <DialogContentText role="status">{t(profileMessages.cancelChecking)}</DialogContentText>
        )}
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} autoFocus>
          {t(profileMessages.keepBooking)}
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={() => void cancel()}
          disabled={!quote.data || isCancelling}
        >
          {t(isCancelling ? profileMessages.cancelling : profileMessages.confirmCancel)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
