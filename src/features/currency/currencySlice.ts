import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DisplayCurrency } from '@/contract/currencies';

/**
 * The currency the visitor likes to see amounts approximated in, kept in browser storage. Amounts
 * are charged in the base currency (USD) whatever it is; USD shows no approximation.
 */
export interface CurrencyState {
  display: DisplayCurrency;
}

const initialState: CurrencyState = { display: 'USD' };

export const currencySlice = createSlice({
  name: 'currency',
  initialState,
  reducers: {
    displayCurrencyChosen(state, action: PayloadAction<DisplayCurrency>) {
      state.display = action.payload;
    },
  },
});

export const { displayCurrencyChosen } = currencySlice.actions;
export const selectDisplayCurrency = (state: { currency: CurrencyState }) => state.currency.display;
