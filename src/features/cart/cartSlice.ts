import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PartyCounts } from '@/contract/booking';

/**
 * A departure in the cart (API.md, "Since round 3"): a date, a time and a party. `price` is what
 * the tour page showed; the server computes what is charged when the line is held.
 */
export interface CartDepartureLine {
  departureId: number;
  excursionId: number;
  excursionName: string;
  date: string;
  time: string;
  units: PartyCounts;
  price: number;
  currency: string;
}

/**
 * The cart: `ids` are SPEC.md's excursions on request (docs/product.md, The rules), `lines` the
 * departures of priced excursions. A cart stored, recorded or preloaded before departures existed
 * comes in without `lines` and is given none (redux-persist merges into the initial state,
 * `clientStateLoaded` and `setupStore` too).
 */
export interface CartState {
  ids: number[];
  lines: CartDepartureLine[];
}

const initialState: CartState = { ids: [], lines: [] };

export const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    /** As docs/product.md, The rules says, adding does not check duplicates: screens use `toggled`. */
    cartItemAdded(state, action: PayloadAction<number>) {
      state.ids.push(action.payload);
    },
    cartItemRemoved(state, action: PayloadAction<number>) {
      state.ids = state.ids.filter((id) => id !== action.payload);
    },
    /** Adds the excursion when it is absent, removes it when present. */
    cartItemToggled(state, action: PayloadAction<number>) {
      const id = action.payload;
      state.ids = state.ids.includes(id) ? state.ids.filter((x) => x !== id) : [...state.ids, id];
    },
    /** Empties SPEC.md's id list (after `booking/add`); the departure lines stay. */
    cartCleared(state) {
      state.ids = [];
    },
    /** The same departure again replaces its party and price, in place. */
    cartLineAdded({ lines }, { payload }: PayloadAction<CartDepartureLine>) {
      const at = lines.findIndex((line) => line.departureId === payload.departureId);
      lines.splice(at < 0 ? lines.length : at, 1, payload);
    },
    cartLineRemoved(state, { payload }: PayloadAction<number>) {
      state.lines = state.lines.filter((line) => line.departureId !== payload);
    },
    cartLinesCleared(state) {
      state.lines = [];
    },
  },
});

export const {
  cartItemAdded,
  cartItemRemoved,
  cartItemToggled,
  cartCleared,
  cartLineAdded,
  cartLineRemoved,
  cartLinesCleared,
} = cartSlice.actions;

type WithCart = { cart: CartState };
export const selectCartIds = (state: WithCart) => state.cart.ids;
export const selectCartLines = (state: WithCart) => state.cart.lines;
export const selectCartCount = ({ cart }: WithCart) => cart.ids.length + cart.lines.length;
export const selectIsInCart = (state: WithCart, id: number) => state.cart.ids.includes(id);
