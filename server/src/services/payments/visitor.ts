import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings, payments } from '../../db/schema';
import type { BookingPaymentDetails } from '@/contract/wire/payments';
import type { PaymentSettings } from '../../config';
import { paymentSummaries } from './summary';

/** What the booking's owner sees of its payment: the summary and its rows, newest first. */
export async function bookingPaymentDetails(
  db: Database,
  settings: PaymentSettings,
  userId: number,
  bookingId: number,
): Promise<BookingPaymentDetails | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!row || row.userId !== userId) return undefined;
  const summary = (await paymentSummaries(db, [row], settings)).get(row.id)!;
  const rows = await db
    .select()
    .from(payments)
    .where(eq(payments.bookingId, row.id))
    .orderBy(desc(payments.createdAt), desc(payments.id));
  return {
    ...summary,
    bookingId: row.id,
    generatedBookingId: row.generatedBookingId,
    payments: rows.map((payment) => ({
      id: payment.id,
      kind: payment.kind,
      method: payment.method,
      amount: payment.amount,
      currency: payment.currency,
      status: payment.status,
      createdAt: payment.createdAt.toISOString(),
    })),
  };
}
