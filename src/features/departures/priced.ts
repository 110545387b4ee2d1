import { DEFAULT_BOOKING_RULES } from '@/contract/booking';
import type { Excursion } from '@/contract/wire/catalog';
import type { BookingRules, ExcursionPricing } from '@/contract/wire/departures';

/** An excursion sold by the seat: a price per unit and booking rules (API.md, "Since round 3"). */
export type PricedExcursion = Pick<Excursion, 'id' | 'name'> & {
  pricing: ExcursionPricing;
  bookingRules: BookingRules;
};

/**
 * The excursion as sold by the seat, or undefined for one on request (SPEC.md's behaviour: no
 * price shown). Rules the answer leaves out are the defaults the server applies.
 */
export function pricedExcursion(
  excursion: Pick<Excursion, 'id' | 'name' | 'pricing' | 'bookingRules'>,
): PricedExcursion | undefined {
  const { pricing } = excursion;
  if (!pricing || pricing.onRequest || !pricing.units.some((unit) => unit.unit === 'adult')) {
    return undefined;
  }
  const bookingRules = excursion.bookingRules ?? DEFAULT_BOOKING_RULES;
  return { id: excursion.id, name: excursion.name, pricing, bookingRules };
}
