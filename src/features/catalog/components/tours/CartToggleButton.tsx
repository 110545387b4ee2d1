import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { visuallyHidden } from '@mui/utils';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { Excursion } from '@/contract/wire/catalog';
import { cartItemToggled, selectIsInCart } from '@/features/cart';

/**
 * 'Add to Cart' or 'Remove from Cart', as the excursion is in the cart or not (docs/product.md, Pages).
 * The excursion's name follows the visible words for screen readers, so each button says which.
 */
export function CartToggleButton({ excursion }: { excursion: Pick<Excursion, 'id' | 'name'> }) {
  const dispatch = useAppDispatch();
  const inCart = useAppSelector((state) => selectIsInCart(state, excursion.id));
  return (
    <Button
      variant={inCart ? 'outlined' : 'contained'}
      color={inCart ? 'secondary' : 'primary'}
      onClick={() => dispatch(cartItemToggled(excursion.id))}
      fullWidth
    >
      {inCart ? 'Remove from Cart' : 'Add to Cart'}
      <Box component="span" sx={visuallyHidden}>
        {` (${excursion.name})`}
      </Box>
    </Button>
  );
}
