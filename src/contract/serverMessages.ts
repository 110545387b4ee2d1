import { MAX_EXCURSIONS_PER_BOOKING, TRANSFER_CAPACITY } from './limits';
import type { Message } from '@/i18n';
import { MESSAGES } from './messages';
import { CALENDAR_MAX_DAYS } from './booking';
import { withValues } from './sentences';

/**
 * Every sentence the server answers with (the `message`, `error` or field `errors` of the API reference at /api/docs),
 * one object per part of the API. The website shows them as they come, so they are written for
 * a visitor; where docs/product.md, The rules gives a field's text, it is the website's own.
 */

/** A wait in words: "40 seconds", "1 minute", "15 minutes" (minutes rounded up). */
export function waitInWords(seconds: number): string {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/** The English of one of the website's own messages (plain text, no placeholders). */
const englishOf = (message: Message) => message.message as string;

const RESET_INSTEAD =
  'or choose “Forgot password?” to set a new password with a code we e-mail you, and sign in at once.';

/** Answers any route may give. */
export const SERVER_MESSAGES = {
  signInRequired: 'Please sign in to continue.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  invalidBody: 'The request is not valid.',
  bodyNotJson: 'The request body must be valid JSON.',
  bodyTooLarge: 'The request is too large.',
  notFound: 'Not found.',
  methodNotAllowed: 'This address does not take that kind of request.',
  requestTimeout: 'The request took too long to arrive.',
  urlTooLong: 'The address is too long.',
  headersTooLarge: 'The request headers are too large.',
  rateLimited: 'Too many attempts. Please wait a moment and try again.',
  internal: 'Something went wrong on our side. Please try again.',
  databaseDown: 'The service is temporarily unavailable.',
  overloaded: 'The site is very busy right now. Please try again in a few seconds.',
  // After a field's name, in the `errors` of a request the schema refuses
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 1 to 255 characters.',
  idempotencyKeyRunning:
    'The same request is still being processed. Please wait a moment and try again.',
  fieldMissing: 'is required',
  fieldInvalid: 'is not valid',
} as const;

/** Accounts, e-mail codes and sessions. */
/** The operator console's staff sign-in and access. */
export const STAFF_MESSAGES = {
  staffOnly: 'This part of the site is for the company’s staff only.',
  wrongCredentials: 'The e-mail address or password is incorrect.',
  codeSent: 'We have sent a 6-digit sign-in code to your e-mail address.',
  codeTooSoon: 'A code was sent less than 30 seconds ago. Please wait a moment and try again.',
  signInCodeInvalid: 'This code is not valid or has expired. Please sign in again for a new one.',
  invitationInvalid:
    'This invitation code is not valid or has expired. Please ask the office for a new invitation.',
  invitationAccepted: 'Your password is set. Please sign in.',
  signedOut: 'You are signed out of the console.',
  signInPaused: (seconds: number) =>
    `Too many wrong passwords for this address from your connection. Please try again in ${waitInWords(seconds)}.`,
  signInAddressPaused: (seconds: number) =>
    `Too many failed sign-ins from your connection. Please try again in ${waitInWords(seconds)}.`,
  signInEmailPaused: (seconds: number) =>
    `Too many failed sign-ins for this address. Please try again in ${waitInWords(seconds)}.`,
  emailInvalid: 'Please give a valid e-mail address.',
  nameRequired: `Please give the staff member's name (at most 100 characters).`,
  alreadyStaff: (email: string) => `${email} is already an active member of staff.`,
  inviteTooSoon: (seconds: number) =>
    `An invitation was sent less than 30 seconds ago. Please try again in ${seconds} seconds.`,
} as const;

/** The operator console's bookings and transfers. */
export const OPERATOR_MESSAGES = {
  bookingNotFound: 'We could not find that booking.',
  transferNotFound: 'We could not find that transfer.',
  quoted: 'The price is saved and mailed to the customer.',
  markedPaid: 'The booking is marked paid; the customer is told.',
  completed: 'The booking is completed.',
  cancelled: 'The booking is cancelled and the customer is told why.',
  transferCompleted: 'The transfer is completed.',
  transferCancelled: 'The transfer is cancelled and the customer is told why.',
  reasonRequired: 'Please give the reason: the customer is told it.',
  priceInCents: 'Please give the price in dollars and cents, such as 125.50.',
  /** Why the status rules refuse a change to a booking in a given status (decision 018). */
  bookingRefused: {
    quote: {
      paid: 'This booking is already paid: a price can only be quoted before payment.',
      completed: 'This booking is completed: its price can no longer change.',
      cancelled: 'This booking is cancelled: it cannot be quoted.',
    },
    paid: {
      pending: 'Quote a price before marking this booking paid.',
      paid: 'This booking is already marked paid.',
      completed: 'This booking is completed and already paid.',
      cancelled: 'This booking is cancelled: it cannot be marked paid.',
    },
    complete: {
      pending: 'Only a paid booking can be completed: this one has no price yet.',
      quoted: 'Only a paid booking can be completed: mark it paid first.',
      completed: 'This booking is already completed.',
      cancelled: 'This booking is cancelled: it cannot be completed.',
    },
    cancel: {
      completed: 'This booking is completed: it can no longer be cancelled.',
      cancelled: 'This booking is already cancelled.',
    },
  } as Record<
    'quote' | 'paid' | 'complete' | 'cancel',
    Partial<Record<'pending' | 'quoted' | 'paid' | 'completed' | 'cancelled', string>>
  >,
  transferRefused: {
    Completed: 'This transfer is already completed.',
    Cancelled: 'This transfer is cancelled.',
  } as Partial<Record<'Pending' | 'Completed' | 'Cancelled', string>>,
} as const;

/** The operator's catalog: excursions created, edited, published and unpublished. */
export const CATALOG_EDIT_MESSAGES = {
  excursionNotFound: 'We could not find that excursion.',
  unknownDestination: 'Please choose one of the destinations.',
  unknownExcursionType: 'Please choose one of the excursion types.',
  created: 'The excursion is saved. Publish it when it is ready for visitors.',
  saved: 'Your changes are saved and show on the public site.',
  published: 'The excursion is published: visitors see it now.',
  unpublished: 'The excursion is unpublished: it has left the public site.',
  alreadyPublished: 'This excursion is already published.',
  alreadyUnpublished: 'This excursion is already unpublished.',
} as const;

/** The console's prices, schedules, departures and manifests (API.md, "Since round 3"). */
export const SCHEDULE_EDIT_MESSAGES = {
  pricingSaved: 'The prices are saved and show on the public site.',
  scheduleSaved: 'The schedule is saved and its departures are laid out.',
  adultPriceRequired: 'A priced excursion needs an adult price above $0.',
  unitTwice: (unit: string) => `The ${unit} price is given twice: keep one.`,
  labelRequired: 'Please give each price a label, such as "Adult".',
  agesBackwards: 'The lowest age cannot be above the highest age.',
  agesOverlap: (younger: string, older: string) =>
    `The ${younger} ages must all be below the ${older} ages.`,
  priceInCents: 'Please give the price in dollars and cents, such as 25.50.',
  peopleBackwards: 'The fewest people per booking cannot be more than the most people per booking.',
  tierTwice: 'Two cancellation tiers have the same number of hours: keep one.',
  tiersBackwards:
    'Cancelling earlier cannot refund less: a tier with more hours needs at least the refund of a tier with fewer.',
  datesBackwards: 'The end date cannot come before the start date.',
  weekdayTwice: 'A weekday is given twice in this rule: keep one.',
  timeTwice: 'A start time is given twice in this rule: keep one.',
  departuresBackwards: 'The end date cannot come before the start date.',
  departuresTooLong: (days: number) => `The departures list covers at most ${days} days.`,
  departureNotFound: 'We could not find that departure.',
  nothingToChange: 'Please give a new capacity, or close or open the departure.',
  departureSaved: 'The departure is saved.',
  departureCancelled: (bookings: number) =>
    `The departure is closed and its ${bookings === 1 ? 'booking is' : `${bookings} bookings are`} cancelled; each visitor is told and refunded in full.`,
  capacityBelowTaken: (seats: number) =>
    `${seats} ${seats === 1 ? 'seat is' : 'seats are'} taken on this departure: the capacity cannot go below ${seats}.`,
  hasBookings: (bookings: number) =>
    `This departure has ${bookings === 1 ? 'a booking' : `${bookings} bookings`}: close it with its bookings cancelled (each refunded in full and told), or keep it open.`,
  departureCancelledReason: 'We had to cancel this departure. We are sorry for the trouble.',
  bookingConfirmed: 'The booking is confirmed; the visitor is told.',
  notRequested: 'Only a booking of dates that awaits confirmation can be confirmed.',
} as const;

/** The operator's destinations. */
export const DESTINATION_EDIT_MESSAGES = {
  destinationNotFound: 'We could not find that destination.',
  required: 'Please fill in this field.',
  nameTaken: 'Another destination already has this name.',
  created: 'The destination is saved. Publish it when it is ready for visitors.',
  saved: 'Your changes are saved and show on the public site.',
  published: 'The destination is published: visitors see it now.',
  unpublished: 'The destination is unpublished: it has left the public site.',
  alreadyPublished: 'This destination is already published.',
  alreadyUnpublished: 'This destination is already unpublished.',
  hasPublishedExcursions: (n: number) =>
    `This destination has ${n} published ${n === 1 ? 'excursion' : 'excursions'}: unpublish ${n === 1 ? 'it' : 'them'} with the destination, or move ${n === 1 ? 'it' : 'them'} to another destination first.`,
} as const;

/** The operator's special-interest programme (the Students country records). */
export const PROGRAMME_EDIT_MESSAGES = {
  required: 'Please fill in this field.',
  countryTwice: 'This country is in the programme twice: keep one record a country.',
  unknownExcursion: 'Please choose excursions from the catalog.',
  saved: 'The programme is saved and shows on the public site.',
} as const;

/** A photo staff upload: what was refused, and why, in a sentence. */
export const PHOTO_MESSAGES = {
  uploaded: 'The photo is uploaded. Save the page to keep it.',
  noFile: 'Please choose a photo to upload.',
  wrongType: 'Please upload a JPEG, PNG or WebP photo.',
  tooLarge: 'This photo is larger than 10 MB. Please choose a smaller one.',
  notAnImage: 'This file is not a photo we can read. Please choose a JPEG, PNG or WebP photo.',
  tooManyPixels:
    'This picture has too many pixels to be a photo (over 100 megapixels). Please choose a smaller one.',
} as const;

/** The operator console's enquiries inbox and review moderation. */
export const MODERATION_MESSAGES = {
  enquiryNotFound: 'We could not find that enquiry.',
  enquiryClosed: 'This enquiry is closed: it can no longer be answered.',
  enquiryAlreadyClosed: 'This enquiry is already closed.',
  replyRequired: 'Please write your reply.',
  replied: 'Your reply is on its way to the sender.',
  closed: 'The enquiry is closed.',
  reviewNotFound: 'We could not find that review.',
  approved: 'The review is approved: it now shows on the public page.',
  rejected: 'The review is rejected: it does not show on the public page.',
  alreadyApproved: 'This review is already approved.',
  alreadyRejected: 'This review is already rejected.',
} as const;

export const ACCOUNT_MESSAGES = {
  // The same whether or not the address already had an account (decision 029).
  signUpReceived: 'Thank you. Please check your e-mail for a 6-digit code to verify your address.',
  termsNotAgreed: 'Please agree to the terms and conditions.',
  passwordRule:
    'The password must have at least 8 characters, with an uppercase letter, a lowercase letter, ' +
    'a number and one of @$!%*?&, and no other characters.',
  emailVerified: 'Your e-mail address is verified. Welcome!',
  invalidCode: 'This code is not valid or has expired. Please ask for a new one.',
  codeSent: 'If this address is waiting for a code, a new one is on its way.',
  codeTooSoon: 'A code was sent less than 30 seconds ago. Please wait a moment and try again.',
  resetCodeSent: 'If an account uses this address, we have sent it a code to reset the password.',
  passwordReset: 'Your password has been changed. Please sign in with the new one.',
  wrongCredentials: 'The e-mail address or password is incorrect.',
  signInPaused: withValues(
    (seconds: number) =>
      `Too many wrong passwords for this e-mail address from your connection. Please try again in ${waitInWords(seconds)}, ${RESET_INSTEAD}`,
  ),
  signInAddressPaused: withValues(
    (seconds: number) =>
      `Too many failed sign-ins from your connection. Please try again in ${waitInWords(seconds)}, ${RESET_INSTEAD}`,
  ),
  signInEmailPaused: withValues(
    (seconds: number) =>
      `Too many failed sign-ins for this e-mail address. Please try again in ${waitInWords(seconds)}, ${RESET_INSTEAD}`,
  ),
  emailNotVerified:
    'Your e-mail address is not verified yet. We have sent you a 6-digit code: enter it to finish signing up.',
  signedOut: 'You are signed out.',
} as const;

/** Destinations, excursion types and excursions. */
export const CATALOG_MESSAGES = {
  destinationNotFound: 'We could not find that destination.',
  excursionTypeNotFound: 'We could not find that excursion type.',
  excursionNotFound: 'We could not find that excursion.',
} as const;

export const BOOKING_MESSAGES = {
  received: 'Your booking has been received. We have sent the details to your e-mail address.',
  noExcursions: 'Please choose at least one excursion to book.',
  tooManyExcursions: `A booking can hold at most ${MAX_EXCURSIONS_PER_BOOKING} excursions.`,
  unknownExcursions: withValues((ids: number[]) =>
    ids.length === 1
      ? `Excursion ${ids[0]} does not exist.`
      : `These excursions do not exist: ${ids.join(', ')}.`,
  ),
} as const;

/** Availability, holds, confirmation and cancellation of departures (API.md, "Since round 3"). */
export const DEPARTURE_MESSAGES = {
  calendarBackwards: 'The end date of the calendar cannot come before its start date.',
  calendarTooLong: `A calendar covers at most ${CALENDAR_MAX_DAYS} days.`,
  checkLines: 'Please check the departures of your booking.',
  departureNotFound: 'We could not find that departure.',
  onRequest: 'This excursion is booked on request: add it to your cart and we will quote it.',
  repeatedDeparture:
    'This departure is already in your booking: change its number of people instead.',
  unpricedUnits: withValues(
    (units: string[]) =>
      `This excursion has no price for ${units.map((unit) => `${unit}s`).join(' or ')}.`,
  ),
  tooFewPeople: withValues(
    (min: number) => `This excursion takes at least ${min} people per booking.`,
  ),
  tooManyPeople: withValues(
    (max: number) =>
      `Online bookings are for up to ${max} people. For a larger group, please send us an ` +
      'enquiry from the contact page and we will arrange it.',
  ),
  notHeld:
    'Some departures could not be held, so nothing was held. Please change them and try again.',
  soldOut: 'Sold out: this departure has no seats left.',
  onlyLeft: withValues(
    (seats: number) =>
      `Only ${seats} ${seats === 1 ? 'seat is' : 'seats are'} left on this departure.`,
  ),
  closed: 'This departure is closed for booking.',
  pastCutoff: 'Booking has closed for this departure: it starts too soon.',
  held: 'Your seats are held. Confirm your booking before the hold ends.',
  bookingNotFound: 'We could not find that booking.',
  notOnHold: 'This booking is not waiting for your confirmation.',
  holdExpired:
    'Your hold has ended and its seats have been released. Please choose your departures again.',
  confirmed: 'Your booking is confirmed. We have sent the details to your e-mail address.',
  requested: 'Your booking has been received. We will confirm it by e-mail as soon as we can.',
  onRequestBooking:
    'This booking was made on request: reply to its e-mail and our team will change it.',
  notCancellable:
    'This booking can no longer be cancelled: it is cancelled, completed or not confirmed.',
  started: 'This booking can no longer be cancelled: its first excursion has started.',
  cancelled: 'Your booking is cancelled. We have sent the details to your e-mail address.',
} as const;

export const TRANSFER_MESSAGES = {
  booked: 'Your transfer has been booked. We have sent the details to your e-mail address.',
  invalid: englishOf(MESSAGES.transferIncomplete),
  pickupLocationRequired: englishOf(MESSAGES.pickupLocationRequired),
  dropLocationRequired: englishOf(MESSAGES.dropLocationRequired),
  pickupDateRequired: englishOf(MESSAGES.pickupDateRequired),
  pickupDateNotADate: 'Pickup date must be a real date written as YYYY-MM-DD',
  pickupDateInPast: 'Pickup date cannot be in the past',
  pickupTimeRequired: englishOf(MESSAGES.pickupTimeRequired),
  pickupTimeNotATime: 'Pickup time must be a time of day written as HH:MM:SS',
  capacityRequired: 'Capacity is required',
  capacityTooSmall: englishOf(MESSAGES.capacityPositive),
  capacityTooLarge: `Capacity cannot be more than ${TRANSFER_CAPACITY.max}`,
} as const;

/** Excursion and destination reviews. */
export const REVIEW_MESSAGES = {
  thanks: 'Thank you for your review. It will appear on the page once our team has checked it.',
  messageRequired: 'Please write your review.',
  nameRequired: 'Please enter your name.',
  emailInvalid: englishOf(MESSAGES.invalidEmail),
  unknownExcursion: 'This excursion does not exist.',
  unknownDestination: 'This destination does not exist.',
} as const;

/** The contact form. */
export const ENQUIRY_MESSAGES = {
  received: 'Thank you for your enquiry. We will answer you soon.',
  emailInvalid: englishOf(MESSAGES.invalidEmail),
  messageRequired: 'Please write your message.',
} as const;

/** Resellers' keys in the console, and the OCTO API's sentences (decision 060). */
export const RESELLER_MESSAGES = {
  created: 'The reseller is added. Copy its key now: it is not shown again.',
  revoked: 'The key is revoked: its next call is refused.',
  notFound: 'We could not find that reseller.',
  alreadyRevoked: 'That key is already revoked.',
  noKey: "You didn't send the API key in the Authorization header.",
  badKey: 'The API key is not valid or has been revoked.',
  productNotFound: 'The productId was missing or invalid.',
  optionNotFound: 'The optionId was missing or invalid.',
  unitNotFound: 'The unitId was missing or invalid.',
  availabilityNotFound: 'The availabilityId was missing or invalid.',
  bookingNotFound: 'The uuid was missing or invalid.',
  dateRange: 'Send localDateStart and localDateEnd (YYYY-MM-DD), or localDate, or availabilityIds.',
  bookingsFilter: 'Send resellerReference, supplierReference or localDate.',
  uuidTaken: 'That uuid names another booking of yours; send a new one.',
  internal: 'There was an unrecoverable error, please try again.',
} as const;

/** Check-in at the meeting point (the voucher's QR code). */
export const CHECK_IN_MESSAGES = {
  unknown:
    'We could not find a booking for this code: check it with the office before taking this party.',
  cancelled: 'This booking is cancelled: do not take this party, and call the office.',
  notConfirmed: 'This booking is not confirmed: call the office before taking this party.',
  noLines: 'This booking has no dated departure to check in: call the office.',
  notToday: (date: string, time: string) =>
    `None of this booking's departures is today: the next one is on ${date} at ${time}.`,
  onlyPast: "None of this booking's departures is today: they are all over.",
  unknownLine: 'This departure is not part of the booking.',
  already: (name: string, when: string) => `Already checked in by ${name} at ${when}.`,
  formerStaff: 'a former member of staff',
  checkedIn: (people: number) =>
    `Checked in: ${people} ${people === 1 ? 'person' : 'people'}. Have a good trip!`,
} as const;

/** The travel documents (API.md, "Since round 3", Travel documents). */
export const DOCUMENT_MESSAGES = {
  bookingNotFound: 'We could not find that booking.',
  notConfirmed: 'A voucher and a calendar file are given once the booking is confirmed.',
  transferNotFound: 'We could not find that transfer.',
  transferCancelled: 'This transfer is cancelled: it has no voucher.',
  destinationNotFound: 'We could not find that destination.',
} as const;

/** The operator's exchange rates (staff: English). */
export const RATES_MESSAGES = {
  saved: 'The rates are saved: the website shows them within a minute.',
} as const;
