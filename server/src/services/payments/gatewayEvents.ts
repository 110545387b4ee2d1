import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { bookings, payments } from '../../db/schema';
import { toCents } from '@/contract/booking';
import type { PaymentSettings } from '../../config';
import type { MailService } from '../mail/types';
import { paymentReceiptMail } from '../mail/templates';
import { retrieveIntent, type ModemPaySettings } from './modemPay';
import { settleBooking } from './summary';

/** A gateway event or status, reduced to what the ledger needs. */
export interface GatewayOutcome {
  intentId: string;
  /** `succeeded`, `failed`, or undefined for an event that changes nothing here. */
  to: 'succeeded' | 'failed' | undefined;
  amount: number;
  currency: string;
  bookingId: number | undefined;
  /** The event's name, or `status:<status>` for a status call. */
  source: string;
}

const SUCCEEDED_EVENTS = new Set(['charge.succeeded']);
const FAILED_EVENTS = new Set([
  'charge.failed',
  'charge.cancelled',
  'charge.expired',
  'payment_intent.cancelled',
  'payment_intent.expired',
]);
const SUCCEEDED_STATUSES = new Set(['successful', 'succeeded', 'completed']);
const FAILED_STATUSES = new Set(['failed', 'cancelled', 'expired']);

const record = (value: unknown) =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/**
 * A webhook's `{ event, payload }`: a charge carries `payment_intent_id`, an intent event its own
 * `id`; the booking is in the metadata the intent was created with.
 */
export function outcomeOfEvent(body: unknown): GatewayOutcome | undefined {
  const { event, payload } = record(body);
  const data = record(payload);
  const intentId = String(
    data.payment_intent_id ?? (String(event).startsWith('payment_intent.') ? data.id : '') ?? '',
  );
  if (typeof event !== 'string' || !intentId) return undefined;
  const bookingId = Number(record(data.metadata).bookingId);
  return {
    intentId,
    to: SUCCEEDED_EVENTS.has(event) ? 'succeeded' : FAILED_EVENTS.has(event) ? 'failed' : undefined,
    amount: Number(data.amount),
    currency: typeof data.currency === 'string' ? data.currency : '',
    bookingId: Number.isInteger(bookingId) && bookingId > 0 ? bookingId : undefined,
    source: event,
  };
}

/** What may follow what: a row never moves back from succeeded, nor out of flagged. */
const MAY_MOVE: Record<string, ReadonlySet<string>> = {
  pending: new Set(['succeeded', 'failed']),
  failed: new Set(['succeeded']),
};

interface Deps {
  settings: PaymentSettings;
  mail: Pick<MailService, 'enqueue'>;
  siteUrl: string;
}

/** The ledger row of the intent, locked; one for an intent nobody asked for is flagged. */
async function rowOfIntent(tx: Executor, outcome: GatewayOutcome, recordedBy: string) {
  const locked = () =>
    tx.select().from(payments).where(eq(payments.gatewayId, outcome.intentId)).for('update');
  const [found] = await locked();
  if (found || outcome.to !== 'succeeded' || outcome.bookingId === undefined) return found;
  const [booking] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.id, outcome.bookingId));
  if (!booking) return undefined;
  // The unique intent id makes a parallel copy of this event find the row instead.
  await tx
    .insert(payments)
    .values({
      bookingId: booking.id,
      kind: 'payment',
      method: 'card',
      amount: Number.isFinite(outcome.amount) ? Math.max(0, outcome.amount) : 0,
      currency: outcome.currency || '?',
      status: 'flagged',
      gatewayId: outcome.intentId,
      gatewayEvent: outcome.source,
      reason: 'The gateway confirmed a payment this site never asked for.',
      recordedBy,
    })
    .onConflictDoNothing({ target: payments.gatewayId });
  return (await locked())[0];
}

/**
 * Applies the gateway's word on a payment intent, once: under the row's lock, only a move the
 * rules allow is made, so the same event twice, or twenty at once, changes it once, and a late
 * failure never undoes a success. A confirmed amount or currency other than what was asked is
 * flagged for staff and not counted. A counted payment settles the booking and mails a receipt,
 * in the same transaction.
 */
