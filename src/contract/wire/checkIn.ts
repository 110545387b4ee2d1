import { Type, type Static } from '@sinclair/typebox';
import { BookingLine, BookingState } from './departures';

/**
 * Check-in at the meeting point (API.md, "Since round 3", Travel documents): the voucher's QR code
 * opens `/operator/check-in/{token}`, where a member of staff sees the party and checks it in.
 */

export const CheckInParams = Type.Object({
  token: Type.String({
    pattern: '^[A-Za-z0-9_-]{16,64}$',
    description: "The secret of the booking's voucher QR code",
  }),
});
export type CheckInParams = Static<typeof CheckInParams>;

const Instant = Type.String({ format: 'date-time', description: 'ISO 8601, UTC' });

/** One departure of the booking, and whether its party has been checked in. */
export const CheckInLine = Type.Composite([
  Type.Omit(BookingLine, ['price']),
  Type.Object({
    lineId: Type.Integer(),
    /** Departs today where the operator works: what a check-in without `lineId` marks. */
    today: Type.Boolean(),
    checkedInAt: Type.Union([Instant, Type.Null()]),
    checkedInBy: Type.Union([Type.String({ description: "The staff member's name" }), Type.Null()]),
  }),
]);
export type CheckInLine = Static<typeof CheckInLine>;

/** The booking behind a voucher, as the guide at the meeting point needs it. */
export const CheckInBooking = Type.Object({
  bookingId: Type.Integer(),
  generatedBookingId: Type.String(),
  name: Type.String(),
  phone: Type.String(),
  isWhatsAppUser: Type.Boolean(),
  status: BookingState,
  paymentStatus: Type.String(),
  totalPrice: Type.Number({ minimum: 0 }),
  currency: Type.String(),
  lines: Type.Array(CheckInLine),
  refusal: Type.Union([Type.String(), Type.Null()], {
    description:
      'Why checking in now would be refused (cancelled, not confirmed, no departure today, already checked in); null when it can be done',
  }),
});
export type CheckInBooking = Static<typeof CheckInBooking>;

/** Checking in: today's departures of the booking, or the one line named. */
export const CheckInRequest = Type.Object({
  lineId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
});
export type CheckInRequest = Static<typeof CheckInRequest>;
