import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ENQUIRY_STATUSES, REVIEW_STATUSES, TRANSFER_STATUSES } from '@/contract/statuses';
import { DEFAULT_BOOKING_RULES } from '@/contract/booking';
import { LEDGER_KINDS, LEDGER_METHODS, LEDGER_STATUSES } from '@/contract/payments';
import {
  BOOKING_STATES,
  type BookingRules,
  type PricingInput,
  type ScheduleRule,
} from '@/contract/wire/departures';
import { LOCALES } from '@/i18n/locales';
import { DISPLAY_CURRENCIES } from '@/contract/currencies';

/** Letters with accents in the catalog's languages, and the same letters without them. */
const ACCENTED = 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿ';
const UNACCENTED = 'AAAAAACEEEEIIIINOOOOOUUUUYaaaaaaceeeeiiiinooooouuuuyy';
/** Dropped from a French sort name (translate() removes what has no counterpart): ’ and '. */
const APOSTROPHES = "’''";

/**
 * A column's text as lists sort it: lower case, without accents, nor any of `dropped`, so that
 * PGlite and PostgreSQL order it alike (both compare bytes here, whatever their locale).
 */
const sortKey = (source: string, dropped = '') =>
  sql`lower(translate(${sql.raw(source)}, ${sql.raw(`'${ACCENTED}${dropped}'`)}, ${sql.raw(`'${UNACCENTED}'`)}))`;

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** The language the visitor used, which the record's mails and documents are written in. */
const locale = () => text('locale', { enum: LOCALES }).notNull().default('en');
const localeCheck = (table: string, column: AnyPgColumn) =>
  check(`${table}_locale_check`, sql`${column} in ('en', 'fr')`);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    mobileNumber: text('mobile_number').notNull(),
    countryCode: text('country_code').notNull(),
    country: text('country').notNull(),
    isWhatsAppUser: boolean('is_whatsapp_user').notNull().default(false),
    newsLetterSubscription: boolean('newsletter_subscription').notNull().default(false),
    agreedTermsAt: timestamp('agreed_terms_at', { withTimezone: true }).notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    locale: locale(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    localeCheck('users', t.locale),
  ],
);

/** A signed-in browser. Only the SHA-256 of the bearer token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_idx').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
  ],
);

/** E-mailed one-time codes, for verifying an address or resetting a password. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    purpose: text('purpose', {
      enum: ['verify-email', 'reset-password', 'staff-invite', 'staff-sign-in'],
    }).notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_codes_email_idx').on(sql`lower(${t.email})`, t.purpose, t.createdAt)],
);

export const destinations = pgTable(
  'destinations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    capital: text('capital').notNull(),
    about: text('about').notNull(),
    location: text('location').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    coverImageUrl: text('cover_image_url').notNull(),
    gallery: jsonb('gallery').$type<string[]>().notNull().default([]),
    /** A photo's alt text by its stored path (the cover's and the gallery's); none: the page's own. */
    imageAlts: jsonb('image_alts').$type<Record<string, string>>().notNull().default({}),
    rating: real('rating').notNull().default(5),
    countryName: text('country_name').notNull(),
    language: text('language').notNull(),
    currency: text('currency').notNull(),
    visaRequirements: text('visa_requirements').notNull().default(''),
    /** The French of the texts above, answered for `lang=fr`; none (or empty): the English. */
    nameFr: text('name_fr'),
    aboutFr: text('about_fr'),
    languageFr: text('language_fr'),
    currencyFr: text('currency_fr'),
    visaRequirementsFr: text('visa_requirements_fr'),
    /** Unpublished: gone from every public list, page and call (the operator's catalog). */
    published: boolean('published').notNull().default(true),
  },
  (t) => [uniqueIndex('destinations_name_idx').on(t.name)],
);

export const excursionTypes = pgTable(
  'excursion_types',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('excursion_types_name_idx').on(t.name)],
);

