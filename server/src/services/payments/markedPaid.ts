import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bookings, payments } from '../../db/schema';
import type { StaffMember } from '../staff/sessions';
import { paymentSummaries, settleBooking, type PaymentTerms } from './summary';

/** The console's "Mark paid" names no method (API.md: no body): money taken by hand. */
export const MARKED_PAID_METHOD = 'cash';

/**
 * The console's "Mark paid", in the caller's transaction under the booking's lock: what is still
 * due becomes a succeeded ledger row recorded by the member of staff, and the booking settled
 * from the ledger, so its `paymentStatus` stays the ledger's. Answers the amount recorded.
 */
export async function recordMarkedPaid(
  tx: Executor,
  who: StaffMember,
  bookingId: number,
  terms: PaymentTerms,
): Promise<number> {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
  const summary = (await paymentSummaries(tx, [row], terms)).get(bookingId)!;
  if (summary.amountDue > 0) {
    await tx.insert(payments).values({
      bookingId,
      kind: 'payment',
      method: MARKED_PAID_METHOD,
      amount: summary.amountDue,
      currency: row.currency,
      status: 'succeeded',
      reason: 'Marked paid in the console',
      recordedBy: who.email,
      staffId: who.id,
    });
  }
  await settleBooking(tx, bookingId, terms);
  return summary.amountDue;
}
