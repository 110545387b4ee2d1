import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { bookingLines, bookings, departures } from '../../db/schema';
import { isEmailAddress } from '@/contract/email';
import { MESSAGES } from '@/contract/messages';
import { english } from '@/i18n/english';
import { RESELLER_MESSAGES } from '@/contract/serverMessages';
import type { PartyCounts } from '@/contract/booking';
import {
  OCTO_OPTION_ID,
  type OctoBooking,
  type OctoBookingStatus,
  type OctoBookingsQuery,
  type OctoConfirmRequest,
  type OctoContactBody,
  type OctoHoldRequest,
  type OctoUnitItem,
} from '@/contract/wire/octo';
import type { MailService } from '../mail/types';
import {
  confirmBooking,
  extendHold,
  releaseHold,
  reserveDepartures,
  type SeatsChanged,
} from '../departures/holds';
import { cancelBooking } from '../departures/cancellation';
import { isRefusal, type Refusal } from '../departures/outcome';
import { availabilityOf, availabilityIdOf, departureOfAvailability } from './availability';
import { octoFailures } from './failure';
import { checkOption, excursionById, octoPricing, sellableExcursion } from './products';

export interface OctoCaller {
  resellerId: number;
  /** The traveller's name until the reseller gives one. */
  name: string;
}

export interface OctoContext {
  holdMinutes: number;
  siteUrl: string;
  operatorEmail: string;
  now?: Date;
}

const STATUS: Record<string, OctoBookingStatus> = {
  on_hold: 'ON_HOLD',
  confirmed: 'CONFIRMED',
  requested: 'PENDING',
  cancelled: 'CANCELLED',
  expired: 'EXPIRED',
  completed: 'REDEEMED',
};

/** The engine's refusal in OCTO's words: the booking is unknown, or it cannot be done. */
function octoRefusal(outcome: Refusal, uuid?: string) {
  const { status, message, errors } = outcome.refused;
  if (status === 404 && uuid !== undefined) return octoFailures.booking(uuid);
  // A line that could not be held names why (sold out, only N left, past its cut-off).
  const why = errors ? Object.values(errors)[0]?.[0] : undefined;
  return octoFailures.unprocessable(why ?? message);
}

/** The traveller a contact names, checked: a name and an address the mails can go to. */
function travellerOf(contact: OctoContactBody | undefined) {
  const name =
    contact?.fullName?.trim() ||
    [contact?.firstName, contact?.lastName]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(' ');
  const email = contact?.emailAddress?.trim() ?? '';
  if (email && !isEmailAddress(email))
    throw octoFailures.badRequest(english(MESSAGES.invalidEmail));
  return { name, email };
}

/** The party a hold's unit items make, each unit checked against the product's. */
function partyOf(body: OctoHoldRequest, sold: Set<string>): PartyCounts {
  const party: PartyCounts = { adult: 0, child: 0, infant: 0 };
  for (const item of body.unitItems) {
    if (!sold.has(item.unitId)) throw octoFailures.unit(item.unitId);
    party[item.unitId as keyof PartyCounts] += 1;
  }
  return party;
}

/** The reseller's booking named by its uuid, or undefined. */
async function bookingIdOf(db: Executor, caller: OctoCaller, uuid: string) {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.resellerId, caller.resellerId), eq(bookings.octoUuid, uuid)));
  return row?.id;
}

async function ownBookingId(db: Executor, caller: OctoCaller, uuid: string) {
  const id = await bookingIdOf(db, caller, uuid);
  if (id === undefined) throw octoFailures.booking(uuid);
  return id;
}

/**
 * Holds seats for a reseller through the engine: the same departure, seats, prices and hold as
 * the website's. The uuid is the reseller's key for the booking: the same uuid again answers
 * the booking it made, and holds nothing more.
 */
