import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { departures, excursions } from '@server/db/schema';
import { layOutDepartures } from '@server/services/departures/schedule';
import { catalogChanged } from '@server/services/catalog';
import { addDays, DEFAULT_BOOKING_RULES } from '@/contract/booking';
import { operatorToday } from '@/contract/dates';
import type { BookingRules, PricingInput, ScheduleRule } from '@/contract/wire/departures';
import { createExcursions } from './travelFixtures';

/** Adults $45, children (3-11) $25, infants free: a day trip's prices. */
export const DAY_TRIP_PRICES: PricingInput = {
  onRequest: false,
  units: [
    { unit: 'adult', label: 'Adult', minAge: 12, maxAge: 99, price: 45 },
    { unit: 'child', label: 'Child', minAge: 3, maxAge: 11, price: 25 },
    { unit: 'infant', label: 'Infant', minAge: 0, maxAge: 2, price: 0 },
  ],
};

export const today = () => operatorToday(new Date());
/** A date `days` after today, in the operator's time. */
export const inDays = (days: number) => addDays(today(), days);

/**
 * An excursion priced and scheduled as the console saves it: every day from today for 60 days at
 * the given times, with its departures laid out.
 */
export async function createBookableExcursion(
  db: Database,
  name: string,
  options: {
    capacity?: number;
    times?: string[];
    rules?: Partial<BookingRules>;
    pricing?: PricingInput;
  } = {},
): Promise<number> {
  const {
    excursionIds: [id],
  } = await createExcursions(db, [name]);
  const rules: ScheduleRule[] = [
    {
      from: today(),
      to: inDays(60),
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      times: options.times ?? ['09:00', '15:00'],
      capacity: options.capacity ?? 12,
    },
  ];
  await db.transaction(async (tx) => {
    await tx
      .update(excursions)
      .set({
        pricing: options.pricing ?? DAY_TRIP_PRICES,
        bookingRules: { ...DEFAULT_BOOKING_RULES, ...options.rules },
        scheduleRules: rules,
      })
      .where(eq(excursions.id, id));
    await layOutDepartures(tx, id);
  });
  await catalogChanged(db);
  return id;
}

/** The departures of an excursion on a date, by time. */
export function departuresOf(db: Database, excursionId: number, date: string) {
  return db
    .select()
    .from(departures)
    .where(and(eq(departures.excursionId, excursionId), eq(departures.date, date)))
    .orderBy(asc(departures.time));
}

/** The one departure of an excursion at a date and time. */
export async function departureAt(db: Database, excursionId: number, date: string, time = '09:00') {
  const found = (await departuresOf(db, excursionId, date)).find((row) => row.time === time);
  if (!found) throw new Error(`no departure of ${excursionId} on ${date} at ${time}`);
  return found;
}
