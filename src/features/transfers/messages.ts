import { defineMessages } from '@/i18n';

/** The transfer services page: what a transfer is, how it works, and the booking form. */
export const transferMessages = defineMessages('transfers', {
  heading: 'Book Your Transfer',
  intro:
    'From Banjul International Airport to your hotel on the coast, or from one place to the next: a driver who knows the roads meets you on time, for 1 to 50 passengers.',
  formHeading: 'Your transfer',
  requiredNote: 'Fields marked * are required.',

  // How it works
  howItWorks: 'How it works',
  step1Title: 'Tell us where and when',
  step1Text: 'Your pickup point, where you are going, the date, the time and how many you are.',
  step2Title: 'We confirm by e-mail',
  step2Text: 'The booking appears under Transfers in your profile; we e-mail you the details.',
  step3Title: 'Your driver meets you',
  step3Text: 'At {airport} the driver waits in the arrivals hall with your name on a board.',
  popular: 'Popular transfers',
  popularStrip: '{airport} to the Kololi and Senegambia strip hotels',
  popularKotu: '{airport} to Kotu, Fajara and Bakau',
  popularFerry: 'Hotels on the coast to Banjul ferry terminal for the north bank',
  popularEvening: 'Resort to resort, or to a restaurant or a craft market for the evening',
  groupBefore: 'A group of more than {count} with luggage, or a tour across borders?',
  groupLink: 'Send us an enquiry',
  groupAfter: 'and we plan the vehicles with you.',

  // The form
  formLabel: 'Book your transfer',
  needsAccount: 'Booking a transfer needs an account.',
  logIn: 'Log in',
  or: 'or',
  signUp: 'sign up',
  first: 'first.',
  pickupLocation: 'Pickup location',
  pickupPlaceholder: 'e.g. Banjul International Airport',
  dropLocation: 'Drop location',
  dropPlaceholder: 'e.g. Kololi, Senegambia strip hotels',
  pickupDate: 'Pickup date',
  pickupTime: 'Pickup time',
  flightNumber: 'Flight number',
  flightNumberOptional: 'Flight number (optional)',
  flightPlaceholder: 'e.g. SN203',
  flightHint: 'The flight you arrive on',
  arrivalTime: 'Arrival time',
  arrivalTimeOptional: 'Arrival time (optional)',
  arrivalHint: 'When it lands, on the pickup date',
  capacity: 'Capacity (passengers)',
  capacityHint: 'From {min} to {max}',
  roundTrip: 'Round trip (we bring you back too)',
  notes: 'Notes for the driver (optional)',
  book: 'Book Transfer',
  booking: 'Booking...',

  // What the form refuses (the flight's sentences are the server's, contract/flights.ts)
  pastDate: 'Please choose today or a later date',
  capacityMax: 'Capacity can be at most {max}',
  tooLong: 'Please keep it under {max} characters',
  flightNumberInvalid:
    'Flight number must be an airline code and a number, such as SN203 or HC 501',
  flightNumberRequired: 'Flight number is required for an airport pickup',
  arrivalTimeInvalid: 'Arrival time must be a time of day written as HH:MM',
  arrivalTimeRequired: 'Arrival time is required for an airport pickup',
  notesTooLong: 'Notes can be at most {max} characters',
});
