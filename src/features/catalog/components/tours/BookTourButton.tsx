import Button from '@mui/material/Button';
import { MESSAGES } from '@/contract/messages';
import { useBookExcursions } from '@/features/bookings';
import { useT } from '@/i18n';
import { catalogMessages } from '../../messages';
import { tourMessages } from './messages';

/**
 * Books this one excursion: without user info, 'Please login to book this excursion' and /login
 * (docs/product.md, The rules); a second click while booking does nothing.
 */
export function BookTourButton({ excursionId }: { excursionId: number }) {
  const t = useT();
  const { book, isBooking } = useBookExcursions();
  return (
    <Button
      variant="contained"
      color="secondary"
      size="large"
      fullWidth
      disabled={isBooking}
      onClick={() => void book([excursionId], { loginMessage: t(MESSAGES.loginToBookExcursion) })}
    >
      {isBooking ? t(tourMessages.booking) : t(catalogMessages.bookNow)}
    </Button>
  );
}
