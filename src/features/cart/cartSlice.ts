import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The cart is a list of excursion ids (docs/product.md, The rules). */
export interface CartState {
  ids: number[];
}

const initialState: CartState = { ids: [] };

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
    cartCleared(state) {
      state.ids = [];
    },
  },
});

export const { cartItemAdded, cartItemRemoved, cartItemToggled, cartCleared } = cartSlice.actions;

type WithCart = { cart: CartState };
export const selectCartIds = (state: WithCart) => state.cart.ids;
export const selectCartCount = (state: WithCart) => state.cart.ids.length;
export const selectIsInCart = (state: WithCart, id: number) => state.cart.ids.includes(id);
