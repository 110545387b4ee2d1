import { seatsOf, type PartyCounts } from '@/contract/booking';
import type { BookingRules, Unit } from '@/contract/wire/departures';

/** The units the steppers show, in this order. */
export const UNIT_ORDER: Unit[] = ['adult', 'child', 'infant'];

/** Someone responsible comes on every trip: at least one adult. */
export const MIN_ADULTS = 1;

export const FIRST_PARTY: PartyCounts = { adult: MIN_ADULTS, child: 0, infant: 0 };

/** How many people this booking may take: the excursion's maximum, and the seats left. */
export const partyCeiling = (rules: BookingRules, vacancies?: number) =>
  vacancies === undefined ? rules.maxPerBooking : Math.min(rules.maxPerBooking, vacancies);

export function canAdd(party: PartyCounts, ceiling: number) {
  return seatsOf(party) < ceiling;
}

export function canRemove(party: PartyCounts, unit: Unit) {
  return party[unit] > (unit === 'adult' ? MIN_ADULTS : 0);
}

export const changed = (party: PartyCounts, unit: Unit, by: 1 | -1): PartyCounts => ({
  ...party,
  [unit]: party[unit] + by,
});

/** A party whose seats went over a smaller ceiling (fewer seats left) loses its last additions. */
export function withinCeiling(party: PartyCounts, ceiling: number): PartyCounts {
  const kept = { ...party };
  for (const unit of ['infant', 'child', 'adult'] as const) {
    while (seatsOf(kept) > Math.max(ceiling, MIN_ADULTS) && canRemove(kept, unit)) kept[unit] -= 1;
  }
  return kept;
}
