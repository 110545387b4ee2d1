import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The last excursion whose details were shown: /tour-details without an id opens it again. */
export interface LastViewedState {
  excursionId: number | null;
}

const initialState: LastViewedState = { excursionId: null };

export const lastViewedSlice = createSlice({
  name: 'lastViewed',
  initialState,
  reducers: {
    excursionViewed(state, action: PayloadAction<number>) {
      state.excursionId = action.payload;
    },
  },
});

export const { excursionViewed } = lastViewedSlice.actions;
export const selectLastViewedExcursionId = (state: { lastViewed: LastViewedState }) =>
  state.lastViewed.excursionId;
