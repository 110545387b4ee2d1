import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useAppDispatch } from '@/app/hooks';
import { MESSAGES } from '@/contract/messages';
import { useBookExcursions } from '../../bookings';
import { cartCleared } from '../cartSlice';

const excursionCount = (count: number) => `${count} ${count === 1 ? 'excursion' : 'excursions'}`;

/** The cart's Book Now: books every excursion in it, then empties it (docs/product.md, The rules). */
export function CartSummary({ ids }: { ids: number[] }) {
  const dispatch = useAppDispatch();
  const { book, isBooking } = useBookExcursions();

  const bookCart = () =>
    book(ids, {
      loginMessage: MESSAGES.loginToBookCart,
      onBooked: () => dispatch(cartCleared()),
    });

  return (
    <Paper component="section" aria-labelledby="cart-summary" sx={{ p: 3 }}>
      <Typography id="cart-summary" variant="h5" component="h2" gutterBottom>
        Your booking
      </Typography>
      <Typography gutterBottom>{excursionCount(ids.length)}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Book now and our team confirms the dates, the price and the pickup with you by e-mail. You
        pay nothing today.
      </Typography>
      <Button variant="contained" size="large" fullWidth onClick={bookCart} disabled={isBooking}>
        {isBooking ? 'Booking...' : 'Book Now'}
      </Button>
    </Paper>
  );
}
