import { Type, type Static } from '@sinclair/typebox';
import {
  MAX_LINES_PER_RESERVATION,
  MAX_PEOPLE_PER_LINE,
  MAX_SCHEDULE_RULES,
  MAX_CLOSURES,
  MAX_DEPARTURE_CAPACITY,
  MAX_UNIT_PRICE,
  CALENDAR_MAX_DAYS,
} from '@/contract/booking';
import { DISPLAY_CURRENCIES } from '@/contract/currencies';

/**
 * The booking engine's wire shapes (API.md, "Since round 3"): an excursion's prices per unit and
 * booking rules, its departures (a start time on a date, with a capacity), holds, bookings with
 * lines, and the operator's schedule. Modelled on the OCTO standard: product → start times →
 * departures; units adult/child/infant; hold then confirm; AVAILABLE / LIMITED / SOLD_OUT / CLOSED.
 */

const IsoDate = Type.String({ format: 'date', description: 'YYYY-MM-DD in Africa/Banjul' });
const TimeOfDay = Type.String({
  pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$',
  description: 'HH:MM in Africa/Banjul',
});
const Money = Type.Number({ minimum: 0, description: 'In the base currency, 2 decimals at most' });
const Instant = Type.String({ format: 'date-time', description: 'ISO 8601, UTC' });

export const UNITS = ['adult', 'child', 'infant'] as const;
export type Unit = (typeof UNITS)[number];
export const UnitName = Type.Union(UNITS.map((unit) => Type.Literal(unit)));

/** One unit's price, as the operator sets it and the tour page shows it. */
export const UnitPrice = Type.Object({
  unit: UnitName,
  label: Type.String({ minLength: 1, maxLength: 40 }),
  minAge: Type.Integer({ minimum: 0, maximum: 120 }),
  maxAge: Type.Integer({ minimum: 0, maximum: 120 }),
  price: Type.Number({ minimum: 0, maximum: MAX_UNIT_PRICE }),
});
export type UnitPrice = Static<typeof UnitPrice>;

/** What the operator edits: on request (no price shown), or a price per unit. */
export const PricingInput = Type.Object({
  onRequest: Type.Boolean(),
  units: Type.Array(UnitPrice, { maxItems: UNITS.length }),
});
export type PricingInput = Static<typeof PricingInput>;

/** An excursion's prices, in its public answer. */
export const ExcursionPricing = Type.Object({
  onRequest: Type.Boolean(),
  currency: Type.String(),
  fromPrice: Type.Union([Type.Number(), Type.Null()], {
    description: 'The lowest adult price; null on request',
  }),
  units: Type.Array(UnitPrice),
});
export type ExcursionPricing = Static<typeof ExcursionPricing>;

/** Cancelled at least `hoursBefore` hours before the start refunds `refundPercent`. */
export const CancellationTier = Type.Object({
  hoursBefore: Type.Integer({ minimum: 0, maximum: 24 * 365 }),
  refundPercent: Type.Integer({ minimum: 0, maximum: 100 }),
});
export type CancellationTier = Static<typeof CancellationTier>;

const bookingRuleFields = {
  instantConfirmation: Type.Boolean(),
  cutoffHours: Type.Integer({ minimum: 0, maximum: 24 * 30 }),
  minPerBooking: Type.Integer({ minimum: 1, maximum: MAX_PEOPLE_PER_LINE }),
  maxPerBooking: Type.Integer({ minimum: 1, maximum: MAX_PEOPLE_PER_LINE }),
  cancellationPolicy: Type.Array(CancellationTier, {
    maxItems: 6,
    description: 'The first tier that holds wins; none: no refund',
  }),
};

/** An excursion's booking rules, in its public answer. */
export const BookingRules = Type.Object(bookingRuleFields);
export type BookingRules = Static<typeof BookingRules>;

/** A weekly rule: on these weekdays between two dates, these start times with this capacity. */
export const ScheduleRule = Type.Object({
  from: IsoDate,
  to: IsoDate,
  weekdays: Type.Array(Type.Integer({ minimum: 1, maximum: 7 }), {
    minItems: 1,
    maxItems: 7,
    description: '1 = Monday … 7 = Sunday',
  }),
  times: Type.Array(TimeOfDay, { minItems: 1, maxItems: 12 }),
  capacity: Type.Integer({ minimum: 1, maximum: MAX_DEPARTURE_CAPACITY }),
});
export type ScheduleRule = Static<typeof ScheduleRule>;

/** The operator's schedule of an excursion: its booking rules, weekly rules and closed dates. */
export const Schedule = Type.Object({
  ...bookingRuleFields,
  rules: Type.Array(ScheduleRule, { maxItems: MAX_SCHEDULE_RULES }),
  closures: Type.Array(IsoDate, { maxItems: MAX_CLOSURES }),
});
export type Schedule = Static<typeof Schedule>;

export const AVAILABILITY_STATUSES = ['AVAILABLE', 'LIMITED', 'SOLD_OUT', 'CLOSED'] as const;
export type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];
export const AvailabilityStatus = Type.Union(
  AVAILABILITY_STATUSES.map((status) => Type.Literal(status)),
);

/** `GET excursions/{id}/calendar?from&to` (at most CALENDAR_MAX_DAYS days). */
export const CalendarQuery = Type.Object({ from: IsoDate, to: IsoDate });
export type CalendarQuery = Static<typeof CalendarQuery>;

