import { Type, type Static, type TSchema } from '@sinclair/typebox';

/**
 * The OCTO open standard's shapes (core and the `octo/pricing` capability) as `/api/octo/` answers
 * them (decision 060). Field names, statuses and error codes are OCTO's; the conformance tests
 * check these against the types and schemas of `@octocloud/types`. OCTO's answers are bare
 * objects and its errors `{ error, errorMessage }`, not this API's envelope.
 */

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Instant = (description?: string) =>
  Type.String({ format: 'date-time', description: description ?? 'ISO 8601 in UTC' });
const LocalDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' });

export const OCTO_OPTION_ID = 'DEFAULT';
export const OCTO_UNIT_IDS = ['adult', 'child', 'infant'] as const;
export const OCTO_PRICING = 'octo/pricing';
/** How long a reseller's hold may be asked for or extended by, in minutes. */
export const OCTO_MAX_EXPIRATION_MINUTES = 1440;

export const OctoAvailabilityStatus = Type.Union([
  Type.Literal('AVAILABLE'),
  Type.Literal('FREESALE'),
  Type.Literal('SOLD_OUT'),
  Type.Literal('LIMITED'),
  Type.Literal('CLOSED'),
]);

export const OctoBookingStatus = Type.Union([
  Type.Literal('ON_HOLD'),
  Type.Literal('CONFIRMED'),
  Type.Literal('EXPIRED'),
  Type.Literal('CANCELLED'),
  Type.Literal('REDEEMED'),
  Type.Literal('PENDING'),
  Type.Literal('REJECTED'),
]);
export type OctoBookingStatus = Static<typeof OctoBookingStatus>;

/** An error as OCTO answers it; the id at fault is named beside the code where OCTO says so. */
export const OctoError = Type.Object(
  {
    error: Type.String({
      description:
        'INVALID_PRODUCT_ID, INVALID_OPTION_ID, INVALID_UNIT_ID, INVALID_AVAILABILITY_ID, ' +
        'INVALID_BOOKING_UUID, BAD_REQUEST, UNPROCESSABLE_ENTITY, UNAUTHORIZED, FORBIDDEN, ' +
        'TOO_MANY_REQUESTS, INTERNAL_SERVER_ERROR',
    }),
    errorMessage: Type.String(),
    productId: Type.Optional(Type.String()),
    optionId: Type.Optional(Type.String()),
    unitId: Type.Optional(Type.String()),
    availabilityId: Type.Optional(Type.String()),
    uuid: Type.Optional(Type.String()),
  },
  { $id: 'OctoError' },
);
export type OctoError = Static<typeof OctoError>;

export const OctoTax = Type.Object({
  name: Type.String(),
  retail: Type.Integer(),
  original: Type.Integer(),
  net: Nullable(Type.Integer()),
});

/** Amounts in the currency's minor units (cents), as OCTO's pricing capability carries them. */
export const OctoPricing = Type.Object({
  original: Type.Integer(),
  retail: Type.Integer(),
  net: Nullable(Type.Integer()),
  currency: Type.String(),
  currencyPrecision: Type.Integer(),
  includedTaxes: Type.Array(OctoTax),
});
export type OctoPricing = Static<typeof OctoPricing>;

export const OctoPricingUnit = Type.Intersect([
  OctoPricing,
  Type.Object({ unitId: Type.String() }),
]);
export type OctoPricingUnit = Static<typeof OctoPricingUnit>;

export const OctoSupplier = Type.Object({
  id: Type.String(),
  name: Type.String(),
  endpoint: Type.String({ description: 'The base URL of this OCTO API' }),
  contact: Type.Object({
    website: Nullable(Type.String()),
    email: Nullable(Type.String()),
    telephone: Nullable(Type.String()),
    address: Nullable(Type.String()),
  }),
});
export type OctoSupplier = Static<typeof OctoSupplier>;

/** The contact fields a product may require; this operator requires none. */
const ContactFields = Type.Array(
  Type.Union([
    Type.Literal('firstName'),
    Type.Literal('lastName'),
    Type.Literal('emailAddress'),
    Type.Literal('phoneNumber'),
    Type.Literal('country'),
    Type.Literal('notes'),
    Type.Literal('locales'),
    Type.Literal('allowMarketing'),
    Type.Literal('postalCode'),
  ]),
);

export const OctoUnit = Type.Object({
  id: Type.String({ description: 'adult, child or infant' }),
  internalName: Type.String(),
  reference: Nullable(Type.String()),
  type: Type.Union([Type.Literal('ADULT'), Type.Literal('CHILD'), Type.Literal('INFANT')]),
  restrictions: Type.Object({
    minAge: Type.Integer(),
    maxAge: Type.Integer(),
    idRequired: Type.Boolean(),
    minQuantity: Nullable(Type.Integer()),
    maxQuantity: Nullable(Type.Integer()),
    paxCount: Type.Integer(),
    accompaniedBy: Type.Array(Type.String()),
  }),
  requiredContactFields: ContactFields,
  title: Type.String(),
  pricingFrom: Type.Optional(Type.Array(OctoPricing)),
});
export type OctoUnit = Static<typeof OctoUnit>;

