import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema';
import type { MailService, OutgoingMail } from '../mail/types';
import {
  bookingCancelledMail,
  bookingCompletedMail,
  bookingPaidMail,
  bookingQuoteMail,
} from '../mail/templates';
import type { StaffMember } from '../staff/sessions';
import { recordAudit } from './audit';
import type { ChangeOutcome } from './outcome';
import { bookingStatusOf, refusalOf, type BookingChange } from './bookingStatus';

type BookingRow = typeof bookings.$inferSelect;

/**
 * Applies one staff change to a booking: in one transaction the row is locked, the status
 * rules checked, the row changed, the audit row written and the customer's mail queued. A
 * refused change leaves everything as it was.
 */
export async function changeBooking(
  db: Database,
  mail: Pick<MailService, 'enqueue'>,
  who: StaffMember,
  input: { id: number; change: BookingChange; siteUrl: string },
): Promise<ChangeOutcome> {
  const { id, change, siteUrl } = input;
  return db.transaction(async (tx): Promise<ChangeOutcome> => {
    const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
    if (!row) return { notFound: true };
    const refusal = refusalOf(change, bookingStatusOf(row));
    if (refusal) return { refused: refusal };

    const update = updateOf(change);
    const [after] = await tx.update(bookings).set(update).where(eq(bookings.id, id)).returning();
    await recordAudit(tx, who, {
      action: `booking.${change.kind}`,
      subjectKind: 'booking',
      subjectId: id,
      before: stateOf(row),
      after: stateOf(after),
    });
    await mail.enqueue(customerMail(change, after, siteUrl), tx);
    return { changed: true };
  });
}

function updateOf(change: BookingChange): Partial<BookingRow> {
  switch (change.kind) {
    case 'quote':
      return { totalPrice: change.totalPrice };
    case 'paid':
      return { paymentStatus: 'Paid' };
    case 'complete':
      return { isCompleted: true };
    case 'cancel':
      return { isCancelled: true, cancelReason: change.reason.trim() };
  }
}

/** What the audit keeps of a booking: the fields a change can touch. */
const stateOf = (row: BookingRow) => ({
  status: bookingStatusOf(row),
  totalPrice: row.totalPrice,
  paymentStatus: row.paymentStatus,
  isCompleted: row.isCompleted,
  isCancelled: row.isCancelled,
  cancelReason: row.cancelReason,
});

function customerMail(change: BookingChange, booking: BookingRow, siteUrl: string): OutgoingMail {
  const common = {
    to: booking.userEmail,
    name: booking.userName,
    siteUrl,
    reference: booking.generatedBookingId,
  };
  switch (change.kind) {
    case 'quote':
      return bookingQuoteMail({ ...common, totalPrice: booking.totalPrice });
    case 'paid':
      return bookingPaidMail({ ...common, totalPrice: booking.totalPrice });
    case 'complete':
      return bookingCompletedMail(common);
    case 'cancel':
      return bookingCancelledMail({ ...common, reason: booking.cancelReason ?? '' });
  }
}
