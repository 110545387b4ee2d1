import type { Excursion } from '@/contract/wire/catalog';

/** A day trip of this many hours or more is a full day on a card (docs/product.md, Constants). */
export const FULL_DAY_HOURS = 12;

/** `1 Day`, `3 Days`: the unit of detail pages and Good To Know tables. */
export function daysLabel(days: number): string {
  return `${days} ${days === 1 ? 'Day' : 'Days'}`;
}

/** `1 hour`, `2.5 hours`, `Full day`: the card rule for day trips. */
export function hoursLabel(hours: number): string {
  if (hours >= FULL_DAY_HOURS) return 'Full day';
  return `${hours} ${hours > 1 ? 'hours' : 'hour'}`;
}

/**
 * What a card shows: a trip of more than one day in days, a day trip by the hour rule. A day trip
 * without a stored length is a full day.
 */
export function cardDuration({
  duration,
  durationHours,
}: Pick<Excursion, 'duration'> & Partial<Pick<Excursion, 'durationHours'>>) {
  if (duration > 1) return daysLabel(duration);
  return durationHours == null ? hoursLabel(FULL_DAY_HOURS) : hoursLabel(durationHours);
}
