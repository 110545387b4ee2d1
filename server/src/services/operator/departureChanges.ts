import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { bookingLines, bookings, departures } from '../../db/schema';
import { linesOf, wireLine } from '../departures/lines';
import { releaseSeats } from '../departures/seats';
import type { MailService } from '../mail/types';
import { departureBookingMail, departureCancelledByStaffMail } from '../mail/templates';
import type { StaffMember } from '../staff/sessions';
import { recordRefundOwed } from '../payments/refundOwed';
import type { PaymentTerms } from '../payments/summary';
import { recordAudit } from './audit';
import type { Invalid } from './excursionPricing';
import { LIVE_STATES } from './departures';
import type { ChangeOutcome } from './outcome';
import { SCHEDULE_EDIT_MESSAGES as M } from '@/contract/serverMessages';
import type { DepartureChange } from '@/contract/wire/departures';

type Mailer = Pick<MailService, 'enqueue'>;
type BookingRow = typeof bookings.$inferSelect;

export type DepartureOutcome =
  { changed: true; cancelled: number } | Exclude<ChangeOutcome, { changed: true }> | Invalid;

const isLive = sql`${bookings.status} in (${sql.join(
  LIVE_STATES.map((state) => sql`${state}`),
  sql`, `,
)})`;

/** The live bookings with a line on a departure, and the seats those lines take on it. */
async function liveBookingsOn(tx: Executor, departureId: number) {
  return tx
    .select({ id: bookings.id, seats: sql<number>`sum(${bookingLines.seats})::int` })
    .from(bookingLines)
    .innerJoin(bookings, eq(bookings.id, bookingLines.bookingId))
    .where(and(eq(bookingLines.departureId, departureId), isLive))
    .groupBy(bookings.id)
    .orderBy(asc(bookings.id));
}

/**
 * Locks, in the order every booking change takes them, the bookings and then the departures a
 * cancellation touches (all of these bookings' departures, in id order, this one with them).
 */
async function lockForCancelling(tx: Executor, departureId: number, bookingIds: number[]) {
  if (bookingIds.length > 0) {
    await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(inArray(bookings.id, bookingIds))
      .orderBy(asc(bookings.id))
      .for('update');
  }
  const touched =
    bookingIds.length === 0
      ? sql`false`
      : sql`${departures.id} in (select ${bookingLines.departureId} from ${bookingLines}
          where ${inArray(bookingLines.bookingId, bookingIds)})`;
  await tx
    .select({ id: departures.id })
    .from(departures)
    .where(sql`${departures.id} = ${departureId} or ${touched}`)
    .orderBy(asc(departures.id))
    .for('update');
}

/**
 * Cancels a live booking (its row locked by the caller) because the operator cancelled its
 * departure: a full refund is recorded, its seats are given back, the change is audited and the
 * visitor told. Answers false when the booking was no longer live.
 */
async function cancelForDeparture(
  tx: Executor,
  mail: Mailer,
  who: StaffMember,
  bookingId: number,
  context: { siteUrl: string; terms: PaymentTerms },
): Promise<boolean> {
  const reason = M.departureCancelledReason;
  const [before] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
  const [cancelled] = await tx
    .update(bookings)
    .set({
      status: 'cancelled',
      isCancelled: true,
      cancelReason: reason,
      cancelledAt: new Date(),
    })
    .where(and(eq(bookings.id, bookingId), isLive))
    .returning();
  if (!cancelled) return false;
  await releaseSeats(tx, bookingId);
  const refundAmount = await recordRefundOwed(tx, bookingId, 100, context.terms);
  const after = { ...cancelled, refundPercent: 100, refundAmount };
  await recordAudit(tx, who, {
    action: 'booking.cancel',
    subjectKind: 'booking',
    subjectId: bookingId,
    before: stateOf(before),
    after: stateOf(after),
  });
  const lines = (await linesOf(tx, [bookingId])).get(bookingId) ?? [];
  await mail.enqueue(
    departureCancelledByStaffMail({
      to: after.userEmail,
      name: after.userName,
      reference: after.generatedBookingId,
      lines: lines.map(wireLine),
      refundAmount,
      siteUrl: context.siteUrl,
      locale: after.locale,
    }),
    tx,
  );
  return true;
}