export const CalendarDay = Type.Object({
  date: IsoDate,
  status: AvailabilityStatus,
  vacancies: Type.Integer({ minimum: 0, description: "Seats left on the day's open departures" }),
});
export type CalendarDay = Static<typeof CalendarDay>;

export const DeparturesQuery = Type.Object({ date: IsoDate });
export type DeparturesQuery = Static<typeof DeparturesQuery>;

/** One departure as a visitor picks it. */
export const Departure = Type.Object({
  id: Type.Integer(),
  date: IsoDate,
  time: TimeOfDay,
  startsAt: Instant,
  cutoffAt: Instant,
  capacity: Type.Integer(),
  vacancies: Type.Integer({ minimum: 0 }),
  status: AvailabilityStatus,
});
export type Departure = Static<typeof Departure>;

/** How many of each unit. Missing units count 0. */
export const UnitCounts = Type.Object({
  adult: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_PEOPLE_PER_LINE, default: 0 })),
  child: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_PEOPLE_PER_LINE, default: 0 })),
  infant: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_PEOPLE_PER_LINE, default: 0 })),
});
export type UnitCounts = Static<typeof UnitCounts>;

export const ReserveLine = Type.Object({
  departureId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  units: UnitCounts,
});
export type ReserveLine = Static<typeof ReserveLine>;

/** `POST booking/reserve`: every line is held, or none. */
export const ReserveRequest = Type.Object({
  lines: Type.Array(ReserveLine, { minItems: 1, maxItems: MAX_LINES_PER_RESERVATION }),
  displayCurrency: Type.Optional(
    Type.Union(
      DISPLAY_CURRENCIES.map((currency) => Type.Literal(currency)),
      {
        description:
          'The currency the visitor saw the total approximated in: the booking records it with ' +
          "the operator's rate now. Nothing is charged in it.",
      },
    ),
  ),
});
export type ReserveRequest = Static<typeof ReserveRequest>;

export const BOOKING_STATES = [
  'on_hold',
  'requested',
  'confirmed',
  'cancelled',
  'expired',
  'completed',
] as const;
export type BookingState = (typeof BOOKING_STATES)[number];
export const BookingState = Type.Union(BOOKING_STATES.map((state) => Type.Literal(state)));

/** One departure of a booking, with its party and price. */
export const BookingLine = Type.Object({
  departureId: Type.Integer(),
  excursionId: Type.Integer(),
  excursionName: Type.String(),
  date: IsoDate,
  time: TimeOfDay,
  units: Type.Object({
    adult: Type.Integer(),
    child: Type.Integer(),
    infant: Type.Integer(),
  }),
  price: Money,
});
export type BookingLine = Static<typeof BookingLine>;

/** A held (then confirmed) booking of departures. */
export const DepartureBooking = Type.Object({
  id: Type.Integer(),
  generatedBookingId: Type.String(),
  status: BookingState,
  expiresAt: Type.Union([Instant, Type.Null()], { description: 'When a hold ends' }),
  totalPrice: Money,
  currency: Type.String(),
  lines: Type.Array(BookingLine),
});
export type DepartureBooking = Static<typeof DepartureBooking>;

/** What cancelling now gives back, by the excursion's policy. */
export const CancellationQuote = Type.Object({
  refundPercent: Type.Integer({ minimum: 0, maximum: 100 }),
  refundAmount: Money,
  currency: Type.String(),
});
export type CancellationQuote = Static<typeof CancellationQuote>;

/** The console's departures list (`GET operator/departures`). */
export const OperatorDeparturesQuery = Type.Object({
  excursionId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
  from: IsoDate,
  to: IsoDate,
});
export type OperatorDeparturesQuery = Static<typeof OperatorDeparturesQuery>;

export const OperatorDeparture = Type.Object({
  id: Type.Integer(),
  excursionId: Type.Integer(),
  excursionName: Type.String(),
  date: IsoDate,
  time: TimeOfDay,
  capacity: Type.Integer(),
  booked: Type.Integer({ description: 'Seats of requested and confirmed bookings' }),
  held: Type.Integer({ description: 'Seats of holds not yet confirmed' }),
  status: AvailabilityStatus,
  closed: Type.Boolean(),
});
export type OperatorDeparture = Static<typeof OperatorDeparture>;

/** `PUT operator/departures/{id}`. */
export const DepartureChange = Type.Object({
  capacity: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_DEPARTURE_CAPACITY })),
  closed: Type.Optional(Type.Boolean()),
  cancelBookings: Type.Optional(Type.Boolean()),
});
export type DepartureChange = Static<typeof DepartureChange>;

/** One booking on a departure's manifest. */
export const ManifestRow = Type.Object({
  bookingId: Type.Integer(),
  generatedBookingId: Type.String(),
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  isWhatsAppUser: Type.Boolean(),
  units: Type.Object({ adult: Type.Integer(), child: Type.Integer(), infant: Type.Integer() }),
  status: BookingState,
  checkedInAt: Type.Union([Instant, Type.Null()], {
    description: 'When the party was checked in at the meeting point; null until it arrives',
  }),
});
export type ManifestRow = Static<typeof ManifestRow>;

export { CALENDAR_MAX_DAYS };
