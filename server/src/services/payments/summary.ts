import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bookingLines, bookings, departures, payments } from '../../db/schema';
import { fromCents, toCents } from '@/contract/booking';
import type { PaymentStatus } from '@/contract/payments';
import type { BookingPayment } from '@/contract/wire/payments';
import type { PaymentSettings } from '../../config';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the summary needs of a booking row. */
export type PayableBooking = Pick<
  typeof bookings.$inferSelect,
  'id' | 'totalPrice' | 'currency' | 'status' | 'refundPercent'
>;

interface LedgerSums {
  paidCents: number;
  refundedCents: number;
  pending: boolean;
  firstStart: Date | null;
}

export type PaymentTerms = Pick<PaymentSettings, 'depositPercent' | 'balanceDueDays'>;
type Terms = PaymentTerms;

/** The sums of each booking's counted rows, and its first departure's start. */
async function sumsOf(db: Executor, bookingIds: number[]): Promise<Map<number, LedgerSums>> {
  const sums = new Map<number, LedgerSums>();
  if (bookingIds.length === 0) return sums;
  const rows = await db
    .select({
      bookingId: payments.bookingId,
      paid: sql<
        string | null
      >`sum(${payments.amount}) filter (where ${payments.kind} = 'payment' and ${payments.status} = 'succeeded')`,
      refunded: sql<
        string | null
      >`sum(${payments.amount}) filter (where ${payments.kind} = 'refund' and ${payments.status} = 'succeeded')`,
      pending: sql<boolean>`coalesce(bool_or(${payments.kind} = 'payment' and ${payments.status} = 'pending'), false)`,
    })
    .from(payments)
    .where(inArray(payments.bookingId, bookingIds))
    .groupBy(payments.bookingId);
  const starts = await db
    .select({
      bookingId: bookingLines.bookingId,
      first: sql<string | Date>`min(${departures.startsAt})`,
    })
    .from(bookingLines)
    .innerJoin(departures, eq(departures.id, bookingLines.departureId))
    .where(inArray(bookingLines.bookingId, bookingIds))
    .groupBy(bookingLines.bookingId);
  const startOf = new Map(starts.map((row) => [row.bookingId, new Date(row.first)]));
  const byBooking = new Map(rows.map((row) => [row.bookingId, row]));
  for (const id of bookingIds) {
    const row = byBooking.get(id);
    sums.set(id, {
      paidCents: toCents(Number(row?.paid ?? 0)),
      refundedCents: toCents(Number(row?.refunded ?? 0)),
      pending: Boolean(row?.pending),
      firstStart: startOf.get(id) ?? null,
    });
  }
  return sums;
}

function statusOf(
  netCents: number,
  refundedCents: number,
  totalCents: number,
  depositCents: number,
): PaymentStatus {
  if (refundedCents > 0) return netCents > 0 ? 'Partly refunded' : 'Refunded';
  if (totalCents > 0 && netCents >= totalCents) return 'Paid';
  if (netCents > 0 && netCents >= depositCents) return 'Deposit paid';
  return 'Pending';
}

/**
 * What a booking has paid and owes, from its ledger sums (API.md, Payment): the deposit is
 * DEPOSIT_PERCENT of the total, or all of it within BALANCE_DUE_DAYS of the first start; a
 * cancelled booking owes nothing more and is owed its refund percent of what was paid, less what
 * was refunded.
 */
export function summaryOf(
  booking: PayableBooking,
  sums: LedgerSums,
  terms: Terms,
  now: Date,
): BookingPayment {
  const totalCents = toCents(booking.totalPrice);
  const netCents = sums.paidCents - sums.refundedCents;
  const dueDate = sums.firstStart
    ? new Date(sums.firstStart.getTime() - terms.balanceDueDays * DAY_MS)
    : null;
  const wholeDue = dueDate !== null && now.getTime() >= dueDate.getTime();
  const depositCents = wholeDue
    ? totalCents
    : Math.round((totalCents * terms.depositPercent) / 100);
  const cancelled = booking.status === 'cancelled';
  const owedCents = cancelled
    ? Math.max(
        0,
        Math.round((sums.paidCents * (booking.refundPercent ?? 0)) / 100) - sums.refundedCents,
      )
    : 0;
  return {
    amountPaid: fromCents(netCents),
    amountDue: cancelled ? 0 : fromCents(Math.max(0, totalCents - netCents)),
    depositDue: fromCents(depositCents),
    balanceDueDate: dueDate ? dueDate.toISOString().slice(0, 10) : null,
    refundOwed: fromCents(owedCents),
    refunded: fromCents(sums.refundedCents),
    paymentPending: sums.pending,
    paymentStatus: statusOf(netCents, sums.refundedCents, totalCents, depositCents),
    currency: booking.currency,
  };
}

