import { formatDay, type Locale } from '@/i18n';

/**
 * '12 Nov 2025' ('12 nov. 2025' in French) for an ISO date, or undefined when there is none or it
 * is not a date. The date as written: a plain date is midnight UTC, read in UTC.
 */
export function formatStartDate(locale: Locale, iso: string | undefined): string | undefined {
  if (!iso) return undefined;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  return formatDay(locale, date, { month: 'short', timeZone: 'UTC' });
}