export async function octoHold(
  db: Database,
  caller: OctoCaller,
  body: OctoHoldRequest,
  context: OctoContext,
): Promise<{ booking: OctoBooking } & SeatsChanged> {
  const uuid = body.uuid ?? randomUUID();
  const existing = await bookingIdOf(db, caller, uuid);
  if (existing !== undefined) {
    return { booking: await readOctoBooking(db, existing, context.now), excursionIds: [] };
  }
  const excursion = await sellableExcursion(db, body.productId);
  checkOption(body.optionId);
  const departure = await departureOfAvailability(db, excursion.id, body.availabilityId);
  const party = partyOf(body, new Set(excursion.pricing.units.map((unit) => unit.unit)));
  const traveller = travellerOf(body.contact);
  const now = context.now ?? new Date();
  const outcome = await reserveDepartures(db, {
    resellerId: caller.resellerId,
    lines: [{ departureId: departure.id, units: party }],
    now,
    holdMinutes: body.expirationMinutes ?? context.holdMinutes,
    reseller: {
      uuid,
      resellerReference: body.resellerReference ?? null,
      travellerName: traveller.name || caller.name,
      travellerEmail: traveller.email,
    },
  }).catch(async (error: unknown) => {
    // The same uuid sent twice at once: the second finds the first's booking.
    if ((error as { code?: string }).code === '23505') return undefined;
    throw error;
  });
  if (outcome === undefined) {
    return {
      booking: await readOctoBooking(db, await ownBookingId(db, caller, uuid), now),
      excursionIds: [],
    };
  }
  if (isRefusal(outcome)) throw octoRefusal(outcome);
  return {
    booking: await readOctoBooking(db, outcome.booking.id, now),
    excursionIds: outcome.excursionIds,
  };
}

/** Confirms a reseller's hold, with the traveller it names and its reference. */
export async function octoConfirm(
  db: Database,
  mail: Pick<MailService, 'enqueue'>,
  caller: OctoCaller,
  uuid: string,
  body: OctoConfirmRequest,
  context: OctoContext,
): Promise<{ booking: OctoBooking } & Partial<SeatsChanged>> {
  const bookingId = await ownBookingId(db, caller, uuid);
  const traveller = travellerOf(body.contact);
  const now = context.now ?? new Date();
  const outcome = await confirmBooking(db, mail, {
    resellerId: caller.resellerId,
    bookingId,
    now,
    siteUrl: context.siteUrl,
    operatorEmail: context.operatorEmail,
    traveller: { ...traveller, resellerReference: body.resellerReference },
  });
  if (isRefusal(outcome)) {
    throw Object.assign(octoRefusal(outcome, uuid), { excursionIds: outcome.excursionIds });
  }
  return { booking: await readOctoBooking(db, bookingId, now) };
}

/** Moves a hold's end to `minutes` from now (the supplier's hold length when not given). */
export async function octoExtend(
  db: Database,
  caller: OctoCaller,
  uuid: string,
  minutes: number | undefined,
  context: OctoContext,
): Promise<OctoBooking> {
  const bookingId = await ownBookingId(db, caller, uuid);
  const now = context.now ?? new Date();
  const outcome = await extendHold(db, {
    resellerId: caller.resellerId,
    bookingId,
    now,
    minutes: minutes ?? context.holdMinutes,
  });
  if (isRefusal(outcome)) {
    throw Object.assign(octoRefusal(outcome, uuid), { excursionIds: outcome.excursionIds });
  }
  return readOctoBooking(db, bookingId, now);
}

/**
 * Cancels a reseller's booking: a hold is let go; a confirmed booking is cancelled by the
 * excursion's policy, its seats given back and the operator (and the traveller) mailed.
 */
export async function octoCancel(
  db: Database,
  mail: Pick<MailService, 'enqueue'>,
  caller: OctoCaller,
  uuid: string,
  context: OctoContext,
): Promise<{ booking: OctoBooking } & SeatsChanged> {
  const bookingId = await ownBookingId(db, caller, uuid);
  const now = context.now ?? new Date();
  const [row] = await db
    .select({ status: bookings.status })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  const order = { resellerId: caller.resellerId, bookingId, now };
  const outcome =
    row.status === 'on_hold'
      ? await releaseHold(db, order)
      : await cancelBooking(db, mail, { ...order, ...context, now });
  if (isRefusal(outcome)) throw octoRefusal(outcome, uuid);
  return { booking: await readOctoBooking(db, bookingId, now), excursionIds: outcome.excursionIds };
}

export async function octoBooking(
  db: Executor,
  caller: OctoCaller,
  uuid: string,
  now = new Date(),
): Promise<OctoBooking> {
  return readOctoBooking(db, await ownBookingId(db, caller, uuid), now);
}

