import {
  formatDay,
  formatMoney,
  translate,
  type Locale,
  type Message,
  type MessageValues,
} from '@/i18n';
import { serverI18n } from './french';

/** What a mail or a document needs to speak the visitor's language. */
export interface Wording {
  locale: Locale;
  /** A message in this language, its placeholders filled in. */
  t(message: Message, values?: MessageValues): string;
  /** A day (YYYY-MM-DD) as a mail gives it: English as before (2026-12-12), French "samedi 12 décembre 2026". */
  day(date: string): string;
  /** A day spelt out: "Saturday, 12 December 2026", "samedi 12 décembre 2026". */
  longDay(date: string): string;
  /** US dollars: $1,250.00, 1 250,00 $US. */
  money(amount: number): string;
  /** A page of the website in this language: /user-profile, /fr/user-profile. */
  page(siteUrl: string, path?: string): string;
}

const noonOf = (date: string) => new Date(`${date}T12:00:00.000Z`);
const LONG_DAY: Intl.DateTimeFormatOptions = { weekday: 'long' };

const wordings = new Map<Locale, Wording>();

export function wordingIn(locale: Locale = 'en'): Wording {
  let wording = wordings.get(locale);
  if (!wording) {
    const i18n = serverI18n(locale);
    const french = locale === 'fr';
    wording = {
      locale,
      t: (message, values) => translate(i18n, message, values),
      day: (date) => (french ? formatDay(locale, noonOf(date), LONG_DAY) : date),
      longDay: (date) => formatDay(locale, noonOf(date), LONG_DAY),
      money: (amount) => formatMoney(locale, amount),
      page: (siteUrl, path = '') => (french ? `${siteUrl}/fr${path}` : `${siteUrl}${path}`),
    };
    wordings.set(locale, wording);
  }
  return wording;
}

/** The English every staff mail and console text keeps. */
export const ENGLISH = wordingIn('en');
