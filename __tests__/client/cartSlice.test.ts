import {
  cartCleared,
  cartItemAdded,
  cartItemRemoved,
  cartItemToggled,
  cartLineAdded,
  cartLineRemoved,
  cartLinesCleared,
  cartSlice,
  selectCartCount,
  selectCartLines,
  selectIsInCart,
  type CartDepartureLine,
  type CartState,
} from '../../src/features/cart/cartSlice';
import { setupStore } from '../../src/app/store';
import { clientStateLoaded } from '../../src/app/actionLog/clientState';

const reduce = (...actions: Parameters<typeof cartSlice.reducer>[1][]) =>
  actions.reduce(cartSlice.reducer, cartSlice.getInitialState());

describe('cart slice', () => {
  it('starts empty', () => {
    expect(cartSlice.getInitialState()).toEqual({ ids: [], lines: [] });
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

const line = (departureId: number, adult = 2): CartDepartureLine => ({
  departureId,
  excursionId: 7,
  excursionName: 'Makasutu Culture Forest',
  date: '2030-12-14',
  time: '09:00',
  units: { adult, child: 1, infant: 0 },
  price: adult * 45 + 22.5,
  currency: 'USD',
});

describe('cart departure lines', () => {
  it('adds departures in order beside the excursions on request', () => {
    const cart = reduce(cartItemAdded(3), cartLineAdded(line(11)), cartLineAdded(line(12)));
    expect(cart.ids).toEqual([3]);
    expect(selectCartLines({ cart }).map((kept) => kept.departureId)).toEqual([11, 12]);
  });

  it('replaces the party of a departure added again, keeping its place', () => {
    const cart = reduce(
      cartLineAdded(line(11)),
      cartLineAdded(line(12)),
      cartLineAdded(line(11, 4)),
    );
    expect(cart.lines).toEqual([line(11, 4), line(12)]);
  });

  it('removes one departure, and clears them all without touching the ids', () => {
    expect(
      reduce(cartLineAdded(line(11)), cartLineAdded(line(12)), cartLineRemoved(11)).lines,
    ).toEqual([line(12)]);
    const cleared = reduce(cartItemAdded(3), cartLineAdded(line(11)), cartLinesCleared());
    expect(cleared).toEqual({ ids: [3], lines: [] });
  });

  it('keeps the departures when the ids are cleared after a request booking', () => {
    expect(reduce(cartItemAdded(3), cartLineAdded(line(11)), cartCleared())).toEqual({
      ids: [],
      lines: [line(11)],
    });
  });

  it('counts excursions on request and departures together', () => {
    const cart = reduce(cartItemAdded(3), cartItemAdded(4), cartLineAdded(line(11)));
    expect(selectCartCount({ cart })).toBe(3);
  });

  it('gives a cart written before departures existed no lines, and takes lines on it', () => {
    const store = setupStore({ cart: { ids: [5] } });
    expect(selectCartLines(store.getState())).toEqual([]);
    expect(selectCartCount(store.getState())).toBe(1);
    store.dispatch(cartLineAdded(line(11)));
    expect(store.getState().cart).toEqual({ ids: [5], lines: [line(11)] });
    const replayed = setupStore();
    replayed.dispatch(clientStateLoaded({ cart: { ids: [4] } as CartState }));
    expect(replayed.getState().cart).toMatchObject({ ids: [4], lines: [] });
  });
});
