import { useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { serverMessage } from '@/app/api';
import { ListStatus } from '@/components/listStatus/ListStatus';
import { noticeLook } from '@/components/listStatus/looks';
import { usePageTitle } from '@/components/usePageTitle';
import { CheckInParty } from '../checkIn/CheckInParty';
import { useCheckInMutation, useGetCheckInQuery } from '../checkIn/checkInApi';
import { CHECK_IN_TEXTS as T } from '../checkIn/texts';

const BIG = { fontSize: '1.25rem', '& .MuiAlert-icon': { fontSize: '2rem' } } as const;

/**
 * What a voucher's QR code opens (/operator/check-in/:token), on the guide's phone at the meeting
 * point: the party, then one big button that checks it in for today's departure. A second scan
 * says who checked it in and when.
 */
export default function CheckInPage() {
  usePageTitle(T.title);
  const token = useParams().token ?? '';
  const found = useGetCheckInQuery(token);
  const [checkIn, done] = useCheckInMutation();
  const booking = found.data;

  if (found.isError) {
    return (
      <Alert severity="error" sx={BIG}>
        {serverMessage(found.error, T.failed)}
      </Alert>
    );
  }
  if (!booking) return <ListStatus state="loading" text={T.loading} look={noticeLook} />;

  // After this phone's check-in, its own answer; otherwise why it cannot be done, if it cannot.
  const outcome = done.isSuccess
    ? { severity: 'success' as const, text: done.data.message ?? '' }
    : done.isError
      ? { severity: 'warning' as const, text: serverMessage(done.error, T.failed) }
      : booking.refusal && { severity: 'warning' as const, text: booking.refusal };

  return (
    <Stack spacing={3} sx={{ maxWidth: 640 }}>
      <CheckInParty booking={booking} />
      {outcome ? (
        <Alert severity={outcome.severity} role="status" sx={BIG}>
          {outcome.text}
        </Alert>
      ) : (
        <Button
          variant="contained"
          size="large"
          disabled={done.isLoading}
          onClick={() => void checkIn(token)}
          sx={{ minHeight: 72, fontSize: '1.5rem', width: '100%' }}
        >
          {done.isLoading ? T.checkingIn : T.checkIn}
        </Button>
      )}
    </Stack>
  );
}
