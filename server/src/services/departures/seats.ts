import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bookingLines, departures } from '../../db/schema';

/**
 * Takes `seats` on a departure in one statement that cannot pass its capacity: the row is
 * changed only while it is open and the seats fit, under the row lock PostgreSQL takes for the
 * update, so parallel holds on any number of processes queue on it and the last ones find it
 * full. Answers the departure's seats after, or undefined when they did not fit.
 */
export async function takeSeats(tx: Executor, departureId: number, seats: number) {
  const [taken] = await tx
    .update(departures)
    .set({ reserved: sql`${departures.reserved} + ${seats}` })
    .where(
      sql`${departures.id} = ${departureId} and not ${departures.closed}
        and ${departures.reserved} + ${seats} <= ${departures.capacity}`,
    )
    .returning({ capacity: departures.capacity, reserved: departures.reserved });
  return taken;
}

/**
 * Gives back the seats of every line of a booking, in the transaction that ends the booking's
 * hold or cancels it: the caller has moved the booking out of a live status under its row lock,
 * so this runs once per booking whichever process does it.
 */
export async function releaseSeats(tx: Executor, bookingId: number): Promise<void> {
  await tx
    .update(departures)
    .set({
      reserved: sql`${departures.reserved} - (select coalesce(sum(${bookingLines.seats}), 0)
        from ${bookingLines} where ${bookingLines.bookingId} = ${bookingId}
        and ${bookingLines.departureId} = ${departures.id})`,
    })
    .where(
      sql`${departures.id} in (select ${bookingLines.departureId} from ${bookingLines}
        where ${eq(bookingLines.bookingId, bookingId)})`,
    );
}

/**
 * The statuses whose seats a departure counts in `reserved`: a completed booking keeps the seats
 * it sat in; only a cancellation or an expired hold gives them back.
 */
export const SEAT_HOLDING_STATES = ['on_hold', 'requested', 'confirmed', 'completed'] as const;
