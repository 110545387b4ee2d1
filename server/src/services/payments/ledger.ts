import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { bookings, payments } from '../../db/schema';
import { fromCents, toCents } from '@/contract/booking';
import { formatUsd } from '@/contract/money';
import type { Paged } from '@/contract/wire/envelope';
import type {
  LedgerQuery,
  LedgerRow,
  RecordPaymentRequest,
  RefundRequest,
} from '@/contract/wire/payments';
import { LEDGER_PAGE_SIZE } from '@/contract/wire/payments';
import type { PaymentSettings } from '../../config';
import { offsetOf, page, pagingOf } from '../../lib/paging';
import type { MailService } from '../mail/types';
import { paymentReceiptMail, refundMail } from '../mail/templates';
import { recordAudit } from '../operator/audit';
import type { StaffMember } from '../staff/sessions';
import { refusal, type Refusal } from '../departures/outcome';
import { PAYMENT_MESSAGES } from './messages';
import { settleBooking } from './summary';

type PaymentRow = typeof payments.$inferSelect;

interface Deps {
  settings: PaymentSettings;
  mail: Pick<MailService, 'enqueue'>;
  siteUrl: string;
}

const ledgerColumns = {
  row: payments,
  generatedBookingId: bookings.generatedBookingId,
  customerName: bookings.userName,
  customerEmail: bookings.userEmail,
};

function wireRow({
  row,
  ...booking
}: { row: PaymentRow } & Omit<LedgerRow, keyof LedgerRowOwn>): LedgerRow {
  return {
    id: row.id,
    bookingId: row.bookingId,
    ...booking,
    kind: row.kind,
    method: row.method,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    reference: row.reference,
    gatewayId: row.gatewayId,
    reason: row.reason,
    refundOf: row.refundOf,
    recordedBy: row.recordedBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
type LedgerRowOwn = Omit<LedgerRow, 'generatedBookingId' | 'customerName' | 'customerEmail'>;

async function ledgerRowOf(db: Executor, id: number): Promise<LedgerRow> {
  const [found] = await db
    .select(ledgerColumns)
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(eq(payments.id, id));
  return wireRow(found);
}

/** The ledger, newest first, filtered by status, method, kind or booking. */
export async function listLedger(db: Database, query: LedgerQuery): Promise<Paged<LedgerRow>> {
  const paging = pagingOf(query, LEDGER_PAGE_SIZE);
  const filters: Array<SQL | undefined> = [
    query.status ? eq(payments.status, query.status) : undefined,
    query.method ? eq(payments.method, query.method) : undefined,
    query.kind ? eq(payments.kind, query.kind) : undefined,
    query.bookingId ? eq(payments.bookingId, query.bookingId) : undefined,
  ];
  const where = and(...filters);
  const rows = await db
    .select(ledgerColumns)
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(where)
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(paging.pageSize)
    .offset(offsetOf(paging));
  const [{ total }] = await db.select({ total: count() }).from(payments).where(where);
  return page(rows.map(wireRow), paging, total);
}

/** Bookings staff may record money on: priced and no longer a hold. */
const RECORDABLE = new Set(['requested', 'confirmed', 'completed', 'cancelled']);

/**
 * A payment staff received (bank transfer, cash, mobile money), with its reference: recorded,
 * audited, the booking settled and the visitor mailed a receipt, in one transaction.
 */
export async function recordStaffPayment(
  db: Database,
  deps: Deps,
  who: StaffMember,
  bookingId: number,
  input: RecordPaymentRequest,
): Promise<{ row: LedgerRow } | Refusal> {
  return db.transaction(async (tx) => {
    const [booking] = await tx
      .select()
      .from(bookings)
      .where(eq(bookings.id, bookingId))
      .for('update');
    if (!booking) return refusal(404, PAYMENT_MESSAGES.bookingNotFound);
    if (!RECORDABLE.has(booking.status) || booking.totalPrice <= 0) {
      return refusal(409, PAYMENT_MESSAGES.cannotRecord);
    }
    const amount = fromCents(toCents(input.amount));
    const [created] = await tx
      .insert(payments)
      .values({
        bookingId,
        kind: 'payment',
        method: input.method,
        amount,
        currency: booking.currency,
        status: 'succeeded',
        reference: input.reference,
        recordedBy: who.email,
        staffId: who.id,
      })
      .returning();
    await recordAudit(tx, who, {
      action: 'booking.payment',
      subjectKind: 'booking',
      subjectId: bookingId,
      after: { paymentId: created.id, amount, method: input.method, reference: input.reference },
    });
    const summary = await settleBooking(tx, bookingId, deps.settings);
    // A reseller's booking may have no traveller's address: its reseller tells them.
    if (booking.userEmail)
      await deps.mail.enqueue(
        paymentReceiptMail({
          to: booking.userEmail,
          name: booking.userName,
          reference: booking.generatedBookingId,
          amount,
          method: input.method,
          paymentReference: input.reference,
          amountDue: summary.amountDue,
          siteUrl: deps.siteUrl,
          locale: booking.locale,
        }),
        tx,
      );
    return { row: await ledgerRowOf(tx, created.id) };
  });
}

/** What was paid and not yet given back on the booking, in cents. */
async function refundableCents(tx: Executor, bookingId: number) {
  const rows = await tx
    .select({ kind: payments.kind, amount: payments.amount })
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'succeeded')));
  return rows.reduce(
    (sum, row) => sum + (row.kind === 'payment' ? 1 : -1) * toCents(row.amount),
    0,
  );
}

