import { and, asc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bookingLines, bookings, departures, excursions, users } from '../../db/schema';
import { bookingCustomerColumns, customerOf } from './customers';
import { daysBetween, departureStatus, OPERATOR_DEPARTURES_MAX_DAYS } from '@/contract/booking';
import { SCHEDULE_EDIT_MESSAGES as M } from '@/contract/serverMessages';
import type {
  ManifestRow,
  OperatorDeparture,
  OperatorDeparturesQuery,
} from '@/contract/wire/departures';

/** The statuses of a booking still going ahead: what closing a departure would cancel. */
export const LIVE_STATES = ['on_hold', 'requested', 'confirmed'] as const;

const inStates = (states: readonly string[]) =>
  sql.join(
    states.map((state) => sql`${state}`),
    sql`, `,
  );

/** The seats of a departure's lines whose booking is in one of these statuses. */
const seatsIn = (states: readonly string[]) =>
  sql<number>`(select coalesce(sum(${bookingLines.seats}), 0) from ${bookingLines}
    inner join ${bookings} on ${bookings.id} = ${bookingLines.bookingId}
    where ${bookingLines.departureId} = ${departures.id}
      and ${bookings.status} in (${inStates(states)}))::int`;

const departureColumns = {
  id: departures.id,
  excursionId: departures.excursionId,
  excursionName: excursions.name,
  date: departures.date,
  time: departures.time,
  startsAt: departures.startsAt,
  capacity: departures.capacity,
  reserved: departures.reserved,
  closed: departures.closed,
  cutoffHours: sql<number>`(${excursions.bookingRules} ->> 'cutoffHours')::int`,
  booked: seatsIn(['requested', 'confirmed', 'completed']),
  held: seatsIn(['on_hold']),
};

type DepartureRow = Awaited<ReturnType<typeof departureRows>>[number];

function toOperatorDeparture(row: DepartureRow, now: Date): OperatorDeparture {
  const cutoffAt = row.startsAt.getTime() - row.cutoffHours * 3_600_000;
  return {
    id: row.id,
    excursionId: row.excursionId,
    excursionName: row.excursionName,
    date: row.date,
    time: row.time,
    capacity: row.capacity,
    booked: row.booked,
    held: row.held,
    closed: row.closed,
    status: departureStatus({
      capacity: row.capacity,
      vacancies: Math.max(0, row.capacity - row.reserved),
      closed: row.closed,
      pastCutoff: now.getTime() > cutoffAt,
    }),
  };
}

async function departureRows(db: Executor, where: SQL | undefined) {
  return db
    .select(departureColumns)
    .from(departures)
    .innerJoin(excursions, eq(excursions.id, departures.excursionId))
    .where(where)
    .orderBy(asc(departures.date), asc(departures.time), asc(excursions.name));
}

/** Why a departures list cannot be given: dates backwards, or more than a quarter. */
export function departuresRangeProblem(query: OperatorDeparturesQuery): string | undefined {
  const days = daysBetween(query.from, query.to);
  if (days < 0) return M.departuresBackwards;
  if (days + 1 > OPERATOR_DEPARTURES_MAX_DAYS) {
    return M.departuresTooLong(OPERATOR_DEPARTURES_MAX_DAYS);
  }
  return undefined;
}

/** The console's departures between two dates, of one excursion or all: seats booked and held. */
export async function listDepartures(
  db: Executor,
  query: OperatorDeparturesQuery,
  now: Date = new Date(),
): Promise<OperatorDeparture[]> {
  const rows = await departureRows(
    db,
    and(
      gte(departures.date, query.from),
      lte(departures.date, query.to),
      query.excursionId === undefined ? undefined : eq(departures.excursionId, query.excursionId),
    ),
  );
  return rows.map((row) => toOperatorDeparture(row, now));
}

/** The departures between two dates that have seats booked: the summary's next two days. */
export async function bookedDepartures(db: Executor, from: string, to: string, now: Date) {
  const rows = await departureRows(
    db,
    and(
      gte(departures.date, from),
      lte(departures.date, to),
      sql`${seatsIn(['requested', 'confirmed', 'completed'])} > 0`,
    ),
  );
  return rows.map((row) => toOperatorDeparture(row, now));
}

/**
 * Who travels on a departure: each booking with a line on it, the live ones first, with the
 * party it brings and how to reach its visitor.
 */
export async function manifestOf(
  db: Executor,
  departureId: number,
): Promise<ManifestRow[] | undefined> {
  const [departure] = await db
    .select({ id: departures.id })
    .from(departures)
    .where(eq(departures.id, departureId));
  if (!departure) return undefined;
  const live = sql`${bookings.status} in (${inStates([...LIVE_STATES, 'completed'])})`;
  const rows = await db
    .select({
      bookingId: bookings.id,
      generatedBookingId: bookings.generatedBookingId,
      status: bookings.status,
      ...bookingCustomerColumns,
      adult: sql<number>`sum(${bookingLines.adults})::int`,
      child: sql<number>`sum(${bookingLines.children})::int`,
      infant: sql<number>`sum(${bookingLines.infants})::int`,
      checkedInAt: sql<Date | null>`min(${bookingLines.checkedInAt})`.mapWith(
        bookingLines.checkedInAt,
      ),
    })
    .from(bookingLines)
    .innerJoin(bookings, eq(bookings.id, bookingLines.bookingId))
    .leftJoin(users, eq(users.id, bookings.userId))
    .where(eq(bookingLines.departureId, departureId))
    .groupBy(bookings.id, users.id)
    .orderBy(sql`case when ${live} then 0 else 1 end`, asc(bookings.id));
  return rows.map((row) => {
    const customer = customerOf(row);
    return {
      bookingId: row.bookingId,
      generatedBookingId: row.generatedBookingId,
      name: customer.customerName,
      email: customer.customerEmail,
      phone: customer.customerPhone,
      isWhatsAppUser: customer.isWhatsAppUser,
      units: { adult: row.adult, child: row.child, infant: row.infant },
      status: row.status,
      checkedInAt: row.checkedInAt?.toISOString() ?? null,
    };
  });
}
