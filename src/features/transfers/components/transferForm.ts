import * as Yup from 'yup';
import { operatorToday } from '@/contract/dates';
import { TEXT_LIMITS, TRANSFER_CAPACITY } from '@/contract/limits';
import { MESSAGES } from '@/contract/messages';
import {
  ARRIVAL_TIME,
  FLIGHT_NUMBER_MAX,
  isAirportPickup,
  isFlightNumber,
  normalFlightNumber,
  TRANSFER_NOTES_MAX,
} from '@/contract/flights';
import type { TransferRequest } from '@/contract/wire/transfers';
import type { Translate } from '@/i18n';
import { transferMessages } from '../messages';

export interface TransferFormValues {
  pickupLocation: string;
  dropLocation: string;
  pickupDate: string;
  pickupTime: string;
  /** Text while typed, as number inputs give it. */
  capacity: string;
  isRoundTrip: boolean;
  /** The arriving flight: asked for an airport pickup, optional otherwise. */
  flightNumber: string;
  arrivalTime: string;
  notes: string;
}

export type TransferField = keyof TransferFormValues;

export const EMPTY_TRANSFER: TransferFormValues = {
  pickupLocation: '',
  dropLocation: '',
  pickupDate: '',
  pickupTime: '',
  capacity: '1',
  isRoundTrip: false,
  flightNumber: '',
  arrivalTime: '',
  notes: '',
};

const location = (required: string, tooLong: string) =>
  Yup.string().trim().required(required).max(TEXT_LIMITS.location, tooLong);

/** Required when the pickup is at an airport (the driver meets the flight), optional otherwise. */
const forAirportPickup = (schema: Yup.StringSchema, required: string) =>
  schema.when('pickupLocation', {
    is: (place: string | undefined) => isAirportPickup(place ?? ''),
    then: (rule) => rule.required(required),
  });

/**
 * The transfer form's rules: the server's, checked before sending, in the form's own words (the
 * page's language; in English the flight's are contract/flights.ts's, word for word).
 */
export function transferSchema(t: Translate) {
  const capacityPositive = t(MESSAGES.capacityPositive);
  const tooLong = t(transferMessages.tooLong, { max: TEXT_LIMITS.location });
  const flightNumberInvalid = t(transferMessages.flightNumberInvalid);
  return Yup.object({
    pickupLocation: location(t(MESSAGES.pickupLocationRequired), tooLong),
    dropLocation: location(t(MESSAGES.dropLocationRequired), tooLong),
    pickupDate: Yup.string()
      .required(t(MESSAGES.pickupDateRequired))
      // ISO dates compare as text.
      .test('not-past', t(transferMessages.pastDate), (date) => !date || date >= operatorToday()),
    pickupTime: Yup.string().required(t(MESSAGES.pickupTimeRequired)),
    capacity: Yup.number()
      .transform((value, text) => (text === '' ? undefined : value))
      .typeError(capacityPositive)
      .required(capacityPositive)
      .integer(capacityPositive)
      .min(TRANSFER_CAPACITY.min, capacityPositive)
      .max(TRANSFER_CAPACITY.max, t(transferMessages.capacityMax, { max: TRANSFER_CAPACITY.max })),
    isRoundTrip: Yup.boolean(),
    flightNumber: forAirportPickup(
      Yup.string()
        .trim()
        .max(FLIGHT_NUMBER_MAX, flightNumberInvalid)
        .test('flight', flightNumberInvalid, (text) => !text || isFlightNumber(text)),
      t(transferMessages.flightNumberRequired),
    ),
    arrivalTime: forAirportPickup(
      Yup.string().matches(ARRIVAL_TIME, {
        message: t(transferMessages.arrivalTimeInvalid),
        excludeEmptyString: true,
      }),
      t(transferMessages.arrivalTimeRequired),
    ),
    notes: Yup.string().max(
      TRANSFER_NOTES_MAX,
      t(transferMessages.notesTooLong, { max: TRANSFER_NOTES_MAX }),
    ),
  });
}

/** The time input gives HH:MM; the API wants HH:MM:SS (the API reference at /api/docs). */
export const withSeconds = (time: string) => (time.length === 5 ? `${time}:00` : time);

/** Only what was filled in: a transfer without a flight sends SPEC.md's fields alone. */
function flightOf(values: TransferFormValues): Partial<TransferRequest> {
  const flight: Partial<TransferRequest> = {};
  if (values.flightNumber.trim()) flight.flightNumber = normalFlightNumber(values.flightNumber);
  if (values.arrivalTime) flight.arrivalTime = values.arrivalTime.slice(0, 5);
  if (values.notes.trim()) flight.notes = values.notes.trim();
  return flight;
}

/** The form sends every SPEC.md field and the flight fields filled in. */
export function toTransferRequest(values: TransferFormValues): TransferRequest {
  return {
    capacity: Number(values.capacity),
    pickupLocation: values.pickupLocation.trim(),
    dropLocation: values.dropLocation.trim(),
    pickupDate: values.pickupDate,
    pickupTime: withSeconds(values.pickupTime),
    isRoundTrip: values.isRoundTrip,
    ...flightOf(values),
  };
}
