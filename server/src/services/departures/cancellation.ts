import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { bookings, excursions } from '../../db/schema';
import { refundAmountOf, refundPercentOf } from '@/contract/booking';
import { DEPARTURE_MESSAGES } from '@/contract/serverMessages';
import type { CancellationQuote } from '@/contract/wire/departures';
import type { MailService } from '../mail/types';
import { departureBookingNotice, departureCancelledMail } from '../mail/templates';
import { releaseSeats } from './seats';
import { linesOf, lockDeparturesOf, wireLine } from './lines';
import { ownBookingForUpdate, ownedBy, type BookingOwner, type SeatsChanged } from './holds';
import { refusal, type Refusal } from './outcome';
import { amountPaidOf, type PaymentTerms } from '../payments/summary';
import { recordRefundOwed } from '../payments/refundOwed';

const HOUR_MS = 3_600_000;

/** The statuses a visitor may cancel from. */
const CANCELLABLE = new Set(['requested', 'confirmed']);

type CancelOrder = BookingOwner & {
  bookingId: number;
  now: Date;
};

type BookingRow = typeof bookings.$inferSelect;

/**
 * What cancelling the booking now gives back, or why it cannot be cancelled. The policy is that
 * of the excursion of the line that starts first, counted in hours to that start; the refund is
 * a share of what was paid (the ledger, decision 061): a booking not yet paid has nothing to give
 * back.
 */
async function quoteOf(tx: Executor, row: BookingRow, now: Date) {
  if (!CANCELLABLE.has(row.status)) return refusal(409, DEPARTURE_MESSAGES.notCancellable);
  const lines = (await linesOf(tx, [row.id])).get(row.id) ?? [];
  if (lines.length === 0) return refusal(409, DEPARTURE_MESSAGES.onRequestBooking);
  const first = lines.reduce((earliest, line) =>
    line.startsAt.getTime() < earliest.startsAt.getTime() ? line : earliest,
  );
  if (first.startsAt.getTime() <= now.getTime()) return refusal(409, DEPARTURE_MESSAGES.started);
  const [excursion] = await tx
    .select({ rules: excursions.bookingRules })
    .from(excursions)
    .where(eq(excursions.id, first.excursionId));
  const hoursBefore = (first.startsAt.getTime() - now.getTime()) / HOUR_MS;
  const refundPercent = refundPercentOf(excursion.rules.cancellationPolicy, hoursBefore);
  const quote: CancellationQuote = {
    refundPercent,
    refundAmount: refundAmountOf(await amountPaidOf(tx, row.id), refundPercent),
    currency: row.currency,
  };
  return { quote, lines };
}

/** The refund cancelling the visitor's booking would give now. */
export async function cancellationQuote(
  db: Database,
  order: CancelOrder,
): Promise<{ quote: CancellationQuote } | Refusal> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, order.bookingId));
  if (!row || !ownedBy(row, order)) return refusal(404, DEPARTURE_MESSAGES.bookingNotFound);
  const quoted = await quoteOf(db, row, order.now);
  return 'refused' in quoted ? quoted : { quote: quoted.quote };
}

/**
 * Cancels the visitor's booking before its first line starts: the refund the policy gives now is
 * recorded, the seats given back, and the visitor and the operator mailed, in one transaction
 * under the booking's row lock (a second cancel finds it cancelled).
 */
export async function cancelBooking(
  db: Database,
  mail: Pick<MailService, 'enqueue'>,
  order: CancelOrder & { siteUrl: string; operatorEmail: string; paymentTerms?: PaymentTerms },
): Promise<({ quote: CancellationQuote } & SeatsChanged) | Refusal> {
  return db.transaction(async (tx) => {
    const row = await ownBookingForUpdate(tx, order, order.bookingId);
    if (!row) return refusal(404, DEPARTURE_MESSAGES.bookingNotFound);
    const quoted = await quoteOf(tx, row, order.now);
    if ('refused' in quoted) return quoted;
    const { quote, lines } = quoted;

    await tx
      .update(bookings)
      .set({
        status: 'cancelled',
        isCancelled: true,
        cancelledAt: order.now,
      })
      .where(eq(bookings.id, row.id));
    await lockDeparturesOf(tx, [row.id]);
    await releaseSeats(tx, row.id);
    await recordRefundOwed(tx, row.id, quote.refundPercent, order.paymentTerms, order.now);

    const wire = lines.map(wireLine);
    const told = { reference: row.generatedBookingId, lines: wire, totalPrice: row.totalPrice };
    // A reseller's booking made without the traveller's address tells only the operator.
    if (row.userEmail) {
      await mail.enqueue(
        departureCancelledMail({
          ...told,
          to: row.userEmail,
          name: row.userName,
          refundPercent: quote.refundPercent,
          refundAmount: quote.refundAmount,
          siteUrl: order.siteUrl,
          locale: row.locale,
        }),
        tx,
      );
    }
    await mail.enqueue(
      departureBookingNotice({
        ...told,
        to: order.operatorEmail,
        event: 'cancelled',
        bookingId: row.id,
        customer: { name: row.userName, email: row.userEmail },
        refundAmount: quote.refundAmount,
        siteUrl: order.siteUrl,
      }),
      tx,
    );
    return { quote, excursionIds: [...new Set(lines.map((line) => line.excursionId))] };
  });
}
