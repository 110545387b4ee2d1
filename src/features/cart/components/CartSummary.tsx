import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useAppDispatch } from '@/app/hooks';
import { MESSAGES } from '@/contract/messages';
import { useT } from '@/i18n';
import { useBookExcursions } from '../../bookings';
import { cartCleared } from '../cartSlice';
import { cartMessages } from '../messages';

/** The cart's Book Now: books every excursion in it, then empties it (docs/product.md, The rules). */
export function CartSummary({ ids }: { ids: number[] }) {
  const dispatch = useAppDispatch();
  const t = useT();
  const { book, isBooking } = useBookExcursions();

  const bookCart = () =>
    book(ids, {
      loginMessage: t(MESSAGES.loginToBookCart),
      onBooked: () => dispatch(cartCleared()),
    });

  return (
    <Paper component="section" aria-labelledby="cart-summary" sx={{ p: 3 }}>
      <Typography id="cart-summary" variant="h5" component="h2" gutterBottom>
        {t(cartMessages.bookingTitle)}
      </Typography>
      <Typography gutterBottom>{t(cartMessages.excursionCount, { count: ids.length })}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t(cartMessages.bookingExplain)}
      </Typography>
      <Button variant="contained" size="large" fullWidth onClick={bookCart} disabled={isBooking}>
        {t(isBooking ? cartMessages.booking : cartMessages.bookNow)}
      </Button>
    </Paper>
  );
}
