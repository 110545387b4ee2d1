import { Type, type Static } from '@sinclair/typebox';
import {
  DISPLAY_CURRENCIES,
  MAX_RATE,
  MIN_RATE,
  type DisplayCurrency,
} from '@/contract/currencies';
import { AuditEntry } from './operator';

/**
 * The operator's exchange rates (API.md, "Since round 3"): `GET rates` for the website's
 * approximations, `GET|PUT operator/rates` for staff. A rate is how many units of a currency one
 * unit of the base currency buys; the base is 1.
 */

const Rate = Type.Number({ minimum: MIN_RATE, maximum: MAX_RATE });

/** The base currency's own rate: always exactly 1. */
const BaseRate = Type.Number({ minimum: 1, maximum: 1, description: 'The base currency: 1' });

const rateOf = (currency: DisplayCurrency) => (currency === 'USD' ? BaseRate : Rate);

export const RatesTable = Type.Object(
  Object.fromEntries(DISPLAY_CURRENCIES.map((currency) => [currency, rateOf(currency)])) as Record<
    DisplayCurrency,
    typeof Rate
  >,
  { description: 'One unit of the base currency (USD) in each currency' },
);
export type RatesTable = Static<typeof RatesTable>;

/** `GET rates`. */
export const Rates = Type.Object({
  base: Type.Literal('USD'),
  rates: RatesTable,
  updatedAt: Type.String({ format: 'date-time', description: 'When a rate last changed' }),
});
export type Rates = Static<typeof Rates>;

/** `GET operator/rates`: the rates, who set them last, and their changes, newest first. */
export const OperatorRates = Type.Object({
  ...Rates.properties,
  updatedBy: Type.Union([Type.String(), Type.Null()], {
    description: "The staff member's e-mail; null for the rates the site started with",
  }),
  history: Type.Array(AuditEntry, { description: 'The latest changes, newest first' }),
});
export type OperatorRates = Static<typeof OperatorRates>;

/** `PUT operator/rates`: every currency's rate, USD at 1. */
export const RatesChange = Type.Object({ rates: RatesTable });
export type RatesChange = Static<typeof RatesChange>;
