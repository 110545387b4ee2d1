import type { ExcursionContent } from './content';
import { DEPARTURE_PLANS } from './content';
import { addDays, DEFAULT_BOOKING_RULES } from '@/contract/booking';
import { operatorToday } from '@/contract/dates';
import type { BookingRules, PricingInput, ScheduleRule } from '@/contract/wire/departures';

/** The demo's departures run this many days from the seed day: the coming months. */
export const SEED_SCHEDULE_DAYS = 183;

const ADULT_FROM = 12;
const CHILD = { minAge: 4, maxAge: 11 };
const INFANT = { minAge: 0, maxAge: 3 };
const OLDEST = 99;

/** Multi-day trips: booked two days ahead at the latest; a week's notice refunds in full. */
const MULTI_DAY_RULES = {
  cutoffHours: 48,
  cancellationPolicy: [
    { hoursBefore: 168, refundPercent: 100 },
    { hoursBefore: 72, refundPercent: 50 },
  ],
};

/**
 * How a demo excursion is sold: its prices per person, booking rules and weekly departures from
 * the seed day for the coming months, each with the excursion's group size as its capacity.
 * An excursion on request keeps SPEC.md's quote and has no departures.
 */
export function bookableFields(
  excursion: ExcursionContent,
  seededAt: Date,
): { pricing: PricingInput; bookingRules: BookingRules; scheduleRules: ScheduleRule[] } {
  const plan = DEPARTURE_PLANS[excursion.slug] ?? { onRequest: true };
  const bookingRules: BookingRules = {
    ...DEFAULT_BOOKING_RULES,
    maxPerBooking: Math.min(DEFAULT_BOOKING_RULES.maxPerBooking, excursion.max),
    ...(excursion.duration > 1 ? MULTI_DAY_RULES : {}),
  };
  if ('onRequest' in plan) {
    return { pricing: { onRequest: true, units: [] }, bookingRules, scheduleRules: [] };
  }
  const adultFrom = plan.adultFrom ?? ADULT_FROM;
  const units: PricingInput['units'] = [
    { unit: 'adult', label: 'Adult', minAge: adultFrom, maxAge: OLDEST, price: plan.adult },
  ];
  if (plan.child !== undefined) {
    units.push({ unit: 'child', label: 'Child', ...CHILD, price: plan.child });
  }
  if (plan.infant !== undefined) {
    units.push({ unit: 'infant', label: 'Infant', ...INFANT, price: plan.infant });
  }
  const today = operatorToday(seededAt);
  return {
    pricing: { onRequest: false, units },
    bookingRules: { ...bookingRules, instantConfirmation: !plan.confirmedByOperator },
    scheduleRules: [
      {
        from: today,
        to: addDays(today, SEED_SCHEDULE_DAYS),
        weekdays: plan.weekdays,
        times: plan.times,
        capacity: excursion.max,
      },
    ],
  };
}