export async function applyGatewayOutcome(
  db: Database,
  deps: Deps,
  outcome: GatewayOutcome,
  recordedBy: 'webhook' | 'gateway',
): Promise<'applied' | 'unchanged'> {
  if (!outcome.to) return 'unchanged';
  return db.transaction(async (tx) => {
    const row = await rowOfIntent(tx, outcome, recordedBy);
    if (!row || !MAY_MOVE[row.status]?.has(outcome.to!)) return 'unchanged';
    const matches =
      toCents(outcome.amount) === toCents(row.amount) &&
      outcome.currency.toUpperCase() === row.currency.toUpperCase();
    const to = outcome.to === 'succeeded' && !matches ? 'flagged' : outcome.to!;
    const now = new Date();
    await tx
      .update(payments)
      .set({
        status: to,
        gatewayEvent: outcome.source,
        recordedBy,
        updatedAt: now,
        reason:
          to === 'flagged'
            ? `The gateway confirmed ${outcome.amount} ${outcome.currency} where ${row.amount} ${row.currency} was asked.`
            : row.reason,
      })
      .where(eq(payments.id, row.id));
    const summary = await settleBooking(tx, row.bookingId, deps.settings, now);
    if (to === 'succeeded') {
      const [booking] = await tx.select().from(bookings).where(eq(bookings.id, row.bookingId));
      // A reseller's booking may have no traveller's address: its reseller tells them.
      if (booking.userEmail)
        await deps.mail.enqueue(
          paymentReceiptMail({
            to: booking.userEmail,
            name: booking.userName,
            reference: booking.generatedBookingId,
            amount: row.amount,
            method: row.method,
            paymentReference: outcome.intentId,
            amountDue: summary.amountDue,
            siteUrl: deps.siteUrl,
            locale: booking.locale,
          }),
          tx,
        );
    }
    return 'applied';
  });
}

/** The gateway's status of an intent, as an outcome. */
export async function outcomeOfStatus(
  settings: ModemPaySettings,
  intentId: string,
): Promise<GatewayOutcome> {
  const state = await retrieveIntent(settings, intentId);
  return {
    intentId,
    to: SUCCEEDED_STATUSES.has(state.status)
      ? 'succeeded'
      : FAILED_STATUSES.has(state.status)
        ? 'failed'
        : undefined,
    amount: state.amount,
    currency: state.currency,
    bookingId: undefined,
    source: `status:${state.status}`,
  };
}

/**
 * Asks the gateway about payments still pending after `olderThanMs` whose webhook never came.
 * Each row is claimed by a conditional update of `checked_at`, so several processes never ask
 * about the same row in the same minute; a gateway that does not answer is asked next time.
 */
export async function checkPendingPayments(
  db: Database,
  deps: Deps,
  options: { now: Date; olderThanMs: number; limit: number; bookingId?: number },
): Promise<number> {
  const modemPay = deps.settings.modemPay;
  if (!modemPay) return 0;
  const before = new Date(options.now.getTime() - options.olderThanMs);
  const claimed = await db
    .update(payments)
    .set({ checkedAt: options.now })
    .where(
      sql`${payments.id} in (select ${payments.id} from ${payments} where ${and(
        eq(payments.status, 'pending'),
        sql`${payments.gatewayId} is not null`,
        lt(payments.createdAt, before),
        options.bookingId === undefined ? undefined : eq(payments.bookingId, options.bookingId),
        sql`(${payments.checkedAt} is null or ${payments.checkedAt} < ${before})`,
      )} order by ${payments.id} limit ${options.limit} for update skip locked)`,
    )
    .returning({ gatewayId: payments.gatewayId });
  let applied = 0;
  for (const { gatewayId } of claimed) {
    try {
      const outcome = await outcomeOfStatus(modemPay, gatewayId!);
      if ((await applyGatewayOutcome(db, deps, outcome, 'gateway')) === 'applied') applied += 1;
    } catch {
      // The gateway did not answer: the next pass asks again.
    }
  }
  return applied;
}
