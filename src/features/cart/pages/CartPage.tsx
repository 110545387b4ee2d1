import { useCallback } from 'react';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { DepartureBooking } from '@/contract/wire/departures';
import { PageTitle } from '@/components/PageTitle';
import { ROUTES } from '@/config/routes';
import { MESSAGES } from '@/contract/messages';
import { PAGE_TITLES } from '@/contract/pages';
import { useT } from '@/i18n';
import { CartLine } from '../components/CartLine';
import { CartSummary } from '../components/CartSummary';
import { useBookDepartures } from '../../bookings';
import { cartLineRemoved, selectCartIds, selectCartLines } from '../cartSlice';
import { cartMessages } from '../messages';
import { BookedPanel } from '../components/BookedPanel';
import { PayNow } from '../components/PayNow';
import { DepartureActions, DepartureLines, LIST_STYLE } from '../components/CartDepartures';

function EmptyCart() {
  const t = useT();
  return (
    <Paper sx={{ p: { xs: 3, md: 4 }, textAlign: 'center' }}>
      <Typography variant="h5" component="p" gutterBottom>
        {t(MESSAGES.cartEmpty)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t(cartMessages.emptyLead)}
      </Typography>
      <Button variant="contained" component={RouterLink} to={ROUTES.toursList}>
        {t(cartMessages.browseTours)}
      </Button>
    </Paper>
  );
}

export default function CartPage() {
  const ids = useAppSelector(selectCartIds);
  const lines = useAppSelector(selectCartLines);
  const dispatch = useAppDispatch();
  const t = useT();
  const onBooked = useCallback(
    (booked: DepartureBooking) =>
      booked.lines.forEach((line) => dispatch(cartLineRemoved(line.departureId))),
    [dispatch],
  );
  const booking = useBookDepartures({ onBooked });
  const { state } = booking;
  const hasDepartures = lines.length > 0 || state.step === 'held';

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <PageTitle title={t(cartMessages.title)} documentTitle={t(PAGE_TITLES.cart)} />
      {state.step === 'booked' && (
        <BookedPanel booking={state.booking} onMyBookings={booking.openMyBookings} />
      )}
      {state.step === 'booked' && state.booking.status === 'confirmed' && (
        <PayNow bookingId={state.booking.id} />
      )}
      {ids.length === 0 && !hasDepartures ? (
        state.step !== 'booked' && <EmptyCart />
      ) : (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 8 }}>
            <Stack spacing={2}>
              {hasDepartures && <DepartureLines lines={lines} booking={booking} />}
              {ids.length > 0 && (
                <Stack
                  component="ul"
                  spacing={2}
                  aria-label={t(cartMessages.excursionsLabel)}
                  sx={LIST_STYLE}
                >
                  {ids.map((id) => (
                    <CartLine key={id} id={id} />
                  ))}
                </Stack>
              )}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Stack spacing={3}>
              {hasDepartures && <DepartureActions lines={lines} booking={booking} />}
              {ids.length > 0 && <CartSummary ids={ids} />}
            </Stack>
          </Grid>
        </Grid>
      )}
    </Container>
  );
}
