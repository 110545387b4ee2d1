import { defineMessages } from '@/i18n';

/** What the visitor reads while paying a booking (API.md, "Since round 3", Payment). */
export const paymentMessages = defineMessages('payments', {
  title: 'Pay for your booking',
  loading: 'Checking what is due...',
  loadFailed: 'We cannot tell what is due right now. Please try again later.',
  nothingDue: 'Nothing is due on this booking.',
  paidSoFar: 'Paid so far: {amount}',
  partLabel: 'What you pay now',
  deposit: 'The deposit: {amount}',
  full: 'All of it: {amount}',
  dueNow: 'Due now: {amount}',
  balanceLater: 'The balance of {amount} is due by {date}.',
  methodLabel: 'How you pay',
  /** The methods whose names are words; the mobile wallets keep their brand names. */
  methodCard: 'Card',
  methodBankTransfer: 'Bank transfer',
  methodOnArrival: 'Pay on arrival',
  methodsFailed: 'The payment methods cannot be loaded. Please try again later.',
  pay: 'Continue',
  paying: 'Please wait...',
  failed: 'Your payment could not be started. Please try again.',
  network: 'The server cannot be reached. Please check your connection and try again.',

  leaving: 'Taking you to the secure checkout...',
  checkoutLink: 'Open the secure checkout',

  transferTitle: 'Pay by bank transfer',
  transferLead:
    'Send the amount to this account, quoting the reference: we confirm by e-mail once it arrives.',
  bankName: 'Bank',
  accountName: 'Account name',
  accountNumber: 'Account number',
  reference: 'Reference',
  amount: 'Amount',
  copyBankName: 'Copy bank',
  copyAccountName: 'Copy account name',
  copyAccountNumber: 'Copy account number',
  copyReference: 'Copy reference',
  copyAmount: 'Copy amount',
  copied: '{what} copied.',
  copyFailed: 'Copying is not possible here: please select the text instead.',

  onArrivalTitle: 'Pay on arrival',
  onArrivalDue:
    'You pay {amount} on the day, to your guide at the meeting point, in cash or by mobile money.',

  returnTitle: 'Your payment',
  checking: 'Checking your payment with the payment provider...',
  loginNeeded: 'Please log in to see your payment.',
  login: 'Log in',
  notFound: 'We cannot find this booking in your account.',
  returnLoadFailed: 'Your payment cannot be checked right now. Please look at My Bookings later.',
  paidTitle: 'Paid',
  depositPaidTitle: 'Deposit paid',
  paid: 'We have received {amount} for booking {reference}. A receipt is on its way by e-mail.',
  stillDue: 'Still due: {amount}.',
  failedTitle: 'Your payment did not go through',
  failedText: 'Nothing has been taken. You may try again, or choose another way to pay.',
  cancelledTitle: 'You left the checkout',
  cancelledText: 'Nothing has been taken. You may pay now, or later from My Bookings.',
  tryAgain: 'Try again',
  pendingTitle: 'Your payment is being confirmed',
  pendingText: 'This takes a few moments. Please keep this page open.',
  stillPendingTitle: 'Your payment is not confirmed yet',
  stillPendingText:
    'The payment provider has not confirmed it yet. My Bookings will show it as soon as it is, and we will e-mail you.',
  flaggedTitle: 'Your payment is being checked',
  flaggedText:
    'The amount received did not match the amount asked. Our team will look at it and e-mail you.',
  myBookings: 'See My Bookings',
});
