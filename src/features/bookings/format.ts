import type { PartyCounts } from '@/contract/booking';
import { formatDay, type Locale, type Translate } from '@/i18n';
import { bookingMessages } from './messages';

const UNITS = [
  ['adult', bookingMessages.adults],
  ['child', bookingMessages.children],
  ['infant', bookingMessages.infants],
] as const;

/** A party as people say it: '2 adults, 1 child', '2 adultes, 1 enfant'. */
export function partyOf(t: Translate, units: Partial<PartyCounts>): string {
  const parts = UNITS.flatMap(([unit, message]) => {
    const count = units[unit] ?? 0;
    return count > 0 ? [t(message, { count })] : [];
  });
  return parts.length > 0 ? parts.join(', ') : t(bookingMessages.noOne);
}

/** How each language writes a departure's day: 'Sat, 12 Dec 2026', 'samedi 12 décembre 2026'. */
const DAY_OPTIONS: Record<Locale, Intl.DateTimeFormatOptions> = {
  en: { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
  fr: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
};

/** A departure's date (YYYY-MM-DD, a day in Africa/Banjul) as the page's language reads it. */
export function departureDay(locale: Locale, date: string): string {
  const day = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return formatDay(locale, day, DAY_OPTIONS[locale]);
}

/** A departure's day and start time: 'Sat, 12 Dec 2026 at 09:00'. */
export const formatWhen = (t: Translate, locale: Locale, date: string, time: string) =>
  t(bookingMessages.when, { day: departureDay(locale, date), time });
