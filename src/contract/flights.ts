/**
 * A transfer's flight (issue 40): the number the driver holds up at arrivals, its arrival time on
 * the pickup date, and a word for the driver. The form and the server check them alike.
 */

/** An airline's 2-character code (letters, or a letter and a digit) or 3-letter code, then 1–4 digits and an optional letter: SN203, HC501, 2W123, TAP1483. */
export const FLIGHT_NUMBER = /^(?:[A-Z]{2,3}|[A-Z]\d|\d[A-Z])\d{1,4}[A-Z]?$/;

/** The longest flight number as typed, spaces and all. */
export const FLIGHT_NUMBER_MAX = 16;
export const TRANSFER_NOTES_MAX = 500;

/** A flight number as stored: upper case, without spaces or dashes ("sn 203" → "SN203"). */
export const normalFlightNumber = (text: string) => text.toUpperCase().replace(/[\s-]+/g, '');

export const isFlightNumber = (text: string) => FLIGHT_NUMBER.test(normalFlightNumber(text));

/** HH:MM (or HH:MM:SS, as a time input may give it), 24-hour clock. */
export const ARRIVAL_TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

/** An airport pickup: the traveller lands, so the driver needs the flight and when it lands. */
export const isAirportPickup = (pickupLocation: string) =>
  /\b(airport|a[ée]roport)\b/i.test(pickupLocation);

export const FLIGHT_MESSAGES = {
  flightNumberInvalid:
    'Flight number must be an airline code and a number, such as SN203 or HC 501',
  flightNumberRequired: 'Flight number is required for an airport pickup',
  arrivalTimeInvalid: 'Arrival time must be a time of day written as HH:MM',
  arrivalTimeRequired: 'Arrival time is required for an airport pickup',
  notesTooLong: `Notes can be at most ${TRANSFER_NOTES_MAX} characters`,
} as const;
