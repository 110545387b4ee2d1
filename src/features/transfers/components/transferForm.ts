import * as Yup from 'yup';
import { operatorToday } from '@/contract/dates';
import { TEXT_LIMITS, TRANSFER_CAPACITY } from '@/contract/limits';
import { MESSAGES } from '@/contract/messages';
import type { TransferDetails } from '@/contract/wire/transfers';

export interface TransferFormValues {
  pickupLocation: string;
  dropLocation: string;
  pickupDate: string;
  pickupTime: string;
  /** Text while typed, as number inputs give it. */
  capacity: string;
  isRoundTrip: boolean;
}

export type TransferField = keyof TransferFormValues;

export const EMPTY_TRANSFER: TransferFormValues = {
  pickupLocation: '',
  dropLocation: '',
  pickupDate: '',
  pickupTime: '',
  capacity: '1',
  isRoundTrip: false,
};

export const PAST_DATE_MESSAGE = 'Please choose today or a later date';
export const CAPACITY_MAX_MESSAGE = `Capacity can be at most ${TRANSFER_CAPACITY.max}`;
const TOO_LONG_MESSAGE = `Please keep it under ${TEXT_LIMITS.location} characters`;

const location = (required: string) =>
  Yup.string().trim().required(required).max(TEXT_LIMITS.location, TOO_LONG_MESSAGE);

/** The transfer form's rules: the server's, checked before sending, in the form's own words. */
export const transferSchema = Yup.object({
  pickupLocation: location(MESSAGES.pickupLocationRequired),
  dropLocation: location(MESSAGES.dropLocationRequired),
  pickupDate: Yup.string()
    .required(MESSAGES.pickupDateRequired)
    // ISO dates compare as text.
    .test('not-past', PAST_DATE_MESSAGE, (date) => !date || date >= operatorToday()),
  pickupTime: Yup.string().required(MESSAGES.pickupTimeRequired),
  capacity: Yup.number()
    .transform((value, text) => (text === '' ? undefined : value))
    .typeError(MESSAGES.capacityPositive)
    .required(MESSAGES.capacityPositive)
    .integer(MESSAGES.capacityPositive)
    .min(TRANSFER_CAPACITY.min, MESSAGES.capacityPositive)
    .max(TRANSFER_CAPACITY.max, CAPACITY_MAX_MESSAGE),
  isRoundTrip: Yup.boolean(),
});

/** The time input gives HH:MM; the API wants HH:MM:SS (the API reference at /api/docs). */
export const withSeconds = (time: string) => (time.length === 5 ? `${time}:00` : time);

/** The form sends every field; the wire lets any be missing. */
export function toTransferRequest(values: TransferFormValues): TransferDetails {
  return {
    capacity: Number(values.capacity),
    pickupLocation: values.pickupLocation.trim(),
    dropLocation: values.dropLocation.trim(),
    pickupDate: values.pickupDate,
    pickupTime: withSeconds(values.pickupTime),
    isRoundTrip: values.isRoundTrip,
  };
}
