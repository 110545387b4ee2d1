import { defineMessages } from '@/i18n';

/**
 * The texts of the mails a visitor is sent, in the English they have always had; French in
 * messages.fr.ts. Staff and operator mails stay English and keep their texts in their templates.
 */

export const layoutMessages = defineMessages('mail.layout', {
  hello: 'Hello {name},',
  helloAlone: 'Hello,',
  place: 'Banjul, The Gambia',
  labelled: '{label}: {value}',
  myBookings: 'My Bookings',
  yes: 'Yes',
  no: 'No',
});

export const codeMailMessages = defineMessages('mail.codes', {
  validity: 'The code is valid for {minutes} minutes.',
  verifySubject: 'Your West Africa Tours verification code',
  verifyCode: 'Your verification code is:',
  verifyEnter: 'Enter it on {site} to confirm your e-mail address. {validity}',
  verifyIgnore: 'If you did not create an account with us, you can ignore this e-mail.',
  resetSubject: 'Your West Africa Tours password reset code',
  resetCode: 'Your password reset code is:',
  resetEnter: 'Enter it with your new password on {page}. {validity}',
  resetPage: 'the reset page',
  resetIgnore:
    'If you did not ask to reset your password, ignore this e-mail: your password stays as it is.',
  attemptSubject: 'Someone tried to sign up to West Africa Tours with your address',
  attemptAlready: 'Someone, perhaps you, tried to create an account with this e-mail address.',
  attemptHave: 'You already have an account with us, so nothing was changed.',
  attemptIgnore: 'If it was not you, you can ignore this e-mail: your account stays as it is.',
  attemptSignIn: 'Sign in: {url}',
  attemptReset: 'Forgotten your password? Set a new one: {url}',
  attemptLinks: '{signIn}, or, if you have forgotten your password, {setNew}.',
  signIn: 'Sign in',
  setNew: 'set a new one',
});

export const bookingMailMessages = defineMessages('mail.booking', {
  subject: 'Your West Africa Tours booking {reference}',
  thanks: 'Thank you for booking with West Africa Tours. Your booking reference is {reference}.',
  excursions: 'Excursions:',
  starts: 'starts {date}, {location}',
  status: 'Status: {status}. We will contact you to confirm the details and the payment.',
  pending: 'Pending',
  follow: 'Follow your booking under My Bookings: {url}',
  followLink: 'Follow your booking under {link}.',
});

export const departureMailMessages = defineMessages('mail.departures', {
  adults: '{count, plural, one {# adult} other {# adults}}',
  children: '{count, plural, one {# child} other {# children}}',
  infants: '{count, plural, one {# infant} other {# infants}}',
  when: '{date} at {time}',
  priced: '{people}: {price}',
  attached:
    'Your voucher (PDF) and a calendar file (.ics) are attached: show the voucher at the meeting point.',
  confirmedSubject: 'Your West Africa Tours booking {reference} is confirmed',
  requestedSubject: 'We have received your West Africa Tours booking {reference}',
  confirmedOpening: 'Your booking {reference} is confirmed. See you there!',
  requestedOpening:
    'Thank you for booking with West Africa Tours. We will confirm your booking {reference} by e-mail as soon as we can.',
  total: 'Total: {amount}',
  follow: 'Follow or cancel your booking under My Bookings: {url}',
  followLink: 'Follow or cancel your booking under {link}.',
  cancelledSubject: 'Your West Africa Tours booking {reference} is cancelled',
  refund: 'By our cancellation policy you are refunded {percent}% of the price: {amount}.',
  noRefund: 'By our cancellation policy this cancellation gives no refund.',
  cancelledAsAsked: 'Your booking {reference} is cancelled, as you asked.',
  question: 'Reply to this e-mail if you have a question.',
  staffCancelled: 'We are sorry: your booking {reference} is cancelled.',
  reason: 'The reason: {reason}',
  refundedInFull: 'You are refunded in full: {amount} of what you paid comes back to you.',
  nothingCharged: 'Nothing was charged for it.',
  departureClosed: 'We had to cancel this departure. We are sorry for the trouble.',
  anotherDate:
    'Reply to this e-mail to choose another date, or see your bookings under My Bookings: {url}',
  anotherDateLink:
    'Reply to this e-mail to choose another date, or see your bookings under {link}.',
});

