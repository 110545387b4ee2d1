import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { visuallyHidden } from '@mui/utils';
import { Link as RouterLink } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { Excursion } from '@/contract/wire/catalog';
import { paths } from '@/config/routes';
import { cartItemToggled, selectIsInCart } from '@/features/cart';
import { departureMessages, pricedExcursion } from '@/features/departures';
import { useT } from '@/i18n';
import { tourMessages } from './messages';

/**
 * 'Add to Cart' or 'Remove from Cart', as the excursion is in the cart or not (docs/product.md, Pages).
 * The excursion's name follows the visible words for screen readers, so each button says which.
 */
export function CartToggleButton({
  excursion,
}: {
  excursion: Pick<Excursion, 'id' | 'name' | 'pricing' | 'bookingRules'>;
}) {
  const t = useT();
  const dispatch = useAppDispatch();
  const inCart = useAppSelector((state) => selectIsInCart(state, excursion.id));
  // A priced excursion is booked for a date and a party, on its page; one a cart kept from
  // before it was priced can still be taken out.
  if (pricedExcursion(excursion) && !inCart) return <ChooseDateLink excursion={excursion} />;
  return (
    <Button
      variant={inCart ? 'outlined' : 'contained'}
      color={inCart ? 'secondary' : 'primary'}
      onClick={() => dispatch(cartItemToggled(excursion.id))}
      fullWidth
    >
      {t(inCart ? tourMessages.removeFromCart : tourMessages.addToCart)}
      <Box component="span" sx={visuallyHidden}>
        {` (${excursion.name})`}
      </Box>
    </Button>
  );
}

function ChooseDateLink({ excursion }: { excursion: Pick<Excursion, 'id' | 'name'> }) {
  const t = useT();
  return (
    <Button
      component={RouterLink}
      to={paths.tourDetails(excursion.id)}
      variant="contained"
      color="primary"
      fullWidth
    >
      {t(departureMessages.chooseDate)}
      <Box component="span" sx={visuallyHidden}>
        {` (${excursion.name})`}
      </Box>
    </Button>
  );
}
