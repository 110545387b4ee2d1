import { and, asc, between, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { departures, excursions } from '../../db/schema';
import {
  addDays,
  bestStatus,
  CALENDAR_MAX_DAYS,
  daysBetween,
  departureStatus,
} from '@/contract/booking';
import { CATALOG_MESSAGES, DEPARTURE_MESSAGES } from '@/contract/serverMessages';
import type { CalendarDay, Departure } from '@/contract/wire/departures';
import { refusal, type Refusal } from './outcome';

const HOUR_MS = 3_600_000;

/**
 * The booking rules of an excursion a visitor can book by departure: published and priced. One
 * that is unknown, unpublished or sold on request has no calendar (SPEC.md's request flow).
 */
async function bookableExcursion(db: Executor, excursionId: number) {
  const [row] = await db
    .select({ rules: excursions.bookingRules, pricing: excursions.pricing })
    .from(excursions)
    .where(and(eq(excursions.id, excursionId), eq(excursions.published, true)));
  return row && !row.pricing.onRequest ? row.rules : undefined;
}

type DepartureRow = Pick<
  typeof departures.$inferSelect,
  'id' | 'date' | 'time' | 'startsAt' | 'capacity' | 'reserved' | 'closed'
>;

const departureColumns = {
  id: departures.id,
  date: departures.date,
  time: departures.time,
  startsAt: departures.startsAt,
  capacity: departures.capacity,
  reserved: departures.reserved,
  closed: departures.closed,
};

/** A departure as a visitor sees it now: its cut-off, seats left and status. */
export function departureOf(row: DepartureRow, cutoffHours: number, now: Date): Departure {
  const cutoffAt = new Date(row.startsAt.getTime() - cutoffHours * HOUR_MS);
  const vacancies = Math.max(0, row.capacity - row.reserved);
  return {
    id: row.id,
    date: row.date,
    time: row.time,
    startsAt: row.startsAt.toISOString(),
    cutoffAt: cutoffAt.toISOString(),
    capacity: row.capacity,
    vacancies,
    status: departureStatus({
      capacity: row.capacity,
      vacancies,
      closed: row.closed,
      pastCutoff: now.getTime() >= cutoffAt.getTime(),
    }),
  };
}

/**
 * Every date from `from` to `to` with the status of its best departure and the seats left on
 * its open ones; a date without a departure is CLOSED.
 */
export async function excursionCalendar(
  db: Executor,
  excursionId: number,
  from: string,
  to: string,
  now: Date = new Date(),
): Promise<CalendarDay[] | Refusal> {
  const days = daysBetween(from, to) + 1;
  if (days < 1) return refusal(400, DEPARTURE_MESSAGES.calendarBackwards);
  if (days > CALENDAR_MAX_DAYS) return refusal(400, DEPARTURE_MESSAGES.calendarTooLong);
  const rules = await bookableExcursion(db, excursionId);
  if (!rules) return refusal(404, CATALOG_MESSAGES.excursionNotFound);

  const rows = await db
    .select(departureColumns)
    .from(departures)
    .where(and(eq(departures.excursionId, excursionId), between(departures.date, from, to)));
  const byDate = new Map<string, Departure[]>();
  for (const row of rows) {
    const list = byDate.get(row.date) ?? [];
    list.push(departureOf(row, rules.cutoffHours, now));
    byDate.set(row.date, list);
  }
  return Array.from({ length: days }, (_, offset) => {
    const date = addDays(from, offset);
    const ofDay = byDate.get(date) ?? [];
    const open = ofDay.filter((departure) => departure.status !== 'CLOSED');
    return {
      date,
      status: bestStatus(ofDay.map((departure) => departure.status)),
      vacancies: open.reduce((sum, departure) => sum + departure.vacancies, 0),
    };
  });
}

/** The departures of one date, by start time, closed ones included (shown as CLOSED). */
export async function departuresOn(
  db: Executor,
  excursionId: number,
  date: string,
  now: Date = new Date(),
): Promise<Departure[] | Refusal> {
  const rules = await bookableExcursion(db, excursionId);
  if (!rules) return refusal(404, CATALOG_MESSAGES.excursionNotFound);
  const rows = await db
    .select(departureColumns)
    .from(departures)
    .where(and(eq(departures.excursionId, excursionId), eq(departures.date, date)))
    .orderBy(asc(departures.time));
  return rows.map((row) => departureOf(row, rules.cutoffHours, now));
}
