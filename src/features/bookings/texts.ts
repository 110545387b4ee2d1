/** What the visitor reads while booking departures and managing them (API.md, "Since round 3"). */
export const BOOKING_TEXTS = {
  units: {
    adult: ['adult', 'adults'],
    child: ['child', 'children'],
    infant: ['infant', 'infants'],
  },
  noOne: 'No one',
  at: 'at',
  hold: {
    title: 'Your seats are held',
    lead: 'Confirm your booking before the time runs out, or the seats go back on sale.',
    timeLeft: 'Time left',
    /** What a screen reader hears now and then, not every second. */
    announce: (minutes: number) =>
      minutes <= 1
        ? 'Less than a minute left to confirm your booking.'
        : `${minutes} minutes left to confirm your booking.`,
    confirm: 'Confirm booking',
    confirming: 'Confirming...',
    release: 'Back to the cart',
    ranOut:
      'Your hold has run out: the seats are no longer kept for you. Book again to hold them anew.',
  },
  book: {
    action: 'Book',
    busy: 'Holding your seats...',
    explain:
      'We hold the seats of every departure for you, then you confirm. You pay nothing today.',
    lineRefused: 'Some departures cannot be held. Change or remove them, then book again.',
    failed: 'Your seats could not be held. Please try again.',
    network: 'The server cannot be reached. Please check your connection and try again.',
    confirmFailed: 'Your booking could not be confirmed. Please try again.',
    enquire: 'Send us an enquiry',
  },
  booked: {
    confirmedTitle: 'Your booking is confirmed',
    requestedTitle: 'Your booking awaits the operator',
    confirmed: (reference: string) =>
      `Booking ${reference} is confirmed. We have sent you the details by e-mail.`,
    requested: (reference: string) =>
      `Booking ${reference} is received and awaits the operator's confirmation. We will e-mail you as soon as it is confirmed.`,
    myBookings: 'See My Bookings',
  },
} as const;
