import { PAGES } from './pages';

/**
 * Payment's plain lists and rules (API.md, "Since round 3", Payment), shared by the server and the
 * website without the wire schemas: the methods, the ledger's kinds and statuses, the payment
 * statuses a booking shows, and the page the gateway brings a visitor back to.
 */

/** Paid through the gateway (ModemPay): a card or one of The Gambia's mobile wallets. */
export const GATEWAY_METHODS = ['card', 'wave', 'afrimoney', 'qmoney'] as const;
export type GatewayMethod = (typeof GATEWAY_METHODS)[number];

/** What a visitor may choose on the payment step. */
export const VISITOR_METHODS = [...GATEWAY_METHODS, 'bank_transfer', 'on_arrival'] as const;
export type VisitorMethod = (typeof VISITOR_METHODS)[number];

/** What a member of staff records by hand, with a reference. */
export const STAFF_METHODS = ['bank_transfer', 'cash', 'mobile_money'] as const;
export type StaffMethod = (typeof STAFF_METHODS)[number];

/** Every method a ledger row can carry. */
export const LEDGER_METHODS = [
  ...GATEWAY_METHODS,
  'bank_transfer',
  'cash',
  'mobile_money',
] as const;
export type LedgerMethod = (typeof LEDGER_METHODS)[number];

export const LEDGER_KINDS = ['payment', 'refund'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/**
 * A ledger row's state: `pending` (sent to the gateway, not confirmed), `succeeded` (counted),
 * `failed`, `flagged` (the gateway confirmed an amount or currency that was not asked: staff
 * look, it is not counted), `owed` (a refund a cancellation owes, until staff record it).
 */
export const LEDGER_STATUSES = ['pending', 'succeeded', 'failed', 'flagged', 'owed'] as const;
export type LedgerStatus = (typeof LEDGER_STATUSES)[number];

/** What a visitor pays now: the deposit, the balance after it, or everything at once. */
export const PAY_PARTS = ['deposit', 'balance', 'full'] as const;
export type PayPart = (typeof PAY_PARTS)[number];

/** A booking's `paymentStatus`, as SPEC.md spells it ("Pending" until anything is paid). */
export const PAYMENT_STATUSES = [
  'Pending',
  'Deposit paid',
  'Paid',
  'Partly refunded',
  'Refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * Where the gateway brings the visitor back: `?booking={id}` (and `&cancelled=1` from the
 * checkout's cancel link). The page reads `GET booking/{id}/payment`, which asks the gateway
 * about a payment still pending, and shows paid only once the gateway has confirmed it.
 */
export const PAYMENT_RETURN_PATH = PAGES.paymentReturn.path;

/** The largest single amount staff may record or refund, in the base currency. */
export const MAX_PAYMENT_AMOUNT = 10_000_000;
