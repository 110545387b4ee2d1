import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings, payments } from '../../db/schema';
import {
  GATEWAY_METHODS,
  PAYMENT_RETURN_PATH,
  type PayPart,
  type VisitorMethod,
} from '@/contract/payments';
import type { PayAnswer } from '@/contract/wire/payments';
import type { PaymentSettings } from '../../config';
import { refusal, type Refusal } from '../departures/outcome';
import { createIntent } from './modemPay';
import { PAYMENT_MESSAGES } from './messages';
import { settleBooking, paymentSummaries } from './summary';
import { pathIn, type Locale } from '@/i18n';

export interface PayOrder {
  userId: number;
  bookingId: number;
  method: VisitorMethod;
  part: PayPart;
  now: Date;
  publicUrl: string;
  /** The page's language: the gateway sends the visitor back to the return page in it. */
  locale: Locale;
}

const isGatewayMethod = (method: string) => (GATEWAY_METHODS as readonly string[]).includes(method);

/** The methods a visitor may choose: those needing the gateway only when it is configured. */
export function offeredMethods(settings: PaymentSettings): VisitorMethod[] {
  const always: VisitorMethod[] = ['bank_transfer', 'on_arrival'];
  return settings.modemPay ? [...GATEWAY_METHODS, ...always] : always;
}

/**
 * What the visitor pays now, computed here: the deposit still missing, or everything still due.
 * For a gateway method the intent is created first and only then the pending row stored, so a
 * gateway that does not answer leaves nothing behind (the caller answers 502).
 */
export async function payBooking(
  db: Database,
  settings: PaymentSettings,
  order: PayOrder,
): Promise<PayAnswer | Refusal> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, order.bookingId));
  if (!row || row.userId !== order.userId) return refusal(404, PAYMENT_MESSAGES.bookingNotFound);
  if (row.status !== 'confirmed') return refusal(409, PAYMENT_MESSAGES.notConfirmed);
  if (!offeredMethods(settings).includes(order.method)) {
    return refusal(400, PAYMENT_MESSAGES.methodNotOffered, {
      method: [PAYMENT_MESSAGES.methodNotOffered],
    });
  }
  const summary = (await paymentSummaries(db, [row], settings, order.now)).get(row.id)!;
  const missingDeposit = Math.max(
    0,
    Math.round((summary.depositDue - summary.amountPaid) * 100) / 100,
  );
  const amount =
    order.part === 'deposit' ? Math.min(missingDeposit, summary.amountDue) : summary.amountDue;
  if (summary.amountDue <= 0) return refusal(409, PAYMENT_MESSAGES.nothingDue);
  if (amount <= 0) return refusal(409, PAYMENT_MESSAGES.depositPaid);

  if (order.method === 'bank_transfer') {
    return {
      instructions: {
        ...settings.bank,
        reference: row.generatedBookingId,
        amount,
        currency: row.currency,
      },
    };
  }
  if (order.method === 'on_arrival')
    return { dueOnArrival: summary.amountDue, currency: row.currency };
  if (!isGatewayMethod(order.method) || !settings.modemPay) {
    return refusal(400, PAYMENT_MESSAGES.methodNotOffered);
  }

  const back = `${order.publicUrl}${pathIn(order.locale, PAYMENT_RETURN_PATH)}?booking=${row.id}`;
  const intent = await createIntent(settings.modemPay, {
    amount,
    currency: row.currency,
    title: `Booking ${row.generatedBookingId}`,
    description: `${order.part === 'deposit' ? 'Deposit' : 'Payment'} for booking ${row.generatedBookingId}`,
    customerName: row.userName,
    customerEmail: row.userEmail,
    metadata: { bookingId: row.id, reference: row.generatedBookingId, part: order.part },
    returnUrl: back,
    cancelUrl: `${back}&cancelled=1`,
    callbackUrl: `${order.publicUrl}/api/payments/modempay/webhook`,
  });
  const paymentId = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(payments)
      .values({
        bookingId: row.id,
        kind: 'payment',
        method: order.method as (typeof GATEWAY_METHODS)[number],
        amount,
        currency: row.currency,
        status: 'pending',
        gatewayId: intent.id,
        recordedBy: 'visitor',
      })
      .returning({ id: payments.id });
    await settleBooking(tx, row.id, settings, order.now);
    return created.id;
  });
  return { redirectUrl: intent.paymentLink, paymentId, amount, currency: row.currency };
}