/** The reseller's bookings by its reference, ours, or the date they travel (at most 100). */
export async function octoBookings(
  db: Executor,
  caller: OctoCaller,
  query: OctoBookingsQuery,
  now = new Date(),
): Promise<OctoBooking[]> {
  const conditions: SQL[] = [eq(bookings.resellerId, caller.resellerId)];
  if (query.resellerReference !== undefined) {
    conditions.push(eq(bookings.resellerReference, query.resellerReference));
  }
  if (query.supplierReference !== undefined) {
    conditions.push(eq(bookings.generatedBookingId, query.supplierReference));
  }
  const from = query.localDateStart ?? query.localDate;
  const to = query.localDateEnd ?? query.localDate;
  if (from && to) {
    conditions.push(sql`${departures.date} between ${from} and ${to}`);
  }
  if (conditions.length === 1) throw octoFailures.badRequest(RESELLER_MESSAGES.bookingsFilter);
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(bookingLines, eq(bookingLines.bookingId, bookings.id))
    .innerJoin(departures, eq(departures.id, bookingLines.departureId))
    .where(and(...conditions))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(100);
  const answers: OctoBooking[] = [];
  for (const { id } of rows) answers.push(await readOctoBooking(db, id, now));
  return answers;
}

const iso = (at: Date | null | undefined) => (at ? at.toISOString() : null);

/** A reseller's booking as OCTO's booking: one availability, a unit item per person. */
export async function readOctoBooking(
  db: Executor,
  bookingId: number,
  now = new Date(),
): Promise<OctoBooking> {
  const [row] = await db
    .select({ booking: bookings, line: bookingLines, departure: departures })
    .from(bookings)
    .innerJoin(bookingLines, eq(bookingLines.bookingId, bookings.id))
    .innerJoin(departures, eq(departures.id, bookingLines.departureId))
    .where(eq(bookings.id, bookingId));
  const { booking, line, departure } = row;
  const excursion = await excursionById(db, line.excursionId);
  const status = STATUS[booking.status] ?? 'PENDING';
  const contact = {
    fullName: booking.userName || null,
    firstName: null,
    lastName: null,
    emailAddress: booking.userEmail || null,
    phoneNumber: null,
    locales: [],
    postalCode: null,
    country: null,
    notes: null,
  };
  const priceOf = new Map(line.unitPrices.map((unit) => [unit.unit, unit.price]));
  const party: Array<[keyof PartyCounts, number]> = [
    ['adult', line.adults],
    ['child', line.children],
    ['infant', line.infants],
  ];
  const uuid = booking.octoUuid ?? booking.generatedBookingId;
  const unitItems: OctoUnitItem[] = party.flatMap(([unit, count]) =>
    Array.from({ length: count }, (_, index) => ({
      uuid: `${uuid}-${unit}-${index + 1}`,
      resellerReference: null,
      supplierReference: null,
      unitId: unit,
      status,
      utcRedeemedAt: null,
      contact,
      ticket: null,
      pricing: octoPricing(priceOf.get(unit) ?? 0, booking.currency),
    })),
  );
  const cancellable =
    (status === 'ON_HOLD' || status === 'CONFIRMED' || status === 'PENDING') &&
    departure.startsAt.getTime() > now.getTime();
  const changes = [booking.createdAt, booking.confirmedAt, booking.cancelledAt].filter(
    (at): at is Date => at !== null,
  );
  return {
    id: booking.generatedBookingId,
    uuid,
    testMode: false,
    resellerReference: booking.resellerReference,
    supplierReference: booking.generatedBookingId,
    status,
    utcCreatedAt: booking.createdAt.toISOString(),
    utcUpdatedAt: new Date(Math.max(...changes.map((at) => at.getTime()))).toISOString(),
    utcExpiresAt: status === 'ON_HOLD' ? iso(booking.holdExpiresAt) : null,
    utcRedeemedAt: null,
    utcConfirmedAt: iso(booking.confirmedAt),
    productId: String(line.excursionId),
    optionId: OCTO_OPTION_ID,
    cancellable,
    cancellation:
      status === 'CANCELLED' && booking.cancelledAt
        ? {
            refund:
              (booking.refundPercent ?? 0) >= 100
                ? 'FULL'
                : (booking.refundPercent ?? 0) > 0
                  ? 'PARTIAL'
                  : 'NONE',
            reason: booking.cancelReason,
            utcCancelledAt: booking.cancelledAt.toISOString(),
          }
        : null,
    freesale: false,
    availabilityId: availabilityIdOf(departure.date, departure.time),
    availability: excursion ? availabilityOf(excursion, departure, now) : null,
    contact,
    notes: null,
    deliveryMethods: ['VOUCHER'],
    voucher: null,
    unitItems,
    pricing: octoPricing(booking.totalPrice, booking.currency),
  };
}
