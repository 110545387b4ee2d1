/**
 * The currencies a visitor may see amounts in (API.md, "Since round 3"): every amount is charged
 * in the base currency, and the others are shown beside it as an approximation at the rate the
 * operator sets.
 */
export const DISPLAY_CURRENCIES = ['USD', 'EUR', 'GBP', 'GMD', 'XOF'] as const;
export type DisplayCurrency = (typeof DISPLAY_CURRENCIES)[number];

/** How many units of each currency one unit of the base currency buys. */
export type CurrencyRates = Record<DisplayCurrency, number>;

export const isDisplayCurrency = (value: unknown): value is DisplayCurrency =>
  typeof value === 'string' && (DISPLAY_CURRENCIES as readonly string[]).includes(value);

/** The lowest rate the operator may set: a millionth, the precision a rate is stored to. */
export const MIN_RATE = 0.000001;

/** The highest rate the operator may set: far above any of these currencies' real rates. */
export const MAX_RATE = 1_000_000;
