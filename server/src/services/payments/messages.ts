/** The sentences payment answers with (a visitor or a member of staff reads them). */
export const PAYMENT_MESSAGES = {
  bookingNotFound: 'We could not find that booking.',
  notConfirmed: 'Only a confirmed booking can be paid.',
  nothingDue: 'Nothing is due on this booking.',
  depositPaid: 'The deposit is already paid; pay the balance instead.',
  methodNotOffered: 'That payment method is not offered.',
  gatewayDown:
    'The payment service did not answer. Nothing was charged; please try again in a few minutes.',
  checkout: 'Continue to the payment page.',
  transfer: 'Please transfer the amount with your booking reference.',
  onArrival: 'You will pay on arrival.',
  recorded: 'The payment is recorded and a receipt is mailed.',
  refunded: 'The refund is recorded and the visitor is mailed.',
  paymentNotFound: 'We could not find that payment.',
  notRefundable: 'Only a payment that was received, or a refund that is owed, can be refunded.',
  tooMuch: (most: string) => `That is more than was paid: at most ${most} can be refunded.`,
  cannotRecord: 'A payment cannot be recorded on a booking on hold, expired or not yet priced.',
  badSignature: 'The webhook signature is missing or wrong.',
} as const;