export const OctoOption = Type.Object({
  id: Type.String(),
  default: Type.Boolean(),
  internalName: Type.String(),
  reference: Nullable(Type.String()),
  availabilityLocalStartTimes: Type.Array(Type.String({ description: 'HH:MM' }), { minItems: 1 }),
  cancellationCutoff: Type.String({ description: 'Such as "24 hours"' }),
  cancellationCutoffAmount: Type.Integer(),
  cancellationCutoffUnit: Type.Union([
    Type.Literal('minute'),
    Type.Literal('hour'),
    Type.Literal('day'),
  ]),
  requiredContactFields: ContactFields,
  restrictions: Type.Object({
    minUnits: Nullable(Type.Integer()),
    maxUnits: Nullable(Type.Integer()),
  }),
  units: Type.Array(OctoUnit),
  title: Type.String(),
});
export type OctoOption = Static<typeof OctoOption>;

export const OctoProduct = Type.Object({
  id: Type.String({ description: "The excursion's id" }),
  internalName: Type.String(),
  reference: Nullable(Type.String()),
  locale: Type.String(),
  timeZone: Type.String(),
  allowFreesale: Type.Boolean(),
  instantConfirmation: Type.Boolean(),
  instantDelivery: Type.Boolean(),
  availabilityRequired: Type.Boolean(),
  availabilityType: Type.Literal('START_TIME'),
  deliveryFormats: Type.Array(Type.Literal('QRCODE')),
  deliveryMethods: Type.Array(Type.Literal('VOUCHER')),
  redemptionMethod: Type.Literal('DIGITAL'),
  options: Type.Array(OctoOption),
  title: Type.String(),
  shortDescription: Nullable(Type.String()),
  durationMinutesFrom: Type.Integer(),
  defaultCurrency: Type.String(),
  availableCurrencies: Type.Array(Type.String()),
  pricingPer: Type.Literal('UNIT'),
});
export type OctoProduct = Static<typeof OctoProduct>;

const OpeningHours = Type.Array(Type.Object({ from: Type.String(), to: Type.String() }));

export const OctoAvailabilityCalendarDay = Type.Object({
  localDate: LocalDate,
  available: Type.Boolean(),
  status: OctoAvailabilityStatus,
  vacancies: Nullable(Type.Integer()),
  capacity: Nullable(Type.Integer()),
  openingHours: OpeningHours,
  unitPricingFrom: Type.Optional(Type.Array(OctoPricingUnit)),
  pricingFrom: Type.Optional(OctoPricing),
});
export type OctoAvailabilityCalendarDay = Static<typeof OctoAvailabilityCalendarDay>;

export const OctoAvailability = Type.Object({
  id: Type.String({ description: 'The local start, such as 2026-12-01T09:00:00+00:00' }),
  localDateTimeStart: Type.String(),
  localDateTimeEnd: Type.String(),
  utcCutoffAt: Instant('When booking this departure closes'),
  allDay: Type.Boolean(),
  available: Type.Boolean(),
  status: OctoAvailabilityStatus,
  vacancies: Nullable(Type.Integer()),
  capacity: Nullable(Type.Integer()),
  maxUnits: Nullable(Type.Integer()),
  openingHours: OpeningHours,
  unitPricing: Type.Optional(Type.Array(OctoPricingUnit)),
  pricing: Type.Optional(OctoPricing),
});
export type OctoAvailability = Static<typeof OctoAvailability>;

export const OctoContact = Type.Object({
  fullName: Nullable(Type.String()),
  firstName: Nullable(Type.String()),
  lastName: Nullable(Type.String()),
  emailAddress: Nullable(Type.String()),
  phoneNumber: Nullable(Type.String()),
  locales: Type.Array(Type.String()),
  postalCode: Nullable(Type.String()),
  country: Nullable(Type.String()),
  notes: Nullable(Type.String()),
});
export type OctoContact = Static<typeof OctoContact>;

export const OctoUnitItem = Type.Object({
  uuid: Type.String(),
  resellerReference: Nullable(Type.String()),
  supplierReference: Nullable(Type.String()),
  unitId: Type.String(),
  status: OctoBookingStatus,
  utcRedeemedAt: Nullable(Instant()),
  contact: OctoContact,
  ticket: Type.Null(),
  pricing: Type.Optional(OctoPricing),
});
export type OctoUnitItem = Static<typeof OctoUnitItem>;

