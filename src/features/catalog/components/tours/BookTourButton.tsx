import Button from '@mui/material/Button';
import { MESSAGES } from '@/contract/messages';
import { useBookExcursions } from '@/features/bookings';

/**
 * Books this one excursion: without user info, 'Please login to book this excursion' and /login
 * (docs/product.md, The rules); a second click while booking does nothing.
 */
export function BookTourButton({ excursionId }: { excursionId: number }) {
  const { book, isBooking } = useBookExcursions();
  return (
    <Button
      variant="contained"
      color="secondary"
      size="large"
      fullWidth
      disabled={isBooking}
      onClick={() => void book([excursionId], { loginMessage: MESSAGES.loginToBookExcursion })}
    >
      {isBooking ? 'Booking...' : 'Book Now'}
    </Button>
  );
}
