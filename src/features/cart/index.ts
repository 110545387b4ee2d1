/** What other features may use of the cart: its actions and selectors. */
export {
  cartCleared,
  cartItemAdded,
  cartItemRemoved,
  cartItemToggled,
  cartLineAdded,
  cartLineRemoved,
  cartLinesCleared,
  selectCartCount,
  selectCartIds,
  selectCartLines,
  selectIsInCart,
  type CartDepartureLine,
  type CartState,
} from './cartSlice';
