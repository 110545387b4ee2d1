import { defineMessages } from '@/i18n';

/** What the visitor reads while booking departures and managing them (API.md, "Since round 3"). */
export const bookingMessages = defineMessages('bookings', {
  adults: '{count, plural, one {# adult} other {# adults}}',
  children: '{count, plural, one {# child} other {# children}}',
  infants: '{count, plural, one {# infant} other {# infants}}',
  noOne: 'No one',
  when: '{day} at {time}',

  holdTitle: 'Your seats are held',
  holdLead: 'Confirm your booking before the time runs out, or the seats go back on sale.',
  holdTimeLeft: 'Time left',
  /** What a screen reader hears now and then, not every second. */
  holdAnnounce:
    '{minutes, plural, =0 {Less than a minute left to confirm your booking.} one {Less than a minute left to confirm your booking.} other {# minutes left to confirm your booking.}}',
  holdConfirm: 'Confirm booking',
  holdConfirming: 'Confirming...',
  holdRanOut:
    'Your hold has run out: the seats are no longer kept for you. Book again to hold them anew.',

  book: 'Book',
  bookBusy: 'Holding your seats...',
  bookExplain:
    'We hold the seats of every departure for you, then you confirm. You pay nothing today.',
  bookFailed: 'Your seats could not be held. Please try again.',
  network: 'The server cannot be reached. Please check your connection and try again.',
  confirmFailed: 'Your booking could not be confirmed. Please try again.',
  enquire: 'Send us an enquiry',

  confirmedTitle: 'Your booking is confirmed',
  requestedTitle: 'Your booking awaits the operator',
  confirmed: 'Booking {reference} is confirmed. We have sent you the details by e-mail.',
  requested:
    "Booking {reference} is received and awaits the operator's confirmation. We will e-mail you as soon as it is confirmed.",
  myBookings: 'See My Bookings',
});
