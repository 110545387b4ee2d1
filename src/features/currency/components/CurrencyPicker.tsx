import Box from '@mui/material/Box';
import type { ChangeEvent } from 'react';
import { DISPLAY_CURRENCIES, isDisplayCurrency } from '@/contract/currencies';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useClientStateRestored } from '@/app/restored';
import { useT } from '@/i18n';
import { displayCurrencyChosen, selectDisplayCurrency } from '../currencySlice';
import { currencyMessages } from '../messages';

/* A native select: the browser's own list, keyboard and screen-reader handling, no menu code. */
const selectSx = {
  font: 'inherit',
  fontSize: '0.875rem',
  color: 'inherit',
  bgcolor: 'transparent',
  border: 1,
  borderColor: 'currentColor',
  borderRadius: 1,
  px: 0.5,
  py: 0.25,
  cursor: 'pointer',
  '& option': { color: 'text.primary', bgcolor: 'background.paper' },
} as const;

/**
 * The visitor's display currency. The server renders USD (it cannot read browser storage), and
 * the stored choice shows once it is back, after hydration.
 */
export function CurrencyPicker() {
  const t = useT();
  const dispatch = useAppDispatch();
  const chosen = useAppSelector(selectDisplayCurrency);
  const restored = useClientStateRestored();
  const choose = (event: ChangeEvent<HTMLSelectElement>) => {
    if (isDisplayCurrency(event.target.value)) dispatch(displayCurrencyChosen(event.target.value));
  };
  return (
    <Box
      component="select"
      aria-label={t(currencyMessages.pickerLabel)}
      value={restored ? chosen : 'USD'}
      onChange={choose}
      sx={selectSx}
    >
      {DISPLAY_CURRENCIES.map((currency) => (
        <option key={currency} value={currency}>
          {currency}
        </option>
      ))}
    </Box>
  );
}
