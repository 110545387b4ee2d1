import { defineMessages } from '@/i18n';

/** The cart page's words: SPEC.md's excursions on request and the dated departures (API.md, "Since round 3"). */
export const cartMessages = defineMessages('cart', {
  title: 'Your Cart',
  emptyLead: 'Add excursions from our tours and book them all at once.',
  browseTours: 'Browse our tours',

  excursionsLabel: 'Excursions in your cart',
  excursionFallbackName: 'excursion {id}',
  unavailableTitle: 'Excursion no longer available',
  unavailableText: 'We no longer offer this excursion. Remove it to book the others.',
  notLoadedTitle: 'Excursion not loaded',
  notLoadedText: 'This excursion cannot be shown right now. Please try again later.',
  removeExcursion: 'Remove {name} from the cart',
  remove: 'Remove',

  bookingTitle: 'Your booking',
  excursionCount: '{count, plural, one {# excursion} other {# excursions}}',
  bookingExplain:
    'Book now and our team confirms the dates, the price and the pickup with you by e-mail. You pay nothing today.',
  booking: 'Booking...',
  bookNow: 'Book Now',

  departuresLabel: 'Departures in your cart',
  heldLabel: 'Departures held for you',
  removeDeparture: 'Remove {name} on {day} from the cart',
  summaryTitle: 'Your departures',
  departureCount: '{count, plural, one {# departure} other {# departures}}',
  total: 'Total',
  payLoading: 'Loading the payment step...',
});
