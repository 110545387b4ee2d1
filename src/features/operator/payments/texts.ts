import type { LedgerKind, LedgerMethod, LedgerStatus } from '@/contract/payments';

/** The console's words for payments and refunds (API.md, "Since round 3", Payment). */
export const LEDGER_TEXTS = {
  title: 'Payments',
  intro:
    'Every payment and refund. Flagged rows: the gateway confirmed an amount that was not asked; check them. Refunds owed: what cancellations owe under their policy.',
  filters: { status: 'Status', method: 'Method', kind: 'Kind' },
  methods: {
    card: 'Card',
    wave: 'Wave',
    afrimoney: 'Afrimoney',
    qmoney: 'QMoney',
    bank_transfer: 'Bank transfer',
    cash: 'Cash',
    mobile_money: 'Mobile money',
  } satisfies Record<LedgerMethod, string>,
  kinds: { payment: 'Payment', refund: 'Refund' } satisfies Record<LedgerKind, string>,
  statuses: {
    pending: 'Pending',
    succeeded: 'Received',
    failed: 'Failed',
    flagged: 'Flagged',
    owed: 'Refund owed',
  } satisfies Record<LedgerStatus, string>,
  row: {
    booking: (reference: string) => `Booking ${reference}`,
    reference: (reference: string) => `Reference ${reference}`,
    gateway: (id: string) => `Gateway ${id}`,
    by: (who: string) => `Recorded by ${who}`,
  },
  booking: {
    title: 'Payments',
    paid: 'Paid',
    due: 'Due',
    deposit: 'Deposit',
    refunded: 'Refunded',
    owed: (amount: string) => `Owed under the cancellation policy: ${amount}`,
    none: 'No payments yet.',
    record: 'Record payment',
    refund: 'Record refund',
  },
  recordForm: {
    title: 'Record a payment',
    amount: 'Amount (US dollars)',
    method: 'Method',
    choose: 'Choose…',
    reference: 'Reference (bank, receipt or wallet)',
    referenceHint: 'The receipt number for cash.',
    save: 'Record payment',
    failed: 'The payment could not be recorded. Please check the fields and try again.',
  },
  refundForm: {
    title: 'Record a refund',
    amount: 'Amount refunded (US dollars)',
    limit: (amount: string) => `At most ${amount}: what was paid, less refunds.`,
    reason: 'Reason (mailed to the customer)',
    reference: 'Reference of the refund (optional)',
    save: 'Record refund',
    failed: 'The refund could not be recorded. Please check the fields and try again.',
  },
  rules: {
    required: 'Please fill this in.',
    amount: 'Please give an amount above 0, in dollars and cents.',
    tooMuch: (amount: string) => `At most ${amount}, please.`,
    method: 'Please choose how it was paid.',
    tooLong: (max: number) => `At most ${max} characters, please.`,
  },
} as const;
