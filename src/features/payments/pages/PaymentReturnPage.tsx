import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useClientStateRestored } from '@/app/restored';
import { PageTitle } from '@/components/PageTitle';
import { ROUTES } from '@/config/routes';
import { PAGE_TITLES } from '@/contract/pages';
import type { BookingPaymentDetails } from '@/contract/wire/payments';
import { profileTabSelected, selectIsLoggedIn } from '@/features/account';
import { useBookingFormat } from '@/features/bookings';
import { useT } from '@/i18n';
import PaymentStep from '../components/PaymentStep';
import { returnOutcome, type ReturnOutcome } from '../outcome';
import { paymentMessages } from '../messages';
import { useGetBookingPaymentQuery } from '../paymentsApi';

/** How often, and how many times, a payment the gateway has not confirmed yet is asked again. */
const POLL_MS = 2_000;
const POLLS = 3;

/** The booking named in the address: `?booking={id}` (and `&cancelled=1` from the checkout). */
function bookingAsked(search: string) {
  const params = new URLSearchParams(search);
  const id = Number(params.get('booking'));
  return { id: Number.isInteger(id) && id > 0 ? id : null, left: params.get('cancelled') === '1' };
}

/**
 * Where the gateway brings the visitor back (API.md, Payment): reads the booking's payments from
 * the server, which asks the gateway about one still pending, and says what happened. It says
 * paid only once the server counts the payment; a payment still pending is asked again a few
 * times, then the page says it will show in My Bookings and by e-mail.
 */
export default function PaymentReturnPage() {
  const t = useT();
  const restored = useClientStateRestored();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { search } = useLocation();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <PageTitle
        title={t(paymentMessages.returnTitle)}
        documentTitle={t(PAGE_TITLES.paymentReturn)}
      />
      <Paper sx={{ p: { xs: 2, sm: 3 }, mt: 2 }}>
        {!restored ? (
          <Typography role="status">{t(paymentMessages.checking)}</Typography>
        ) : !loggedIn ? (
          <LoginNeeded />
        ) : (
          <PaymentOf {...bookingAsked(search)} />
        )}
      </Paper>
    </Container>
  );
}

function LoginNeeded() {
  const t = useT();
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography>{t(paymentMessages.loginNeeded)}</Typography>
      <Button variant="contained" component={RouterLink} to={ROUTES.login}>
        {t(paymentMessages.login)}
      </Button>
    </Stack>
  );
}

function PaymentOf({ id, left }: { id: number | null; left: boolean }) {
  const t = useT();
  const result = useGetBookingPaymentQuery(id ?? 0, { skip: id === null });
  const { data, error, fulfilledTimeStamp, refetch } = result;
  const [polls, setPolls] = useState(0);
  const outcome = data ? returnOutcome(data, left) : null;
  const waiting = outcome === 'pending' && polls < POLLS;

  // Asks again a while after each answer that is still pending.
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => {
      setPolls((count) => count + 1);
      void refetch();
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [waiting, fulfilledTimeStamp, refetch]);

  if (id === null) return <Alert severity="error">{t(paymentMessages.notFound)}</Alert>;
  if (error) {
    const missing = (error as { status?: unknown }).status === 404;
    return (
      <Alert severity="error">
        {t(missing ? paymentMessages.notFound : paymentMessages.returnLoadFailed)}
      </Alert>
    );
  }
  if (!data || !outcome) {
    return <Typography role="status">{t(paymentMessages.checking)}</Typography>;
  }
  return <OutcomeView details={data} outcome={outcome} waiting={waiting} />;
}

function OutcomeView({
  details,
  outcome,
  waiting,
}: {
  details: BookingPaymentDetails;
  outcome: ReturnOutcome;
  waiting: boolean;
}) {
  const t = useT();
  const format = useBookingFormat();
  const money = (amount: number) => format.money(amount, details.currency);
  const [again, setAgain] = useState(false);
  const last = details.payments.find((row) => row.kind === 'payment');
  switch (outcome) {
    case 'paid':
      return (
        <Said
          severity="success"
          title={t(
            details.paymentStatus === 'Paid'
              ? paymentMessages.paidTitle
              : paymentMessages.depositPaidTitle,
          )}
        >
          {t(paymentMessages.paid, {
            amount: money(last?.amount ?? details.amountPaid),
            reference: details.generatedBookingId,
          })}
          {details.amountDue > 0 &&
            ` ${t(paymentMessages.stillDue, { amount: money(details.amountDue) })}`}
        </Said>
      );
    case 'pending':
      return waiting ? (
        <Said severity="info" title={t(paymentMessages.pendingTitle)} status>
          {t(paymentMessages.pendingText)}
        </Said>
      ) : (
        <Said severity="info" title={t(paymentMessages.stillPendingTitle)}>
          {t(paymentMessages.stillPendingText)}
        </Said>
      );
    case 'flagged':
      return (
        <Said severity="warning" title={t(paymentMessages.flaggedTitle)}>
          {t(paymentMessages.flaggedText)}
        </Said>
      );
    default:
      return (
        <Stack spacing={3}>
          <Said
            severity={outcome === 'failed' ? 'error' : 'warning'}
            title={t(
              outcome === 'failed' ? paymentMessages.failedTitle : paymentMessages.cancelledTitle,
            )}
            action={
              again ? null : (
                <Button variant="contained" onClick={() => setAgain(true)}>
                  {t(paymentMessages.tryAgain)}
                </Button>
              )
            }
          >
            {t(outcome === 'failed' ? paymentMessages.failedText : paymentMessages.cancelledText)}
          </Said>
          {again && <PaymentStep bookingId={details.bookingId} />}
        </Stack>
      );
  }
}

/** The page's one sentence about the payment, with the way to My Bookings. */
function Said({
  severity,
  title,
  status = false,
  action,
  children,
}: {
  severity: 'success' | 'info' | 'warning' | 'error';
  title: string;
  status?: boolean;
  action?: ReactNode;
  children: ReactNode;
}) {
  const dispatch = useAppDispatch();
  const t = useT();
  return (
    <Alert severity={severity} role={status ? 'status' : 'alert'}>
      <AlertTitle component="h2">{title}</AlertTitle>
      {children}
      <Box sx={{ mt: 2, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {action}
        <Button
          variant="outlined"
          color="inherit"
          component={RouterLink}
          to={ROUTES.userProfile}
          onClick={() => dispatch(profileTabSelected('bookings'))}
        >
          {t(paymentMessages.myBookings)}
        </Button>
      </Box>
    </Alert>
  );
}
