import { asc, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bookingLines, departures, excursions } from '../../db/schema';
import type { BookingLine } from '@/contract/wire/departures';

/** The lines of each booking, in the order the visitor chose them, with their start. */
export async function linesOf(db: Executor, bookingIds: number[]) {
  const lines = new Map<number, Array<BookingLine & { startsAt: Date }>>();
  if (bookingIds.length === 0) return lines;
  const rows = await db
    .select({
      bookingId: bookingLines.bookingId,
      departureId: bookingLines.departureId,
      excursionId: bookingLines.excursionId,
      excursionName: excursions.name,
      date: departures.date,
      time: departures.time,
      startsAt: departures.startsAt,
      adult: bookingLines.adults,
      child: bookingLines.children,
      infant: bookingLines.infants,
      price: bookingLines.price,
    })
    .from(bookingLines)
    .innerJoin(departures, sql`${departures.id} = ${bookingLines.departureId}`)
    .innerJoin(excursions, sql`${excursions.id} = ${bookingLines.excursionId}`)
    .where(inArray(bookingLines.bookingId, bookingIds))
    .orderBy(asc(bookingLines.bookingId), asc(bookingLines.position));
  for (const { bookingId, adult, child, infant, ...line } of rows) {
    const list = lines.get(bookingId) ?? [];
    list.push({ ...line, units: { adult, child, infant } });
    lines.set(bookingId, list);
  }
  return lines;
}

/** A line as the wire carries it, without the start kept for the rules. */
export const wireLine = ({ startsAt: _startsAt, ...line }: BookingLine & { startsAt: Date }) =>
  line;

/**
 * Locks the departures of these bookings in id order before their seats are given back: a hold
 * takes its seats in id order too, so two transactions never wait for each other's rows crosswise.
 */
export async function lockDeparturesOf(tx: Executor, bookingIds: number[]): Promise<void> {
  if (bookingIds.length === 0) return;
  await tx
    .select({ id: departures.id })
    .from(departures)
    .where(
      sql`${departures.id} in (select ${bookingLines.departureId} from ${bookingLines}
        where ${inArray(bookingLines.bookingId, bookingIds)})`,
    )
    .orderBy(asc(departures.id))
    .for('update');
}
