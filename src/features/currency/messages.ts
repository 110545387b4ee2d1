import { defineMessages } from '@/i18n';

/** The display currency's words (API.md, "Since round 3": amounts approximated, charged in USD). */
export const currencyMessages = defineMessages('currency', {
  pickerLabel: 'Currency',
  approx: '≈ {amount}',
  approxHint: 'An approximation at our current rate: you pay in US dollars',
});
