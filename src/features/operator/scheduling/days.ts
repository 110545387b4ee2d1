import { addDays } from '@/contract/booking';
import { operatorToday } from '@/contract/dates';

/** A date as staff read it: Wednesday, 25 November 2026. */
export const dayTitle = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The month asked for (YYYY-MM), or this month where the operator works. */
export const monthOrNow = (month: string) =>
  MONTH.test(month) ? month : operatorToday().slice(0, 7);

/** The first and last dates of a month (YYYY-MM). */
export function monthRange(month: string): { from: string; to: string } {
  const from = `${month}-01`;
  const [year, number] = month.split('-').map(Number);
  const next =
    number === 12 ? `${year + 1}-01-01` : `${year}-${String(number + 1).padStart(2, '0')}-01`;
  return { from, to: addDays(next, -1) };
}

/** Items in groups of the same date, in the order given. */
export function byDate<T extends { date: string }>(items: T[]): Array<[string, T[]]> {
  const days = new Map<string, T[]>();
  for (const item of items) days.set(item.date, [...(days.get(item.date) ?? []), item]);
  return [...days.entries()];
}
