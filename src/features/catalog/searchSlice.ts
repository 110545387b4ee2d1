import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The search bar's selection (docs/product.md, The rules); categoryId 'all' is the All option. */
export interface SearchState {
  destinationId: number | null;
  categoryId: number | 'all' | null;
}

const initialState: SearchState = { destinationId: null, categoryId: null };

export const searchSlice = createSlice({
  name: 'search',
  initialState,
  reducers: {
    destinationSelected(state, action: PayloadAction<number | null>) {
      state.destinationId = action.payload;
    },
    categorySelected(state, action: PayloadAction<number | 'all' | null>) {
      state.categoryId = action.payload;
    },
    searchReset: () => initialState,
  },
});

export const { destinationSelected, categorySelected, searchReset } = searchSlice.actions;
export const selectSearch = (state: { search: SearchState }) => state.search;
