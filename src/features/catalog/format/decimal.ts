import { formatNumber, type Locale } from '@/i18n';

/**
 * A small figure with its decimals (a rating, a number of hours): English as the site has always
 * written it (4.5), other languages as they write numbers (4,5).
 */
export const decimalIn = (locale: Locale, value: number) =>
  locale === 'en' ? String(value) : formatNumber(locale, value);
