import type { Locale } from './locales';

/**
 * How each language writes dates and numbers: English as SPEC.md does (days the British way,
 * amounts the American way: 12 March 2026, $1,250.00), French as France does (12 mars 2026,
 * 1 250,00 $US). Times are Banjul's.
 */
export const DATE_LOCALE: Record<Locale, string> = { en: 'en-GB', fr: 'fr-FR' };
export const NUMBER_LOCALE: Record<Locale, string> = { en: 'en-US', fr: 'fr-FR' };
export const TIME_ZONE = 'Africa/Banjul';

/**
 * An amount in `currency`, as the page's language writes money: $1,250.00 or 1 250,00 $US, with
 * the currency's own decimals (none for the CFA franc: 29 500 F CFA). A code Intl has no name
 * for is written as given (12,00 XYZ).
 */
export const formatMoney = (locale: Locale, amount: number, currency = 'USD') =>
  new Intl.NumberFormat(NUMBER_LOCALE[locale], { style: 'currency', currency }).format(amount);

/** A day as the page's language writes it: 12 March 2026, 12 mars 2026. */
export function formatDay(locale: Locale, date: Date, options?: Intl.DateTimeFormatOptions) {
  return new Intl.DateTimeFormat(DATE_LOCALE[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: TIME_ZONE,
    ...options,
  }).format(date);
}

/** A number as the page's language writes it: 1,250 or 1 250. */
export const formatNumber = (locale: Locale, value: number) =>
  new Intl.NumberFormat(NUMBER_LOCALE[locale]).format(value);
