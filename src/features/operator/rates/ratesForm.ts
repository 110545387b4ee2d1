import * as yup from 'yup';
import { MAX_RATE, type CurrencyRates, type DisplayCurrency } from '@/contract/currencies';
import { RATES } from './texts';

/** The rates staff set: every display currency but the base, which stays 1. */
export const SET_CURRENCIES = ['EUR', 'GBP', 'GMD', 'XOF'] as const satisfies DisplayCurrency[];
type SetCurrency = (typeof SET_CURRENCIES)[number];

/** The rates as typed. */
export type RatesFormValues = Record<SetCurrency, string>;

const say = RATES.rules;

/** Millionths at most: the server keeps six decimals. */
const inMillionths = (value: number) => Math.abs(value * 1e6 - Math.round(value * 1e6)) < 1e-6;

const rateText = () =>
  yup
    .number()
    .typeError(say.number)
    .required(say.required)
    .moreThan(0, say.positive)
    .max(MAX_RATE, say.tooHigh(MAX_RATE.toLocaleString('en-GB')))
    .test('decimals', say.decimals, (value) => value === undefined || inMillionths(value));

/** The server's rules for rates (RatesChange), said in the console's words. */
export const ratesSchema = yup.object(
  Object.fromEntries(SET_CURRENCIES.map((currency) => [currency, rateText()])),
);

export const ratesFormValuesOf = (rates: CurrencyRates): RatesFormValues =>
  Object.fromEntries(
    SET_CURRENCIES.map((currency) => [currency, String(rates[currency])]),
  ) as RatesFormValues;

export const ratesOf = (values: RatesFormValues): CurrencyRates => ({
  USD: 1,
  ...(Object.fromEntries(
    SET_CURRENCIES.map((currency) => [currency, Number(values[currency])]),
  ) as Record<SetCurrency, number>),
});
