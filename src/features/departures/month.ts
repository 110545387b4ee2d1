import { addDays, isoWeekday } from '@/contract/booking';

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

/** The month's dates, after as many blanks as its first day is past Monday. */
export function monthGrid(month: Month): (string | null)[] {
  const { from, to } = monthRange(month);
  const blanks: null[] = Array.from({ length: isoWeekday(from) - 1 }, () => null);
  const days = Array.from({ length: Number(to.slice(8)) }, (_, i) => addDays(from, i));
  return [...blanks, ...days];
}

const utc = (date: string) => new Date(`${date}T00:00:00.000Z`);

/** "December 2030" */
export const monthTitle = (month: Month) =>
  utc(`${month}-01`).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** "Saturday 14 December" */
export const dayTitle = (date: string) =>
  utc(date).toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });

/** "Sat 14 Dec 2030" */
export const shortDate = (date: string) =>
  utc(date).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** Monday first, as the grid. */
export const WEEKDAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];
export const WEEKDAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
];
