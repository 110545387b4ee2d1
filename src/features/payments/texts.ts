import type { PaymentStatus } from '@/contract/payments';

/** What the visitor reads while paying a booking (API.md, "Since round 3", Payment). */
export const PAYMENT_TEXTS = {
  step: {
    title: 'Pay for your booking',
    loading: 'Checking what is due...',
    loadFailed: 'We cannot tell what is due right now. Please try again later.',
    nothingDue: 'Nothing is due on this booking.',
    paid: (amount: string) => `Paid so far: ${amount}`,
    partLabel: 'What you pay now',
    deposit: (amount: string) => `The deposit: ${amount}`,
    full: (amount: string) => `All of it: ${amount}`,
    dueNow: (amount: string) => `Due now: ${amount}`,
    balanceLater: (amount: string, date: string) => `The balance of ${amount} is due by ${date}.`,
    methodLabel: 'How you pay',
    methodsFailed: 'The payment methods cannot be loaded. Please try again later.',
    pay: 'Continue',
    paying: 'Please wait...',
    failed: 'Your payment could not be started. Please try again.',
    network: 'The server cannot be reached. Please check your connection and try again.',
  },
  checkout: {
    leaving: 'Taking you to the secure checkout...',
    link: 'Open the secure checkout',
  },
  transfer: {
    title: 'Pay by bank transfer',
    lead: 'Send the amount to this account, quoting the reference: we confirm by e-mail once it arrives.',
    bankName: 'Bank',
    accountName: 'Account name',
    accountNumber: 'Account number',
    reference: 'Reference',
    amount: 'Amount',
    copy: (what: string) => `Copy ${what.toLowerCase()}`,
    copied: (what: string) => `${what} copied.`,
    copyFailed: 'Copying is not possible here: please select the text instead.',
  },
  onArrival: {
    title: 'Pay on arrival',
    due: (amount: string) =>
      `You pay ${amount} on the day, to your guide at the meeting point, in cash or by mobile money.`,
  },
  back: {
    title: 'Your payment',
    checking: 'Checking your payment with the payment provider...',
    loginNeeded: 'Please log in to see your payment.',
    login: 'Log in',
    notFound: 'We cannot find this booking in your account.',
    loadFailed: 'Your payment cannot be checked right now. Please look at My Bookings later.',
    paidTitle: (status: PaymentStatus) => (status === 'Paid' ? 'Paid' : 'Deposit paid'),
    paid: (amount: string, reference: string) =>
      `We have received ${amount} for booking ${reference}. A receipt is on its way by e-mail.`,
    due: (amount: string) => `Still due: ${amount}.`,
    failedTitle: 'Your payment did not go through',
    failed: 'Nothing has been taken. You may try again, or choose another way to pay.',
    cancelledTitle: 'You left the checkout',
    cancelled: 'Nothing has been taken. You may pay now, or later from My Bookings.',
    tryAgain: 'Try again',
    pendingTitle: 'Your payment is being confirmed',
    pending: 'This takes a few moments. Please keep this page open.',
    stillPendingTitle: 'Your payment is not confirmed yet',
    stillPending:
      'The payment provider has not confirmed it yet. My Bookings will show it as soon as it is, and we will e-mail you.',
    flaggedTitle: 'Your payment is being checked',
    flagged:
      'The amount received did not match the amount asked. Our team will look at it and e-mail you.',
    myBookings: 'See My Bookings',
  },
} as const;
