import {
  cartCleared,
  cartItemAdded,
  cartItemRemoved,
  cartItemToggled,
  cartSlice,
  selectCartCount,
  selectIsInCart,
} from '../../src/features/cart/cartSlice';

const reduce = (...actions: Parameters<typeof cartSlice.reducer>[1][]) =>
  actions.reduce(cartSlice.reducer, cartSlice.getInitialState());

describe('cart slice', () => {
  it('starts empty', () => {
    expect(cartSlice.getInitialState()).toEqual({ ids: [] });
  });

  it('adds items in order and, as docs/product.md, The rules says, does not itself check duplicates', () => {
    expect(reduce(cartItemAdded(3), cartItemAdded(7), cartItemAdded(3)).ids).toEqual([3, 7, 3]);
  });

  it('removes every entry with the given id and leaves the others', () => {
    expect(reduce(cartItemAdded(3), cartItemAdded(7), cartItemRemoved(3)).ids).toEqual([7]);
    expect(reduce(cartItemAdded(3), cartItemRemoved(9)).ids).toEqual([3]);
  });

  it('toggles: adds an absent excursion, removes a present one', () => {
    const once = reduce(cartItemToggled(5));
    expect(once.ids).toEqual([5]);
    expect(cartSlice.reducer(once, cartItemToggled(5)).ids).toEqual([]);
    expect(reduce(cartItemToggled(5), cartItemToggled(6), cartItemToggled(5)).ids).toEqual([6]);
  });

  it('clears', () => {
    expect(reduce(cartItemAdded(1), cartItemAdded(2), cartCleared()).ids).toEqual([]);
  });

  it('tells whether an excursion is in the cart and how many items it holds', () => {
    const cart = reduce(cartItemAdded(4), cartItemAdded(8));
    expect(selectIsInCart({ cart }, 4)).toBe(true);
    expect(selectIsInCart({ cart }, 5)).toBe(false);
    expect(selectCartCount({ cart })).toBe(2);
  });
});
