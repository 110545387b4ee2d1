/** What other features may use of the display currency: the picker, the approximation, the choice. */
export { ApproxAmount } from './components/ApproxAmount';
export { CurrencyPicker } from './components/CurrencyPicker';
export { displayCurrencyChosen, selectDisplayCurrency, type CurrencyState } from './currencySlice';
