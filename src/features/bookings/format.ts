import type { PartyCounts } from '@/contract/booking';
import { BOOKING_TEXTS } from './texts';

const UNITS = ['adult', 'child', 'infant'] as const;

/** A party as people say it: '2 adults, 1 child'. */
export function partyOf(units: Partial<PartyCounts>): string {
  const parts = UNITS.flatMap((unit) => {
    const count = units[unit] ?? 0;
    if (count <= 0) return [];
    const [one, many] = BOOKING_TEXTS.units[unit];
    return [`${count} ${count === 1 ? one : many}`];
  });
  return parts.length > 0 ? parts.join(', ') : BOOKING_TEXTS.noOne;
}

/** A departure's date (YYYY-MM-DD, a day in Africa/Banjul) as people read it: 'Sat, 12 Dec 2026'. */
export function formatDay(date: string): string {
  const day = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(day);
}

/** A departure's day and start time: 'Sat, 12 Dec 2026 at 09:00'. */
export const formatWhen = (date: string, time: string) =>
  `${formatDay(date)} ${BOOKING_TEXTS.at} ${time}`;

/** An amount with its currency, as the site writes dollars: $1,250.00. */
export function formatMoney(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);
  } catch {
    // A code Intl does not know still shows its amount.
    return `${amount.toFixed(2)} ${currency}`;
  }
}