export const excursions = pgTable(
  'excursions',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** The French name and description, answered for `lang=fr`; none (or empty): the English. */
    nameFr: text('name_fr'),
    descriptionFr: text('description_fr'),
    coverImageUrl: text('cover_image_url').notNull(),
    gallery: jsonb('gallery').$type<string[]>().notNull().default([]),
    /** A photo's alt text by its stored path (the cover's and the gallery's); none: the page's own. */
    imageAlts: jsonb('image_alts').$type<Record<string, string>>().notNull().default({}),
    rating: real('rating').notNull().default(5),
    countryName: text('country_name').notNull(),
    location: text('location').notNull(),
    /** Where it is, as French pages show it; none: the English. */
    locationFr: text('location_fr'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    duration: integer('duration').notNull(),
    durationHours: real('duration_hours').notNull(),
    numberOfPeople: integer('number_of_people').notNull(),
    food: boolean('food').notNull().default(false),
    drinks: boolean('drinks').notNull().default(false),
    tourStartDate: date('tour_start_date', { mode: 'string' }).notNull(),
    max: integer('max').notNull(),
    destinationId: integer('destination_id')
      .notNull()
      .references(() => destinations.id),
    excursionTypeId: integer('excursion_type_id')
      .notNull()
      .references(() => excursionTypes.id),
    /** Unpublished: gone from every public list, page and call; bookings keep its name. */
    published: boolean('published').notNull().default(true),
    /** The home page's special offers, in `specialOfferOrder`, when any is flagged. */
    specialOffer: boolean('special_offer').notNull().default(false),
    specialOfferOrder: integer('special_offer_order').notNull().default(0),
    /** Sold on request (SPEC.md's flow, priced by staff) or at a price per unit. */
    pricing: jsonb('pricing')
      .$type<PricingInput>()
      .notNull()
      .default({ onRequest: true, units: [] }),
    bookingRules: jsonb('booking_rules')
      .$type<BookingRules>()
      .notNull()
      .default(DEFAULT_BOOKING_RULES),
    /** The weekly rules and closed dates its departures follow (the console's schedule). */
    scheduleRules: jsonb('schedule_rules').$type<ScheduleRule[]>().notNull().default([]),
    closures: jsonb('closures').$type<string[]>().notNull().default([]),
    /** The day its departures were last laid out from the rules; the horizon moves on daily. */
    scheduleLaidOutOn: date('schedule_laid_out_on', { mode: 'string' }),
    /** The name as lists sort it: "Îles de Los" comes with the I's. */
    sortName: text('sort_name').notNull().generatedAlwaysAs(sortKey('name')),
    /**
     * The same for French pages, from the French name where there is one, and without
     * apostrophes, as French dictionaries sort: "L’île de Gorée" among the "Li…", not before "La…".
     */
    sortNameFr: text('sort_name_fr')
      .notNull()
      .generatedAlwaysAs(sortKey('coalesce(name_fr, name)', APOSTROPHES)),
  },
  (t) => [
    // The lists' three orders by name (all, one destination's, one destination's of one type),
    // in English and in French.
    ...(['', '_fr'] as const).flatMap((language) => {
      const sortName = language ? t.sortNameFr : t.sortName;
      return [
        index(`excursions_name${language}_idx`).on(sortName, t.id),
        index(`excursions_destination_name${language}_idx`).on(t.destinationId, sortName, t.id),
        index(`excursions_destination_type_name${language}_idx`).on(
          t.destinationId,
          t.excursionTypeId,
          sortName,
          t.id,
        ),
      ];
    }),
    index('excursions_type_idx').on(t.excursionTypeId),
    // Part-of-name searches (ILIKE '%…%') read this trigram index instead of every row.
    index('excursions_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('excursions_name_fr_trgm_idx').using('gin', sql`${t.nameFr} gin_trgm_ops`),
  ],
);

/**
 * A country entry of a special-interest category: a Students record names its excursions
 * (`special_interest_excursions`); the other categories' entries have a title and a picture.
 */
export const specialInterestProgrammes = pgTable(
  'special_interest_programmes',
  {
    id: serial('id').primaryKey(),
    category: text('category').notNull(),
    countryName: text('country_name').notNull(),
    description: text('description').notNull(),
    position: integer('position').notNull().default(0),
    /** The entry's heading; empty for a Students record, whose heading is its country. */
    title: text('title').notNull().default(''),
    /** The French heading and text, answered for `lang=fr`; none (or empty): the English. */
    titleFr: text('title_fr'),
    descriptionFr: text('description_fr'),
    /** A stored picture path (`/home/images/…`), or none. */
    image: text('image'),
  },
  (t) => [uniqueIndex('special_interest_category_country_idx').on(t.category, t.countryName)],
);

/**
 * What a special-interest category page says besides its country entries: the services text
 * (Cruises, Religious Groups) as paragraphs, the picture beside it, and the lead of its
 * itineraries (Nature Groups). One row a category that has any of them.
 */
export const specialInterestPages = pgTable('special_interest_pages', {
  category: text('category').primaryKey(),
  services: jsonb('services').$type<string[]>().notNull().default([]),
  galleryImage: text('gallery_image'),
  galleryAlt: text('gallery_alt').notNull().default(''),
  itinerariesIntro: text('itineraries_intro').notNull().default(''),
  /** The French of the texts above, answered for `lang=fr`; none (or empty): the English. */
  servicesFr: jsonb('services_fr').$type<string[]>(),
  galleryAltFr: text('gallery_alt_fr'),
  itinerariesIntroFr: text('itineraries_intro_fr'),
});

/** A day of an itinerary: its heading and what is done. Days are numbered by their order. */
export interface ItineraryDayContent {
  title: string;
  activities: string[];
}

/** A day-by-day programme of a category (the birding itineraries of Nature Groups). */
export const specialInterestItineraries = pgTable(
  'special_interest_itineraries',
  {
    id: serial('id').primaryKey(),
    category: text('category').notNull(),
    position: integer('position').notNull().default(0),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    days: jsonb('days').$type<ItineraryDayContent[]>().notNull(),
    /** The French title, summary and days, answered for `lang=fr`; none (or empty): the English. */
    titleFr: text('title_fr'),
    summaryFr: text('summary_fr'),
    daysFr: jsonb('days_fr').$type<ItineraryDayContent[]>(),
  },
  (t) => [index('special_interest_itineraries_category_idx').on(t.category, t.position)],
);

export const specialInterestExcursions = pgTable(
  'special_interest_excursions',
  {
    programmeId: integer('programme_id')
      .notNull()
      .references(() => specialInterestProgrammes.id, { onDelete: 'cascade' }),
    excursionId: integer('excursion_id')
      .notNull()
      .references(() => excursions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.programmeId, t.excursionId] })],
);