const stateOf = (row: BookingRow) => ({
  status: row.status,
  isCancelled: row.isCancelled,
  cancelReason: row.cancelReason,
  refundPercent: row.refundPercent,
  refundAmount: row.refundAmount,
});

/**
 * A staff change to one departure, in one transaction: a new capacity (never under the seats
 * taken), closed or opened again. Closing one with live bookings is refused unless the change
 * says to cancel them; then each is cancelled with a full refund and its visitor mailed. The
 * departure is then the staff's: the schedule no longer changes it.
 */
export async function changeDeparture(
  db: Database,
  mail: Mailer,
  who: StaffMember,
  input: { id: number; change: DepartureChange; siteUrl: string; terms: PaymentTerms },
): Promise<DepartureOutcome> {
  const { id, change } = input;
  if (change.capacity === undefined && change.closed === undefined) {
    return { invalid: { field: 'capacity', message: M.nothingToChange } };
  }
  return db.transaction(async (tx): Promise<DepartureOutcome> => {
    const closing = change.closed === true;
    const cancelling = closing && change.cancelBookings === true;
    const candidates = cancelling ? await liveBookingsOn(tx, id) : [];
    await lockForCancelling(
      tx,
      id,
      candidates.map((booking) => booking.id),
    );
    const [departure] = await tx.select().from(departures).where(eq(departures.id, id));
    if (!departure) return { notFound: true };
    const live = closing ? await liveBookingsOn(tx, id) : [];
    if (live.length > 0 && !cancelling) return { refused: M.hasBookings(live.length) };

    const freed = live.reduce((sum, booking) => sum + booking.seats, 0);
    const taken = departure.reserved - freed;
    if (change.capacity !== undefined && change.capacity < taken) {
      return { refused: M.capacityBelowTaken(taken) };
    }

    let cancelled = 0;
    for (const booking of live) {
      if (await cancelForDeparture(tx, mail, who, booking.id, input)) cancelled++;
    }
    const set = {
      ...(change.capacity === undefined ? {} : { capacity: change.capacity }),
      ...(change.closed === undefined ? {} : { closed: change.closed }),
      setByStaff: true,
    };
    const [after] = await tx.update(departures).set(set).where(eq(departures.id, id)).returning();
    await recordAudit(tx, who, {
      action: 'departure.change',
      subjectKind: 'departure',
      subjectId: id,
      before: { capacity: departure.capacity, closed: departure.closed },
      after: {
        capacity: after.capacity,
        closed: after.closed,
        cancelledBookings: live.map((booking) => booking.id),
      },
    });
    return { changed: true, cancelled };
  });
}

/**
 * The operator confirms a booking of departures that awaits it: `requested` becomes `confirmed`,
 * audited, and the visitor is sent the confirmation. Anything else is refused.
 */
export async function confirmRequestedBooking(
  db: Database,
  mail: Mailer,
  who: StaffMember,
  input: { id: number; siteUrl: string },
): Promise<ChangeOutcome> {
  const { id, siteUrl } = input;
  return db.transaction(async (tx): Promise<ChangeOutcome> => {
    const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
    if (!row) return { notFound: true };
    const lines = (await linesOf(tx, [id])).get(id) ?? [];
    if (row.status !== 'requested' || lines.length === 0) return { refused: M.notRequested };
    await tx.update(bookings).set({ status: 'confirmed' }).where(eq(bookings.id, id));
    await recordAudit(tx, who, {
      action: 'booking.confirm',
      subjectKind: 'booking',
      subjectId: id,
      before: { status: row.status },
      after: { status: 'confirmed' },
    });
    await mail.enqueue(
      departureBookingMail({
        to: row.userEmail,
        name: row.userName,
        reference: row.generatedBookingId,
        lines: lines.map(wireLine),
        totalPrice: row.totalPrice,
        status: 'confirmed',
        bookingId: id,
        siteUrl,
        locale: row.locale,
      }),
      tx,
    );
    return { changed: true };
  });
}