/**
 * A refund staff made, of a payment received or of the refund a cancellation owes: never more
 * than was paid less what was refunded (409). Recorded, audited, the owed row settled and the
 * visitor mailed, in one transaction under the booking's lock.
 */
export async function refundPayment(
  db: Database,
  deps: Deps,
  who: StaffMember,
  paymentId: number,
  input: RefundRequest,
): Promise<{ row: LedgerRow } | Refusal> {
  return db.transaction(async (tx) => {
    const [target] = await tx.select().from(payments).where(eq(payments.id, paymentId));
    if (!target) return refusal(404, PAYMENT_MESSAGES.paymentNotFound);
    const [booking] = await tx
      .select()
      .from(bookings)
      .where(eq(bookings.id, target.bookingId))
      .for('update');
    const refundable =
      target.status === 'owed' || (target.kind === 'payment' && target.status === 'succeeded');
    if (!refundable) return refusal(409, PAYMENT_MESSAGES.notRefundable);
    const amountCents = toCents(input.amount);
    const mostCents = await refundableCents(tx, booking.id);
    if (amountCents > mostCents) {
      const message = PAYMENT_MESSAGES.tooMuch(formatUsd(fromCents(Math.max(0, mostCents))));
      return refusal(409, message, { amount: [message] });
    }
    const amount = fromCents(amountCents);
    const [created] = await tx
      .insert(payments)
      .values({
        bookingId: booking.id,
        kind: 'refund',
        method: target.method,
        amount,
        currency: booking.currency,
        status: 'succeeded',
        reference: input.reference ?? null,
        reason: input.reason,
        refundOf: target.kind === 'payment' ? target.id : null,
        recordedBy: who.email,
        staffId: who.id,
      })
      .returning();
    await recordAudit(tx, who, {
      action: 'booking.refund',
      subjectKind: 'booking',
      subjectId: booking.id,
      after: { paymentId: created.id, amount, reason: input.reason, of: target.id },
    });
    await settleBooking(tx, booking.id, deps.settings);
    // A reseller's booking may have no traveller's address: its reseller tells them.
    if (booking.userEmail)
      await deps.mail.enqueue(
        refundMail({
          to: booking.userEmail,
          name: booking.userName,
          reference: booking.generatedBookingId,
          amount,
          method: target.method,
          reason: input.reason,
          siteUrl: deps.siteUrl,
          locale: booking.locale,
        }),
        tx,
      );
    return { row: await ledgerRowOf(tx, created.id) };
  });
}
