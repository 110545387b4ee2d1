import { Type, type Static } from '@sinclair/typebox';
import { TEXT_LIMITS } from '@/contract/limits';
import {
  LEDGER_KINDS,
  LEDGER_METHODS,
  LEDGER_STATUSES,
  MAX_PAYMENT_AMOUNT,
  PAY_PARTS,
  PAYMENT_STATUSES,
  STAFF_METHODS,
  VISITOR_METHODS,
} from '@/contract/payments';
import { pageFields } from './paging';

/**
 * Payment's wire shapes (API.md, "Since round 3", Payment): the methods on offer, paying a
 * booking (the gateway's checkout, bank transfer instructions, or on arrival), what a booking has
 * paid and owes, and the operator's ledger of payments and refunds. Every amount is computed by
 * the server in the base currency and carries `currency` beside it.
 */

const Money = Type.Number({ minimum: 0, description: 'In the base currency, 2 decimals at most' });
const Instant = Type.String({ format: 'date-time', description: 'ISO 8601, UTC' });
const RowId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const literals = <T extends string>(values: readonly T[]) =>
  Type.Union(values.map((value) => Type.Literal(value)));

export const VisitorMethod = literals(VISITOR_METHODS);
export const StaffMethod = literals(STAFF_METHODS);
export const LedgerMethod = literals(LEDGER_METHODS);
export const LedgerKind = literals(LEDGER_KINDS);
export const LedgerStatus = literals(LEDGER_STATUSES);
export const PayPart = literals(PAY_PARTS);
export const PaymentStatus = literals(PAYMENT_STATUSES);

/** `GET payment-methods`: one entry a visitor may choose. */
export const PaymentMethodOption = Type.Object({
  method: VisitorMethod,
  label: Type.String({ description: 'Such as "Card" or "Wave"' }),
});
export type PaymentMethodOption = Static<typeof PaymentMethodOption>;

export const PaymentMethods = Type.Array(PaymentMethodOption);
export type PaymentMethods = Static<typeof PaymentMethods>;

/** `POST booking/{id}/pay`: the amount is the server's, from the part. */
export const PayRequest = Type.Object({ method: VisitorMethod, part: PayPart });
export type PayRequest = Static<typeof PayRequest>;

/** Paying through the gateway: the visitor goes to its checkout. */
export const PayRedirect = Type.Object({
  redirectUrl: Type.String({ description: "The gateway's hosted checkout" }),
  paymentId: Type.Integer({ description: 'The ledger row, pending until the gateway confirms' }),
  amount: Money,
  currency: Type.String(),
});
export type PayRedirect = Static<typeof PayRedirect>;

export const BankInstructions = Type.Object({
  bankName: Type.String(),
  accountName: Type.String(),
  accountNumber: Type.String(),
  reference: Type.String({ description: "The booking's generatedBookingId" }),
  amount: Money,
  currency: Type.String(),
});
export type BankInstructions = Static<typeof BankInstructions>;

/** Paying by bank transfer: staff record it when it arrives. */
export const PayByTransfer = Type.Object({ instructions: BankInstructions });
export type PayByTransfer = Static<typeof PayByTransfer>;

/** Paying on arrival: what will be due on the day. */
export const PayOnArrival = Type.Object({ dueOnArrival: Money, currency: Type.String() });
export type PayOnArrival = Static<typeof PayOnArrival>;

export const PayAnswer = Type.Union([PayRedirect, PayByTransfer, PayOnArrival]);
export type PayAnswer = Static<typeof PayAnswer>;

/**
 * What a booking has paid and owes, always worked out from its ledger rows. Spread into My
 * Bookings rows and the operator's booking answers.
 */
export const bookingPaymentFields = {
  amountPaid: Type.Number({ description: 'Payments that succeeded, less refunds' }),
  amountDue: Money,
  depositDue: Type.Number({
    minimum: 0,
    description:
      'The deposit (DEPOSIT_PERCENT of the total), or the whole total within BALANCE_DUE_DAYS of the start',
  }),
  balanceDueDate: Type.Union([Type.String({ format: 'date' }), Type.Null()], {
    description: 'When the balance is due (YYYY-MM-DD); null for a booking without departures',
  }),
  refundOwed: Type.Number({
    minimum: 0,
    description: "What a cancellation owes under its policy, until it's refunded",
  }),
  refunded: Type.Number({ minimum: 0 }),
  paymentPending: Type.Boolean({
    description: 'A gateway payment was started and not yet confirmed or failed',
  }),
};

