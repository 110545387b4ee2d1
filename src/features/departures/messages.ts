import { defineMessages } from '@/i18n';

/** What the visitor reads while choosing a departure on the tour page (API.md, "Since round 3"). */
export const departureMessages = defineMessages('departures', {
  panelTitle: 'Book this tour',
  from: 'from',
  perAdult: 'per adult',
  chooseDate: 'Choose a date',
  loadingDates: 'Loading the dates…',
  datesFailed: 'We could not load the dates just now. Please try again in a moment.',
  retry: 'Try again',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  /** The calendar's columns, Monday first. */
  monday: 'Mo',
  tuesday: 'Tu',
  wednesday: 'We',
  thursday: 'Th',
  friday: 'Fr',
  saturday: 'Sa',
  sunday: 'Su',

  available: 'Available',
  limited: 'Few seats left',
  soldOut: 'Sold out',
  closed: 'Not running',
  /** What a day or a start time says of its seats, visibly and to screen readers. */
  seatsLeft: '{count, plural, one {# seat left} other {# seats left}}',
  daySoldOut: 'sold out',
  dayClosed: 'not running',

  chooseTime: 'Choose a start time',
  timesOfDay: 'Choose a start time, {day}',
  loadingTimes: 'Loading the start times…',
  timesFailed: 'We could not load the start times of this day. Please try again in a moment.',
  noTimes: 'No departure can be booked on this day any more. Please choose another day.',

  party: 'Who is coming',
  ageFrom: 'Age {min}+',
  ageBetween: 'Age {min}–{max}',
  addOne: 'Add one {unit}',
  removeOne: 'Remove one {unit}',
  unitCount: '{unit}: {count}',
  overMax: 'More than {max} people?',
  enquiryLink: 'Contact us for a quote',
  fewerSeats: 'Only {count, plural, one {# seat left} other {# seats left}} on this departure.',
  minimum: 'This tour books {min} people or more.',

  total: 'Total',
  totalOf: 'Total: {price}',
  addToCart: 'Add to cart',
  updateCart: 'Update cart',
  viewCart: 'View cart',
  chooseDateFirst: 'Choose a date and a start time to add this tour to your cart.',
  added: '{name}, {when}: added to your cart.',
  inCart: 'In your cart: {when}.',

  instant: 'Instant confirmation.',
  onRequest: 'We confirm your booking within a day.',
  noRefund: 'This tour cannot be refunded once booked.',
  /** The cancellation policy, tier by tier: "Free cancellation up to 24 hours before the start." */
  hours: '{count, plural, one {# hour} other {# hours}}',
  days: '{count, plural, one {# day} other {# days}}',
  freeUntilStart: 'free cancellation until the start',
  freeBefore: 'free cancellation up to {before} before the start',
  refundUntilStart: '{percent}% refunded until the start',
  refundBefore: '{percent}% refunded up to {before} before the start',
  tierSeparator: '; ',
});
