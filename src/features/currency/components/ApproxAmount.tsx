import { useContext } from 'react';
import { ReactReduxContext } from 'react-redux';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { BASE_CURRENCY } from '@/contract/booking';
import { useAppSelector } from '@/app/hooks';
import { useClientStateRestored } from '@/app/restored';
import { formatMoney, useLocale, useT } from '@/i18n';
import { selectDisplayCurrency } from '../currencySlice';
import { useGetRatesQuery } from '../ratesApi';
import { currencyMessages } from '../messages';

const approxSx = { ml: 1, color: 'text.secondary', whiteSpace: 'nowrap' } as const;

interface ApproxAmountProps {
  /** An amount in the base currency; nothing is shown without one. */
  amount: number | null | undefined;
  sx?: SxProps<Theme>;
}

/**
 * An amount in the visitor's display currency beside the amount charged: "≈ 29 500 F CFA", with
 * the currency's own decimals, written the page's way. Nothing for USD, before the rates come, or
 * before the stored choice is back: the server's page and its hydration show none (nor does a
 * part rendered without the store, which holds the choice).
 */
export function ApproxAmount(props: ApproxAmountProps) {
  const restored = useClientStateRestored();
  const withStore = useContext(ReactReduxContext) !== null;
  return restored && withStore && typeof props.amount === 'number' ? (
    <Approximation {...props} amount={props.amount} />
  ) : null;
}

function Approximation({ amount, sx }: ApproxAmountProps & { amount: number }) {
  const t = useT();
  const locale = useLocale();
  const currency = useAppSelector(selectDisplayCurrency);
  const wanted = currency !== BASE_CURRENCY;
  const { data } = useGetRatesQuery(undefined, { skip: !wanted });
  const rate = data?.rates[currency];
  if (!wanted || !rate) return null;
  return (
    <Box
      component="span"
      title={t(currencyMessages.approxHint)}
      sx={[approxSx, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {t(currencyMessages.approx, { amount: formatMoney(locale, amount * rate, currency) })}
    </Box>
  );
}