export const OctoBooking = Type.Object({
  id: Type.String({ description: "The booking's reference (generatedBookingId)" }),
  uuid: Type.String(),
  testMode: Type.Boolean(),
  resellerReference: Nullable(Type.String()),
  supplierReference: Nullable(Type.String()),
  status: OctoBookingStatus,
  utcCreatedAt: Instant(),
  utcUpdatedAt: Instant(),
  utcExpiresAt: Nullable(Instant()),
  utcRedeemedAt: Nullable(Instant()),
  utcConfirmedAt: Nullable(Instant()),
  productId: Type.String(),
  optionId: Type.String(),
  cancellable: Type.Boolean(),
  cancellation: Nullable(
    Type.Object({
      refund: Type.Union([Type.Literal('FULL'), Type.Literal('PARTIAL'), Type.Literal('NONE')]),
      reason: Nullable(Type.String()),
      utcCancelledAt: Instant(),
    }),
  ),
  freesale: Type.Boolean(),
  availabilityId: Nullable(Type.String()),
  availability: Nullable(OctoAvailability),
  contact: OctoContact,
  notes: Nullable(Type.String()),
  deliveryMethods: Type.Array(Type.Literal('VOUCHER')),
  voucher: Type.Null(),
  unitItems: Type.Array(OctoUnitItem),
  pricing: Type.Optional(OctoPricing),
});
export type OctoBooking = Static<typeof OctoBooking>;

/* Requests. Unknown properties are dropped, as the rest of the API does. */

const ProductRef = {
  productId: Type.String({ minLength: 1, maxLength: 40 }),
  optionId: Type.String({ minLength: 1, maxLength: 40 }),
};

const UnitsAsked = Type.Optional(
  Type.Array(
    Type.Object({
      id: Type.String({ maxLength: 40 }),
      quantity: Type.Integer({ minimum: 0, maximum: 500 }),
    }),
    { maxItems: 10 },
  ),
);

export const OctoCalendarRequest = Type.Object({
  ...ProductRef,
  localDateStart: LocalDate,
  localDateEnd: LocalDate,
  units: UnitsAsked,
  currency: Type.Optional(Nullable(Type.String({ maxLength: 3 }))),
});
export type OctoCalendarRequest = Static<typeof OctoCalendarRequest>;

export const OctoAvailabilityRequest = Type.Object({
  ...ProductRef,
  localDate: Type.Optional(LocalDate),
  localDateStart: Type.Optional(LocalDate),
  localDateEnd: Type.Optional(LocalDate),
  availabilityIds: Type.Optional(Type.Array(Type.String({ maxLength: 40 }), { maxItems: 100 })),
  units: UnitsAsked,
  currency: Type.Optional(Nullable(Type.String({ maxLength: 3 }))),
});
export type OctoAvailabilityRequest = Static<typeof OctoAvailabilityRequest>;

const ContactBody = Type.Object({
  fullName: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
  firstName: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  lastName: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  emailAddress: Type.Optional(Nullable(Type.String({ maxLength: 254 }))),
  phoneNumber: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
  locales: Type.Optional(Type.Array(Type.String({ maxLength: 35 }), { maxItems: 10 })),
  postalCode: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
  country: Type.Optional(Nullable(Type.String({ maxLength: 60 }))),
  notes: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
});
export type OctoContactBody = Static<typeof ContactBody>;

const ResellerReference = Type.String({ maxLength: 100 });

export const OctoHoldRequest = Type.Object({
  uuid: Type.Optional(
    Type.String({
      format: 'uuid',
      description: 'Your key for this booking: the same uuid again answers the same booking',
    }),
  ),
  ...ProductRef,
  availabilityId: Type.String({ minLength: 1, maxLength: 40 }),
  expirationMinutes: Type.Optional(
    Type.Integer({ minimum: 1, maximum: OCTO_MAX_EXPIRATION_MINUTES }),
  ),
  notes: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
  unitItems: Type.Array(
    Type.Object({
      uuid: Type.Optional(Type.String({ maxLength: 40 })),
      unitId: Type.String({ maxLength: 40 }),
      resellerReference: Type.Optional(ResellerReference),
      contact: Type.Optional(ContactBody),
    }),
    { minItems: 1, maxItems: 60 },
  ),
  resellerReference: Type.Optional(ResellerReference),
  contact: Type.Optional(ContactBody),
  currency: Type.Optional(Nullable(Type.String({ maxLength: 3 }))),
});
export type OctoHoldRequest = Static<typeof OctoHoldRequest>;

export const OctoConfirmRequest = Type.Object({
  resellerReference: Type.Optional(ResellerReference),
  contact: Type.Optional(ContactBody),
  emailReceipt: Type.Optional(Type.Boolean()),
});
export type OctoConfirmRequest = Static<typeof OctoConfirmRequest>;

export const OctoExtendRequest = Type.Object({
  expirationMinutes: Type.Optional(
    Type.Integer({ minimum: 1, maximum: OCTO_MAX_EXPIRATION_MINUTES }),
  ),
});

export const OctoCancelRequest = Type.Object({
  reason: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
  force: Type.Optional(Type.Boolean()),
});

export const OctoBookingsQuery = Type.Object({
  resellerReference: Type.Optional(ResellerReference),
  supplierReference: Type.Optional(Type.String({ maxLength: 40 })),
  localDate: Type.Optional(LocalDate),
  localDateStart: Type.Optional(LocalDate),
  localDateEnd: Type.Optional(LocalDate),
});
export type OctoBookingsQuery = Static<typeof OctoBookingsQuery>;

export const OctoUuidParam = Type.Object({ uuid: Type.String({ minLength: 1, maxLength: 64 }) });
export const OctoProductParam = Type.Object({ id: Type.String({ minLength: 1, maxLength: 40 }) });