export const BookingPayment = Type.Object({
  ...bookingPaymentFields,
  paymentStatus: PaymentStatus,
  currency: Type.String(),
});
export type BookingPayment = Static<typeof BookingPayment>;

/** A payment or refund as the visitor sees it (no staff details). */
export const VisitorPaymentRow = Type.Object({
  id: Type.Integer(),
  kind: LedgerKind,
  method: LedgerMethod,
  amount: Money,
  currency: Type.String(),
  status: LedgerStatus,
  createdAt: Instant,
});
export type VisitorPaymentRow = Static<typeof VisitorPaymentRow>;

/** `GET booking/{id}/payment` (owner): what the return page and My Bookings show. */
export const BookingPaymentDetails = Type.Object({
  ...BookingPayment.properties,
  bookingId: Type.Integer(),
  generatedBookingId: Type.String(),
  payments: Type.Array(VisitorPaymentRow, { description: 'Newest first' }),
});
export type BookingPaymentDetails = Static<typeof BookingPaymentDetails>;

// ---- Operator -----------------------------------------------------------------------------

export const LEDGER_PAGE_SIZE = 20;

/** `GET operator/payments`: the ledger, newest first. */
export const LedgerQuery = Type.Object({
  ...pageFields(LEDGER_PAGE_SIZE),
  status: Type.Optional(LedgerStatus),
  method: Type.Optional(LedgerMethod),
  kind: Type.Optional(LedgerKind),
  bookingId: Type.Optional(RowId),
});
export type LedgerQuery = Static<typeof LedgerQuery>;

/** One payment or refund in the ledger. */
export const LedgerRow = Type.Object({
  id: Type.Integer(),
  bookingId: Type.Integer(),
  generatedBookingId: Type.String(),
  customerName: Type.String(),
  customerEmail: Type.String(),
  kind: LedgerKind,
  method: LedgerMethod,
  amount: Money,
  currency: Type.String(),
  status: LedgerStatus,
  reference: Type.Union([Type.String(), Type.Null()], {
    description: "The bank's, the cashier's or the wallet's reference",
  }),
  gatewayId: Type.Union([Type.String(), Type.Null()], {
    description: "The gateway's payment intent id",
  }),
  reason: Type.Union([Type.String(), Type.Null()], {
    description: 'Why it was refunded, or why it was flagged',
  }),
  refundOf: Type.Union([Type.Integer(), Type.Null()], {
    description: 'The payment a refund gives back',
  }),
  recordedBy: Type.String({
    description:
      "The staff member's e-mail, 'webhook', 'gateway' (a status call), 'visitor' or 'policy' (an owed refund)",
  }),
  createdAt: Instant,
  updatedAt: Instant,
});
export type LedgerRow = Static<typeof LedgerRow>;

const Amount = Type.Number({
  exclusiveMinimum: 0,
  maximum: MAX_PAYMENT_AMOUNT,
  description: 'In the base currency, above 0, in whole cents',
});
const Reference = Type.String({ minLength: 1, maxLength: 100 });

/** `POST operator/bookings/{id}/payments`: a payment staff received. */
export const RecordPaymentRequest = Type.Object({
  amount: Amount,
  method: StaffMethod,
  reference: Reference,
});
export type RecordPaymentRequest = Static<typeof RecordPaymentRequest>;

/** `POST operator/payments/{id}/refund`: never more than was paid, net of refunds. */
export const RefundRequest = Type.Object({
  amount: Amount,
  reason: Type.String({ minLength: 1, maxLength: TEXT_LIMITS.message }),
  reference: Type.Optional(Reference),
});
export type RefundRequest = Static<typeof RefundRequest>;

/**
 * The payment fields as booking answers carry them: present for a booking with departures (a
 * request booking the operator prices has them once quoted), absent on older answers.
 */
export const optionalBookingPaymentFields = {
  amountPaid: Type.Optional(bookingPaymentFields.amountPaid),
  amountDue: Type.Optional(bookingPaymentFields.amountDue),
  depositDue: Type.Optional(bookingPaymentFields.depositDue),
  balanceDueDate: Type.Optional(bookingPaymentFields.balanceDueDate),
  refundOwed: Type.Optional(bookingPaymentFields.refundOwed),
  refunded: Type.Optional(bookingPaymentFields.refunded),
  paymentPending: Type.Optional(bookingPaymentFields.paymentPending),
};
