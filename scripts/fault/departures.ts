/**
 * What the seat scripts and tests share (issue 37, "never sell a seat twice"): an excursion made
 * bookable (priced per person, a departure every day), a reservation through a real server, and
 * the ledger check that every departure's `reserved` is the seats of its live bookings.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '@server/db/client';
import { bookingLines, bookings, departures, excursions } from '@server/db/schema';
import { catalogChanged } from '@server/services/catalog';
import { layOutDepartures } from '@server/services/departures/schedule';
import { SEAT_HOLDING_STATES } from '@server/services/departures/seats';
import { addDays, DEFAULT_BOOKING_RULES, SCHEDULE_HORIZON_DAYS, seatsOf } from '@/contract/booking';
import { operatorToday } from '@/contract/dates';
import type { Envelope } from '@/contract/wire/envelope';
import type { DepartureBooking, PricingInput, UnitCounts } from '@/contract/wire/departures';
import { call, type ServerProcess } from './support';

/** Prices of a Gambian day trip: what the demo seed asks, give or take. */
const DAY_TRIP_PRICING: PricingInput = {
  onRequest: false,
  units: [
    { unit: 'adult', label: 'Adult', minAge: 12, maxAge: 99, price: 45 },
    { unit: 'child', label: 'Child', minAge: 4, maxAge: 11, price: 25 },
    { unit: 'infant', label: 'Infant', minAge: 0, maxAge: 3, price: 0 },
  ],
};

/** How many days ahead the departure the scripts sell starts: well past any cut-off. */
const DAYS_AHEAD = 7;

/**
 * Prices an excursion per person and gives it a 09:00 departure of `capacity` seats every day
 * to the schedule's horizon, as the console's pricing and schedule editors save them; answers
 * the departure a week from now.
 */
export async function makeBookable(
  tx: Executor,
  excursionId: number,
  capacity: number,
  now = new Date(),
): Promise<number> {
  const today = operatorToday(now);
  await tx
    .update(excursions)
    .set({
      pricing: DAY_TRIP_PRICING,
      bookingRules: DEFAULT_BOOKING_RULES,
      scheduleRules: [
        {
          from: today,
          to: addDays(today, SCHEDULE_HORIZON_DAYS),
          weekdays: [1, 2, 3, 4, 5, 6, 7],
          times: ['09:00'],
          capacity,
        },
      ],
      closures: [],
    })
    .where(eq(excursions.id, excursionId));
  await layOutDepartures(tx, excursionId, now);
  await catalogChanged(tx); // its public answer carries the prices
  const [departure] = await tx
    .select({ id: departures.id })
    .from(departures)
    .where(
      and(eq(departures.excursionId, excursionId), eq(departures.date, addDays(today, DAYS_AHEAD))),
    );
  if (!departure) throw new Error(`excursion ${excursionId} has no departure laid out`);
  return departure.id;
}

/** One reservation's outcome: a 201's hold with its seats, or the refusal's status and sentence. */
export interface ReserveOutcome {
  status: number;
  message?: string;
  held?: { id: number; reference: string; seats: number; departureId: number };
}

export async function reserve(
  server: Pick<ServerProcess, 'url'>,
  token: string,
  departureId: number,
  units: UnitCounts,
): Promise<ReserveOutcome> {
  const { status, answer } = await call<Envelope<DepartureBooking> & { message?: string }>(
    server,
    'POST',
    '/api/booking/reserve',
    { lines: [{ departureId, units }] },
    token,
  );
  if (status !== 201) return { status, message: answer.message };
  const seats = seatsOf({ adult: 0, child: 0, infant: 0, ...units });
  return {
    status,
    held: { id: answer.data.id, reference: answer.data.generatedBookingId, seats, departureId },
  };
}

/** Confirms a visitor's hold: 200 when confirmed (or requested), 409 when it ran out. */
export async function confirmHold(
  server: Pick<ServerProcess, 'url'>,
  token: string,
  bookingId: number,
): Promise<{ status: number; message?: string }> {
  const { status, answer } = await call(
    server,
    'POST',
    `/api/booking/${bookingId}/confirm`,
    {},
    token,
  );
  return { status, message: answer.message };
}

/** A departure whose `reserved` is not the seats of its live bookings' lines. */
export interface LedgerMismatch {
  departureId: number;
  reserved: number;
  liveSeats: number;
}

/**
 * The seat ledger, in one SQL statement: every departure's `reserved` against the seats of the
 * lines of its bookings that hold seats (on hold, requested, confirmed, completed).
 */
export async function seatLedger(
  db: Database,
): Promise<{ departures: number; mismatches: LedgerMismatch[] }> {
  const live = db
    .select({
      departureId: bookingLines.departureId,
      seats: sql<number>`sum(${bookingLines.seats})::int`.as('seats'),
    })
    .from(bookingLines)
    .innerJoin(bookings, eq(bookings.id, bookingLines.bookingId))
    .where(inArray(bookings.status, [...SEAT_HOLDING_STATES]))
    .groupBy(bookingLines.departureId)
    .as('live');
  const rows = await db
    .select({
      departureId: departures.id,
      reserved: departures.reserved,
      liveSeats: sql<number>`coalesce(${live.seats}, 0)::int`,
    })
    .from(departures)
    .leftJoin(live, eq(live.departureId, departures.id));
  return {
    departures: rows.length,
    mismatches: rows.filter((row) => row.reserved !== row.liveSeats),
  };
}

/** A departure's capacity and seats taken, straight from its row. */
export async function seatsOfDeparture(db: Database, departureId: number) {
  const [row] = await db
    .select({ capacity: departures.capacity, reserved: departures.reserved })
    .from(departures)
    .where(eq(departures.id, departureId));
  return row;
}
