import type { Locale } from './locales';

/**
 * How each language writes dates and numbers: English as SPEC.md does (days the British way,
 * amounts the American way: 12 March 2026, $1,250.00), French as France does (12 mars 2026,
 * 1 250,00 $US). Times are Banjul's.
 */
export const DATE_LOCALE: Record<Locale, string> = { en: 'en-GB', fr: 'fr-FR' };
export const NUMBER_LOCALE: Record<Locale, string> = { en: 'en-US', fr: 'fr-FR' };
export const TIME_ZONE = 'Africa/Banjul';

type Formatter = { format(value: number | Date): string };

const made: Record<string, Formatter> = {};

/**
 * One formatter per language and options, made when first asked for: making one costs about a
 * millisecond at 4× CPU, and the tour page alone formats some seventy prices and days. (Every key
 * holds a space: none is the name of an object's own property.)
 */
const formatter = (key: string, make: () => Formatter) => (made[key] ??= make());

/**
 * An amount in `currency`, as the page's language writes money: $1,250.00 or 1 250,00 $US, with
 * the currency's own decimals (none for the CFA franc: 29 500 F CFA). A code Intl has no name
 * for is written as given (12,00 XYZ).
 */
export const formatMoney = (locale: Locale, amount: number, currency = 'USD') =>
  formatter(
    `money ${locale} ${currency}`,
    () => new Intl.NumberFormat(NUMBER_LOCALE[locale], { style: 'currency', currency }),
  ).format(amount);

/** A day as the page's language writes it: 12 March 2026, 12 mars 2026. */
export function formatDay(locale: Locale, date: Date, options?: Intl.DateTimeFormatOptions) {
  return formatter(
    `day ${locale} ${JSON.stringify(options)}`,
    () =>
      new Intl.DateTimeFormat(DATE_LOCALE[locale], {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: TIME_ZONE,
        ...options,
      }),
  ).format(date);
}

/** A number as the page's language writes it: 1,250 or 1 250 (5.0 or 5,0 with options). */
export const formatNumber = (locale: Locale, value: number, options?: Intl.NumberFormatOptions) =>
  formatter(
    `number ${locale} ${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(NUMBER_LOCALE[locale], options),
  ).format(value);
