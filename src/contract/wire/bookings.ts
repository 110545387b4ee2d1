import { Type, type Static } from '@sinclair/typebox';
import { MAX_EXCURSIONS_PER_BOOKING } from '@/contract/limits';
import { BookingLine, BookingState } from '@/contract/wire/departures';
import { optionalBookingPaymentFields } from '@/contract/wire/payments';

/** Booking excursions (`POST booking/add`) and the signed-in user's bookings. */

const ignored = (what: string) =>
  Type.Optional(Type.Unknown({ description: `Ignored: ${what} comes from the server` }));

/**
 * What the website sends. Only `excursionIds` is read; the website also sends the user, price
 * and status of a new booking, which the server sets itself.
 */
export const BookingRequest = Type.Object({
  excursionIds: Type.Optional(
    Type.Array(Type.Integer(), {
      default: [],
      description: `The excursions to book, in order: 1 to ${MAX_EXCURSIONS_PER_BOOKING} ids (a repeated id counts once)`,
    }),
  ),
  userId: ignored('the user'),
  userEmail: ignored("the account's e-mail"),
  userName: ignored("the account's name"),
  totalPrice: ignored('the price'),
  isCompleted: ignored('the status'),
  isCancelled: ignored('the status'),
  paymentStatus: ignored('the payment status'),
});
export type BookingRequest = Static<typeof BookingRequest>;

/** The new booking, in the success envelope. */
export const BookingCreated = Type.Object({
  id: Type.Integer(),
  generatedBookingId: Type.String({ description: 'The reference the traveller quotes' }),
});
export type BookingCreated = Static<typeof BookingCreated>;

/** A booking as the user's list shows it. */
export const Booking = Type.Object({
  id: Type.Integer(),
  generatedBookingId: Type.String(),
  excursionNames: Type.Array(Type.String(), { description: 'In the order they were booked' }),
  totalPrice: Type.Number({ description: 'Computed from the lines; 0 until a request is quoted' }),
  currency: Type.String(),
  isCompleted: Type.Boolean(),
  isCancelled: Type.Boolean(),
  paymentStatus: Type.String(),
  status: BookingState,
  lines: Type.Array(BookingLine, {
    description: 'The departures booked, in order; none for a booking made on request',
  }),
  ...optionalBookingPaymentFields,
});
export type Booking = Static<typeof Booking>;
