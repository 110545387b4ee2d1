import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { bookingLines, bookings } from '../../db/schema';
import { lockDeparturesOf } from '../departures/lines';
import { releaseSeats, SEAT_HOLDING_STATES } from '../departures/seats';
import type { MailService, OutgoingMail } from '../mail/types';
import {
  bookingCancelledMail,
  bookingCompletedMail,
  bookingQuoteMail,
  paymentReceiptMail,
} from '../mail/templates';
import type { StaffMember } from '../staff/sessions';
import { MARKED_PAID_METHOD, recordMarkedPaid } from '../payments/markedPaid';
import { recordRefundOwed } from '../payments/refundOwed';
import type { PaymentTerms } from '../payments/summary';
import { recordAudit } from './audit';
import type { ChangeOutcome } from './outcome';
import { bookingStatusOf, refusalOf, type BookingChange } from './bookingStatus';

type BookingRow = typeof bookings.$inferSelect;

/**
 * Applies one staff change to a booking: in one transaction the row is locked, the status
 * rules checked, the row changed, the audit row written and the customer's mail queued. A
 * refused change leaves everything as it was. Money goes through the ledger: marked paid records
 * what was due, a cancellation owes a full refund of what was paid.
 */
export async function changeBooking(
  db: Database,
  mail: Pick<MailService, 'enqueue'>,
  who: StaffMember,
  input: { id: number; change: BookingChange; siteUrl: string; terms: PaymentTerms },
): Promise<ChangeOutcome> {
  const { id, change, siteUrl, terms } = input;
  return db.transaction(async (tx): Promise<ChangeOutcome> => {
    const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
    if (!row) return { notFound: true };
    const refusal = refusalOf(change, bookingStatusOf(row));
    if (refusal) return { refused: refusal };

    const seatsHeld = change.kind === 'cancel' && (await holdsSeats(tx, row));
    const update = updateOf(change);
    if (update) await tx.update(bookings).set(update).where(eq(bookings.id, id));
    if (seatsHeld) {
      // The row lock and the status now cancelled make this run once per booking.
      await lockDeparturesOf(tx, [id]);
      await releaseSeats(tx, id);
    }
    const paid = change.kind === 'paid' ? await recordMarkedPaid(tx, who, id, terms) : 0;
    if (change.kind === 'cancel') await recordRefundOwed(tx, id, 100, terms);
    const [after] = await tx.select().from(bookings).where(eq(bookings.id, id));
    await recordAudit(tx, who, {
      action: `booking.${change.kind}`,
      subjectKind: 'booking',
      subjectId: id,
      before: stateOf(row),
      after: stateOf(after),
    });
    await mail.enqueue(customerMail(change, after, siteUrl, paid), tx);
    return { changed: true };
  });
}

/** The booking's own fields a change sets; marked paid sets none (the ledger settles it). */
function updateOf(change: BookingChange): Partial<BookingRow> | undefined {
  switch (change.kind) {
    case 'quote':
      return { totalPrice: change.totalPrice };
    case 'paid':
      return undefined;
    case 'complete':
      return { isCompleted: true, status: 'completed' };
    case 'cancel':
      return {
        isCancelled: true,
        status: 'cancelled',
        cancelReason: change.reason.trim(),
        cancelledAt: new Date(),
      };
  }
}

/** A booking of departures whose seats are still counted on them (a hold, requested, confirmed). */
async function holdsSeats(tx: Executor, row: BookingRow): Promise<boolean> {
  if (!(SEAT_HOLDING_STATES as readonly string[]).includes(row.status)) return false;
  const [line] = await tx
    .select({ id: bookingLines.id })
    .from(bookingLines)
    .where(eq(bookingLines.bookingId, row.id))
    .limit(1);
  return line !== undefined;
}

/** What the audit keeps of a booking: the fields a change can touch. */
const stateOf = (row: BookingRow) => ({
  status: bookingStatusOf(row),
  state: row.status,
  totalPrice: row.totalPrice,
  paymentStatus: row.paymentStatus,
  isCompleted: row.isCompleted,
  isCancelled: row.isCancelled,
  cancelReason: row.cancelReason,
});

function customerMail(
  change: BookingChange,
  booking: BookingRow,
  siteUrl: string,
  paid: number,
): OutgoingMail {
  const common = {
    to: booking.userEmail,
    name: booking.userName,
    siteUrl,
    reference: booking.generatedBookingId,
    locale: booking.locale,
  };
  switch (change.kind) {
    case 'quote':
      return bookingQuoteMail({ ...common, totalPrice: booking.totalPrice });
    case 'paid':
      return paymentReceiptMail({
        ...common,
        amount: paid,
        method: MARKED_PAID_METHOD,
        paymentReference: null,
        amountDue: 0,
      });
    case 'complete':
      return bookingCompletedMail(common);
    case 'cancel':
      return bookingCancelledMail({ ...common, reason: booking.cancelReason ?? '' });
  }
}
