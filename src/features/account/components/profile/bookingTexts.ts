import type { BookingState } from '@/contract/wire/departures';

/** My Bookings' words for bookings of departures (API.md, "Since round 3"). */
export const MY_BOOKINGS_TEXTS = {
  departures: 'Departures',
  /** A departure booking's status as the visitor reads it. */
  status: {
    on_hold: 'On hold',
    requested: 'Awaiting confirmation',
    confirmed: 'Confirmed',
    cancelled: 'Cancelled',
    expired: 'Expired',
    completed: 'Completed',
  } satisfies Record<BookingState, string>,
  amountPaid: 'Amount paid',
  amountDue: 'Amount due',
  paymentPending: 'A payment is being confirmed.',
  pay: {
    open: 'Pay',
    openLabel: (reference: string) => `Pay booking ${reference}`,
    title: (reference: string) => `Pay booking ${reference}`,
    loading: 'Loading the payment step...',
    close: 'Close',
  },
  cancel: {
    open: 'Cancel',
    openLabel: (reference: string) => `Cancel booking ${reference}`,
    title: (reference: string) => `Cancel booking ${reference}?`,
    checking: 'Checking what you would be refunded...',
    refund: (percent: number, amount: string) => `You will be refunded ${percent}% (${amount}).`,
    noRefund: 'This booking is no longer refundable.',
    quoteFailed: 'We cannot tell your refund right now. Please try again later.',
    failed: 'Your booking could not be cancelled. Please try again later.',
    keep: 'Keep booking',
    confirm: 'Cancel booking',
    cancelling: 'Cancelling...',
    done: (reference: string) =>
      `Booking ${reference} is cancelled. We have sent the details to your e-mail address.`,
  },
} as const;