export const statusMailMessages = defineMessages('mail.status', {
  follow: 'You can follow it under My Bookings: {url}',
  followLink: 'You can follow it under My Bookings: {link}.',
  quoteSubject: 'The price of your West Africa Tours booking {reference}',
  quotePrice: 'The price of your booking {reference} is {amount}.',
  quoteHowToPay: 'We will tell you how to pay; reply to this e-mail with any question.',
  completedSubject: 'Thank you for travelling with West Africa Tours',
  completed: 'Your booking {reference} is completed. We hope you enjoyed it.',
  review: 'A review on the excursion’s page helps other travellers choose.',
  cancelledSubject: 'Your West Africa Tours booking {reference} is cancelled',
  cancelled: 'Your booking {reference} is cancelled.',
  transferName: 'transfer from {location} on {date} at {time}',
  transferCompletedSubject: 'Your West Africa Tours transfer is completed',
  transferCompleted: 'Your {transfer} is completed. Thank you for travelling with us.',
  transferCancelledSubject: 'Your West Africa Tours transfer is cancelled',
  transferCancelled: 'Your {transfer} is cancelled.',
});

export const transferMailMessages = defineMessages('mail.transfer', {
  subject: 'Your West Africa Tours transfer request',
  thanks: 'Thank you for booking a transfer with West Africa Tours. Your request:',
  pickup: 'Pickup',
  dropOff: 'Drop-off',
  date: 'Date',
  time: 'Time',
  passengers: 'Passengers',
  roundTrip: 'Round trip',
  flight: 'Flight',
  landsAt: 'Lands at',
  notes: 'Notes',
  status: 'Status',
  pending: 'Pending',
  team: 'Our team will confirm the driver and vehicle with you.',
  follow: 'Follow it under Transfers: {url}',
  followLink: 'Follow it under {link}.',
  transfers: 'Transfers',
});

export const enquiryMailMessages = defineMessages('mail.enquiry', {
  subject: 'Thank you for your enquiry to West Africa Tours',
  thanks:
    'Thank you for contacting West Africa Tours. We have received your enquiry and will answer within one working day.',
  whatsApp:
    'If you told us your phone number is on WhatsApp, we may also reach you there: it is the quickest way to talk with our team in The Gambia.',
  explore: 'Meanwhile, explore {url}',
  exploreLink: 'Meanwhile, explore {link}.',
  ourExcursions: 'our excursions and destinations',
  replySubject: 'Re: your enquiry to West Africa Tours',
  signature: '{name}, West Africa Tours',
  youWrote: 'You wrote:',
});

export const paymentMailMessages = defineMessages('mail.payments', {
  card: 'Card',
  bankTransfer: 'Bank transfer',
  cash: 'Cash',
  mobileMoney: 'Mobile money',
  receiptSubject: 'Receipt: {amount} for your West Africa Tours booking {reference}',
  receiptOpening: 'Thank you: we received {amount} for your booking {reference}.',
  booking: 'Booking',
  amount: 'Amount',
  method: 'Method',
  reference: 'Reference',
  stillDue: 'Still due',
  yourBookings: 'Your bookings: {url}',
  seeIt: 'See it under {link}.',
  refundSubject: 'Refund of {amount} for your West Africa Tours booking {reference}',
  refundOpening: 'We have refunded {amount} for your booking {reference} ({method}).',
  reason: 'Reason: {reason}',
  reminderSubject: 'The balance of your West Africa Tours booking {reference} is due on {date}',
  reminderOpening: 'The balance of {amount} for your booking {reference} is due on {date}.',
  payIt:
    'Pay it under My Bookings, by card, mobile money or bank transfer, or in cash on the day: {url}',
  payItLink: 'Pay it under {link}, by card, mobile money or bank transfer, or in cash on the day.',
});
