/** What other features may use of the cart: its actions and selectors. */
export {
  cartCleared,
  cartItemAdded,
  cartItemRemoved,
  cartItemToggled,
  selectCartCount,
  selectCartIds,
  selectIsInCart,
} from './cartSlice';
