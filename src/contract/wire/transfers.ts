import { Type, type Static } from '@sinclair/typebox';
import { TRANSFER_STATUSES } from '@/contract/statuses';
import { OPERATOR_TIME_ZONE, TEXT_LIMITS, TRANSFER_CAPACITY } from '@/contract/limits';
import { FLIGHT_NUMBER_MAX, TRANSFER_NOTES_MAX } from '@/contract/flights';

/** Booking a transfer (`POST user/transfer` on the transport API) and the user's transfers. */

const ignored = (what: string) =>
  Type.Optional(Type.Unknown({ description: `Ignored: ${what} comes from the server` }));

/**
 * What the transfer form sends. Every field is optional on the wire so that the server can
 * answer a missing one with its own sentence.
 */
export const TransferRequest = Type.Object({
  pickupLocation: Type.Optional(Type.String({ maxLength: TEXT_LIMITS.location })),
  dropLocation: Type.Optional(Type.String({ maxLength: TEXT_LIMITS.location })),
  pickupDate: Type.Optional(
    Type.String({
      maxLength: 32,
      description: `YYYY-MM-DD, not before today in ${OPERATOR_TIME_ZONE}`,
      examples: ['2030-01-31'],
    }),
  ),
  pickupTime: Type.Optional(
    Type.String({ maxLength: 32, description: 'HH:MM:SS, 24-hour clock', examples: ['09:30:00'] }),
  ),
  capacity: Type.Optional(
    Type.Integer({
      description: `Passengers, ${TRANSFER_CAPACITY.min} to ${TRANSFER_CAPACITY.max}`,
      examples: [2],
    }),
  ),
  isRoundTrip: Type.Optional(Type.Boolean({ default: false })),
  flightNumber: Type.Optional(
    Type.String({
      maxLength: FLIGHT_NUMBER_MAX,
      description: 'The arriving flight: airline code and number; stored upper case without spaces',
      examples: ['SN203'],
    }),
  ),
  arrivalTime: Type.Optional(
    Type.String({
      maxLength: 32,
      description: 'When the flight lands on the pickup date: HH:MM, 24-hour clock',
      examples: ['14:35'],
    }),
  ),
  notes: Type.Optional(
    Type.String({ maxLength: TRANSFER_NOTES_MAX, description: 'A word for the driver' }),
  ),
  status: ignored('the status'),
  userId: ignored('the user'),
});
export type TransferRequest = Static<typeof TransferRequest>;

export const TransferStatus = Type.Union(TRANSFER_STATUSES.map((status) => Type.Literal(status)));
export type TransferStatus = Static<typeof TransferStatus>;

/** The flight a transfer meets, when one was given (issue 40); null when none. */
export const TransferFlight = Type.Object({
  flightNumber: Type.Union([Type.String(), Type.Null()], { examples: ['SN203'] }),
  arrivalTime: Type.Union([Type.String({ description: 'HH:MM' }), Type.Null()]),
  notes: Type.Union([Type.String(), Type.Null()]),
});
export type TransferFlight = Static<typeof TransferFlight>;

/** A booked transfer, as the booking answer and the user's list give it. */
export const Transfer = Type.Object({
  id: Type.Integer(),
  pickupLocation: Type.String(),
  dropLocation: Type.String(),
  pickupDate: Type.String({ description: 'YYYY-MM-DD' }),
  pickupTime: Type.String({ description: 'HH:MM:SS' }),
  capacity: Type.Integer(),
  isRoundTrip: Type.Boolean(),
  ...TransferFlight.properties,
  status: TransferStatus,
});
export type Transfer = Static<typeof Transfer>;

/** A transfer with every detail present: what the form fills in and the server stores. */
export type TransferDetails = Omit<Transfer, 'id' | 'status' | keyof TransferFlight> &
  Partial<TransferFlight>;