/** The payment summary of each of these bookings. */
export async function paymentSummaries(
  db: Executor,
  rows: PayableBooking[],
  terms: Terms,
  now = new Date(),
): Promise<Map<number, BookingPayment>> {
  const sums = await sumsOf(
    db,
    rows.map((row) => row.id),
  );
  return new Map(rows.map((row) => [row.id, summaryOf(row, sums.get(row.id)!, terms, now)]));
}

/**
 * After every ledger change, in its transaction: the booking's stored `paymentStatus` follows the
 * rows (SPEC.md's lists read it), and the refund a cancellation owes is the one `owed` row, or
 * none once it is refunded.
 */
export async function settleBooking(
  tx: Executor,
  bookingId: number,
  terms: Terms,
  now = new Date(),
): Promise<BookingPayment> {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
  const summary = (await paymentSummaries(tx, [row], terms, now)).get(bookingId)!;
  await tx
    .update(bookings)
    .set({ paymentStatus: summary.paymentStatus })
    .where(eq(bookings.id, bookingId));
  const owed = and(eq(payments.bookingId, bookingId), eq(payments.status, 'owed'));
  if (summary.refundOwed <= 0) {
    await tx.delete(payments).where(owed);
    return summary;
  }
  const [method] = await tx
    .select({ method: payments.method })
    .from(payments)
    .where(
      and(
        eq(payments.bookingId, bookingId),
        eq(payments.kind, 'payment'),
        eq(payments.status, 'succeeded'),
      ),
    )
    .orderBy(sql`${payments.id} desc`)
    .limit(1);
  await tx
    .insert(payments)
    .values({
      bookingId,
      kind: 'refund',
      method: method?.method ?? 'bank_transfer',
      amount: summary.refundOwed,
      currency: row.currency,
      status: 'owed',
      reason: `Owed by the cancellation policy (${row.refundPercent ?? 0}% of what was paid)`,
      recordedBy: 'policy',
    })
    .onConflictDoUpdate({
      target: payments.bookingId,
      targetWhere: sql`${payments.status} = 'owed'`,
      set: { amount: summary.refundOwed, updatedAt: now },
    });
  return summary;
}

/** The payment fields a booking answer carries beside its own `paymentStatus`. */
export function paymentFieldsOf(summary: BookingPayment | undefined) {
  if (!summary) return {};
  return {
    amountPaid: summary.amountPaid,
    amountDue: summary.amountDue,
    depositDue: summary.depositDue,
    balanceDueDate: summary.balanceDueDate,
    refundOwed: summary.refundOwed,
    refunded: summary.refunded,
    paymentPending: summary.paymentPending,
  };
}

/** What the booking has paid, less refunds: what a cancellation's refund is a share of. */
export async function amountPaidOf(db: Executor, bookingId: number): Promise<number> {
  const sums = (await sumsOf(db, [bookingId])).get(bookingId)!;
  return fromCents(sums.paidCents - sums.refundedCents);
}

/** The payment fields of each of these bookings (none for one not yet priced), from their rows and ledgers. */
export async function paymentFieldsOfBookings(
  db: Executor,
  bookingIds: number[],
  terms: Terms,
): Promise<Map<number, ReturnType<typeof paymentFieldsOf>>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: bookings.id,
      totalPrice: bookings.totalPrice,
      currency: bookings.currency,
      status: bookings.status,
      refundPercent: bookings.refundPercent,
    })
    .from(bookings)
    .where(inArray(bookings.id, bookingIds));
  const summaries = await paymentSummaries(db, rows, terms);
  const priced = new Set(rows.filter((row) => row.totalPrice > 0).map((row) => row.id));
  return new Map(
    bookingIds.map((id) => [id, priced.has(id) ? paymentFieldsOf(summaries.get(id)) : {}]),
  );
}