export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    generatedBookingId: text('generated_booking_id').notNull(),
    /** The website account that booked it; none for a reseller's booking (decision 060). */
    userId: integer('user_id').references(() => users.id),
    /** The reseller that sold it through OCTO; none for the website's (decision 060). */
    resellerId: integer('reseller_id').references(() => resellers.id),
    /** The reseller's own reference and the OCTO `uuid` it chose for the booking. */
    resellerReference: text('reseller_reference'),
    octoUuid: text('octo_uuid'),
    /** The traveller's address; empty for a reseller's booking made without one. */
    userEmail: text('user_email').notNull(),
    userName: text('user_name').notNull(),
    /** US dollars with cents; 0 until the operator quotes a price. */
    totalPrice: numeric('total_price', { precision: 12, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    isCompleted: boolean('is_completed').notNull().default(false),
    isCancelled: boolean('is_cancelled').notNull().default(false),
    paymentStatus: text('payment_status').notNull().default('Pending'),
    /** Why the operator cancelled it, as mailed to the customer. */
    cancelReason: text('cancel_reason'),
    /**
     * Where the booking is: `requested` for SPEC.md's request flow (and departures the operator
     * confirms), `on_hold` while its seats are held, `confirmed`, `cancelled`, `expired` (a hold
     * never confirmed), `completed`.
     */
    status: text('status', { enum: BOOKING_STATES }).notNull().default('requested'),
    currency: text('currency').notNull().default('USD'),
    /** When a hold ends if it is not confirmed. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** What the cancellation policy gave back when it was cancelled. */
    refundPercent: integer('refund_percent'),
    refundAmount: numeric('refund_amount', { precision: 12, scale: 2, mode: 'number' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** When its hold was confirmed (OCTO's `utcConfirmedAt`); none before decision 060. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** When the balance reminder was claimed for sending: it goes once (decision 061). */
    balanceReminderAt: timestamp('balance_reminder_at', { withTimezone: true }),
    /**
     * The secret in the voucher's QR code (`/operator/check-in/{token}`): 256 random bits as
     * base64url, given by the database to every booking however it is made (decision 064).
     */
    checkInToken: text('check_in_token')
      .notNull()
      .default(
        sql`translate(encode(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()), 'base64'), '+/=', '-_')`,
      ),
    locale: locale(),
    /**
     * The currency the visitor saw the total approximated in, and its rate to the base currency
     * then; none when they looked in the base currency (or for a reseller's booking).
     */
    displayCurrency: text('display_currency', { enum: DISPLAY_CURRENCIES }),
    displayRate: numeric('display_rate', { precision: 18, scale: 6, mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    localeCheck('bookings', t.locale),
    uniqueIndex('bookings_reference_idx').on(t.generatedBookingId),
    uniqueIndex('bookings_reseller_uuid_idx').on(t.resellerId, t.octoUuid),
    index('bookings_reseller_created_idx').on(t.resellerId, t.createdAt.desc()),
    check('bookings_one_owner_check', sql`(${t.userId} is null) <> (${t.resellerId} is null)`),
    uniqueIndex('bookings_check_in_token_idx').on(t.checkInToken),
    index('bookings_hold_expiry_idx')
      .on(t.holdExpiresAt)
      .where(sql`${t.status} = 'on_hold'`),
    index('bookings_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('bookings_created_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);

export const bookingExcursions = pgTable(
  'booking_excursions',
  {
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    excursionId: integer('excursion_id')
      .notNull()
      .references(() => excursions.id),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.excursionId] })],
);

/**
 * An excursion's start time on a date, with its seats. `reserved` is the seats of its live
 * bookings (on hold, requested, confirmed): a hold takes them by one conditional update that
 * cannot pass the capacity, and the checks below hold it there whatever the code does.
 */
export const departures = pgTable(
  'departures',
  {
    id: serial('id').primaryKey(),
    excursionId: integer('excursion_id')
      .notNull()
      .references(() => excursions.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    /** HH:MM in Africa/Banjul. */
    time: text('time').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
    reserved: integer('reserved').notNull().default(0),
    closed: boolean('closed').notNull().default(false),
    /** Staff changed this departure's capacity or closed it: the schedule leaves it as set. */
    setByStaff: boolean('set_by_staff').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('departures_excursion_start_idx').on(t.excursionId, t.date, t.time),
    index('departures_date_idx').on(t.date, t.time),
    check('departures_seats_check', sql`${t.reserved} >= 0 and ${t.reserved} <= ${t.capacity}`),
  ],
);

/** One departure of a booking: the party and the price at the unit prices of the day it was held. */
export const bookingLines = pgTable(
  'booking_lines',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    departureId: integer('departure_id')
      .notNull()
      .references(() => departures.id),
    excursionId: integer('excursion_id')
      .notNull()
      .references(() => excursions.id),
    position: integer('position').notNull().default(0),
    adults: integer('adults').notNull().default(0),
    children: integer('children').notNull().default(0),
    infants: integer('infants').notNull().default(0),
    seats: integer('seats').notNull(),
    unitPrices: jsonb('unit_prices').$type<PricingInput['units']>().notNull(),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** When and by whom the party was checked in at the meeting point (decision 064). */
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    checkedInBy: integer('checked_in_by').references(() => staff.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('booking_lines_booking_idx').on(t.bookingId, t.position),
    index('booking_lines_departure_idx').on(t.departureId),
  ],
);

export const transfers = pgTable(
  'transfers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    pickupLocation: text('pickup_location').notNull(),
    dropLocation: text('drop_location').notNull(),
    pickupDate: date('pickup_date', { mode: 'string' }).notNull(),
    pickupTime: time('pickup_time').notNull(),
    capacity: integer('capacity').notNull(),
    isRoundTrip: boolean('is_round_trip').notNull().default(false),
    /** The traveller's flight (`SN203`), its arrival on the pickup date, and a word for the driver. */
    flightNumber: text('flight_number'),
    arrivalTime: time('arrival_time'),
    notes: text('notes'),
    status: text('status', { enum: TRANSFER_STATUSES }).notNull().default('Pending'),
    /** Why the operator cancelled it, as mailed to the customer. */
    cancelReason: text('cancel_reason'),
    locale: locale(),
    createdAt: createdAt(),
  },
  (t) => [
    localeCheck('transfers', t.locale),
    index('transfers_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('transfers_pickup_idx').on(t.pickupDate, t.pickupTime, t.id),
  ],
);

export const excursionReviews = pgTable(
  'excursion_reviews',
  {
    id: serial('id').primaryKey(),
    excursionId: integer('excursion_id')
      .notNull()
      .references(() => excursions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    message: text('message').notNull(),
    rating: integer('rating').notNull(),
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('pending'),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('excursion_reviews_excursion_idx').on(t.excursionId, t.createdAt),
    index('excursion_reviews_status_idx').on(t.status, t.createdAt.desc()),
  ],
);

export const destinationReviews = pgTable(
  'destination_reviews',
  {
    id: serial('id').primaryKey(),
    destinationId: integer('destination_id')
      .notNull()
      .references(() => destinations.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    rating: integer('rating').notNull(),
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('pending'),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('destination_reviews_destination_idx').on(t.destinationId, t.createdAt),
    index('destination_reviews_status_idx').on(t.status, t.createdAt.desc()),
  ],
);

export const enquiries = pgTable(
  'enquiries',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    countryCode: text('country_code').notNull(),
    country: text('country').notNull(),
    isWhatsAppUser: boolean('is_whatsapp_user').notNull().default(false),
    newsLetterSubscription: boolean('newsletter_subscription').notNull().default(false),
    message: text('message').notNull(),
    status: text('status', { enum: ENQUIRY_STATUSES }).notNull().default('open'),
    locale: locale(),
    createdAt: createdAt(),
  },
  (t) => [
    index('enquiries_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    localeCheck('enquiries', t.locale),
  ],
);

/** A member of staff's answer to an enquiry, as mailed to the sender. */
export const enquiryReplies = pgTable(
  'enquiry_replies',
  {
    id: serial('id').primaryKey(),
    enquiryId: integer('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    staffName: text('staff_name').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('enquiry_replies_enquiry_idx').on(t.enquiryId, t.createdAt)],
);

/**
 * A member of the company's staff: a login of its own, apart from any visitor account with the
 * same address. The password is set by accepting the invitation; removing ends the access.
 */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash'),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_email_lower_idx').on(sql`lower(${t.email})`)],
);

/**
 * A reseller or channel manager selling departures through OCTO (decision 060), with its API
 * key: only the key's SHA-256 is stored. A revoked key is refused on its next call.
 */
export const resellers = pgTable(
  'resellers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull(),
    createdBy: integer('created_by').references(() => staff.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('resellers_key_hash_idx').on(t.keyHash)],
);

/** A signed-in member of staff (at most 8 hours). Only the SHA-256 of the token is stored. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('staff_sessions_token_hash_idx').on(t.tokenHash),
    index('staff_sessions_staff_idx').on(t.staffId),
  ],
);

/**
 * Every change a member of staff makes, written in the same transaction as the change: who,
 * when, what, and the record before and after. It is also a booking's or transfer's history.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** Kept as written, so the row still says who after the staff member is removed. */
    staffEmail: text('staff_email').notNull(),
    action: text('action').notNull(),
    subjectKind: text('subject_kind').notNull(),
    subjectId: integer('subject_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_log_subject_idx').on(t.subjectKind, t.subjectId, t.createdAt),
  ],
);

/**
 * The operator's exchange rates (API.md, "Since round 3"): one unit of the base currency in each
 * display currency, the base itself at 1. Approximations only: nothing is charged at them.
 */
export const currencyRates = pgTable(
  'currency_rates',
  {
    currency: text('currency', { enum: DISPLAY_CURRENCIES }).primaryKey(),
    rate: numeric('rate', { precision: 18, scale: 6, mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The staff member's e-mail as written then; null for the first rates. */
    updatedBy: text('updated_by'),
  },
  (t) => [check('currency_rates_positive_check', sql`${t.rate} > 0`)],
);

/** Outgoing e-mail. A sender loop claims due rows, sends them, and retries with back-off. */
/** A document a mail carries, named by its kind and the record it is made from. */
export interface MailDocument {
  kind: 'booking-voucher' | 'booking-calendar' | 'transfer-voucher';
  id: number;
}

export const mailQueue = pgTable(
  'mail_queue',
  {
    id: serial('id').primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** Documents attached when the mail is sent, made then from the record they name. */
    documents: jsonb('documents').$type<MailDocument[]>().notNull().default([]),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('mail_queue_due_idx').on(t.status, t.nextAttemptAt)],
);

/**
 * One row: the catalog's version, raised in the transaction of every change to what the catalog
 * calls answer (the seed today, the operator's catalog edits later). Every replica compares its
 * cached answers with it, so a change shows on the next request everywhere (decision 021).
 */
export const catalogVersion = pgTable('catalog_version', {
  id: integer('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The answers of creating calls sent with an `Idempotency-Key`, kept 24 hours: the same key from
 * the same caller on the same call gets the first answer again and creates nothing (decision
 * 026). A row without a status is a call still running.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** A hash of the caller's bearer token, or its client address when it sent none. */
    caller: text('caller').notNull(),
    key: text('key').notNull(),
    /** The method and route, so that one key on two different calls never mixes their answers. */
    route: text('route').notNull(),
    statusCode: integer('status_code'),
    body: text('body'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.caller, t.key, t.route] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/**
 * The ledger (decision 061): every payment and refund of a booking, and the refund a cancellation
 * owes until staff record it (`owed`, one per booking). A gateway payment is one row per payment
 * intent (`gateway_id` unique), created pending and moved on by the gateway's webhook or a
 * status call; a row never moves back from `succeeded`. What a booking has paid and owes is
 * always worked out from these rows.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    method: text('method', { enum: LEDGER_METHODS }).notNull(),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: LEDGER_STATUSES }).notNull(),
    reference: text('reference'),
    /** Why it was refunded or flagged. */
    reason: text('reason'),
    /** The payment a refund gives back. */
    refundOf: integer('refund_of'),
    /** The gateway's payment intent, and the last of its events applied. */
    gatewayId: text('gateway_id'),
    gatewayEvent: text('gateway_event'),
    /** The staff member's e-mail, `webhook`, `gateway` (a status call) or `visitor`. */
    recordedBy: text('recorded_by').notNull(),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** When the housekeeping pass last asked the gateway about a pending payment. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_gateway_id_idx').on(t.gatewayId),
    uniqueIndex('payments_owed_idx')
      .on(t.bookingId)
      .where(sql`${t.status} = 'owed'`),
    index('payments_booking_idx').on(t.bookingId),
    index('payments_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('payments_pending_gateway_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending' and ${t.gatewayId} is not null`),
  ],
);
