import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bookings } from '../../db/schema';
import { refundAmountOf } from '@/contract/booking';
import { amountPaidOf, settleBooking, type PaymentTerms } from './summary';

/**
 * What a cancellation owes, the same whoever cancels (the visitor by the policy, staff or a
 * closed departure in full): `refundPercent` of what was paid is stored on the booking and
 * becomes the ledger's one owed row, shown until staff record the refund. Runs in the
 * cancelling transaction, once the booking is cancelled; answers the amount owed.
 */
export async function recordRefundOwed(
  tx: Executor,
  bookingId: number,
  refundPercent: number,
  terms: PaymentTerms | undefined,
  now = new Date(),
): Promise<number> {
  const refundAmount = refundAmountOf(await amountPaidOf(tx, bookingId), refundPercent);
  await tx.update(bookings).set({ refundPercent, refundAmount }).where(eq(bookings.id, bookingId));
  // A reseller's cancellation is settled by the reseller: no ledger terms, no owed row.
  if (terms) await settleBooking(tx, bookingId, terms, now);
  return refundAmount;
}
