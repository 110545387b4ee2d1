import { addDays, isoWeekday } from '@/contract/booking';
import { formatDay, type Locale } from '@/i18n';
import { departureMessages } from './messages';

/**
 * The calendar's months, worked out on YYYY-MM-DD dates in Africa/Banjul, which keeps GMT all
 * year: the operator's today is the UTC date.
 */

/** A month as `YYYY-MM`. */
export type Month = string;

export const todayInBanjul = (now = new Date()) => now.toISOString().slice(0, 10);

export const monthOf = (date: string): Month => date.slice(0, 7);

export function shiftMonth(month: Month, by: number): Month {
  const [year, index] = month.split('-').map(Number);
  const at = new Date(Date.UTC(year, index - 1 + by, 1));
  return at.toISOString().slice(0, 7);
}

/** The first and last dates of a month: one calendar call (31 days at most). */
export function monthRange(month: Month): { from: string; to: string } {
  const from = `${month}-01`;
  return { from, to: addDays(shiftMonth(month, 1) + '-01', -1) };
}

/** The calendar call for an excursion's month of seats. */
export const seatsOfMonth = (excursionId: number, month: Month) => ({
  excursionId,
  ...monthRange(month),
});

/** The month's dates, after as many blanks as its first day is past Monday. */
export function monthGrid(month: Month): (string | null)[] {
  const { from, to } = monthRange(month);
  const blanks: null[] = Array.from({ length: isoWeekday(from) - 1 }, () => null);
  const days = Array.from({ length: Number(to.slice(8)) }, (_, i) => addDays(from, i));
  return [...blanks, ...days];
}

const utc = (date: string) => new Date(`${date}T00:00:00.000Z`);

/** "December 2030", "décembre 2030" */
export const monthTitle = (locale: Locale, month: Month) =>
  formatDay(locale, utc(`${month}-01`), { day: undefined });

/** "Saturday 14 December", "samedi 14 décembre" */
export const dayTitle = (locale: Locale, date: string) =>
  formatDay(locale, utc(date), { weekday: 'long', year: undefined });

/** The grid's column heads, Monday first. */
export const WEEKDAYS = [
  departureMessages.monday,
  departureMessages.tuesday,
  departureMessages.wednesday,
  departureMessages.thursday,
  departureMessages.friday,
  departureMessages.saturday,
  departureMessages.sunday,
];
