import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Locale } from '@/i18n';
import type { Database, Executor } from '../../db/client';
import { bookingExcursions, bookingLines, bookings, departures, excursions } from '../../db/schema';
import {
  BASE_CURRENCY,
  fromCents,
  priceOfParty,
  seatsOf,
  toCents,
  type PartyCounts,
} from '@/contract/booking';
import { DEPARTURE_MESSAGES } from '@/contract/serverMessages';
import type { BookingLine, DepartureBooking, ReserveLine } from '@/contract/wire/departures';
import { newBookingReference } from '../bookings';
import { travellerOf } from '../accounts/records';
import type { MailService } from '../mail/types';
import { departureBookingMail, departureBookingNotice } from '../mail/templates';
import { releaseSeats, takeSeats } from './seats';
import { linesOf, lockDeparturesOf, wireLine } from './lines';
import { refusal, type Refusal } from './outcome';
import { rateOf } from '../rates';
import type { DisplayCurrency } from '@/contract/currencies';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** A booking that changed seats, with the excursions whose availability moved. */
export interface SeatsChanged {
  excursionIds: number[];
}

/**
 * Whose booking it is: a website account's, or a reseller's sold through OCTO (decision 060).
 * Another owner's booking does not exist for the caller.
 */
export type BookingOwner =
  { userId: number; resellerId?: undefined } | { resellerId: number; userId?: undefined };

/** A reseller's hold: its OCTO uuid and reference, and the traveller when it named one. */
export interface ResellerHold {
  uuid: string;
  resellerReference: string | null;
  travellerName: string;
  /** Empty when the reseller gave none: the traveller is then not mailed. */
  travellerEmail: string;
}

export type HoldOrder = BookingOwner & {
  lines: ReserveLine[];
  now: Date;
  holdMinutes: number;
  /** Set with `resellerId`. */
  reseller?: ResellerHold;
  /** The currency the visitor saw the total approximated in, recorded with its rate now. */
  displayCurrency?: DisplayCurrency;
  /** The website's language, which the booking's mails and documents are written in. */
  locale?: Locale;
};

const partyOf = (line: ReserveLine): PartyCounts => ({
  adult: line.units.adult ?? 0,
  child: line.units.child ?? 0,
  infant: line.units.infant ?? 0,
});

/** A departure a line names, with what its excursion sells it by. */
async function departuresNamed(tx: Executor, ids: number[]) {
  const rows = await tx
    .select({
      id: departures.id,
      excursionId: departures.excursionId,
      date: departures.date,
      time: departures.time,
      startsAt: departures.startsAt,
      excursionName: excursions.name,
      published: excursions.published,
      pricing: excursions.pricing,
      rules: excursions.bookingRules,
    })
    .from(departures)
    .innerJoin(excursions, eq(excursions.id, departures.excursionId))
    .where(inArray(departures.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}
type NamedDeparture =
  Awaited<ReturnType<typeof departuresNamed>> extends Map<number, infer Row> ? Row : never;

/** Booking closes `cutoffHours` before the start. */
const pastCutoff = (departure: NamedDeparture, now: Date) =>
  now.getTime() >= departure.startsAt.getTime() - departure.rules.cutoffHours * HOUR_MS;

/** What is wrong with a line whatever the seats: the departure, the units or the party's size. */
function lineProblem(departure: NamedDeparture | undefined, party: PartyCounts) {
  if (!departure || !departure.published) return DEPARTURE_MESSAGES.departureNotFound;
  if (departure.pricing.onRequest) return DEPARTURE_MESSAGES.onRequest;
  const priced = priceOfParty(departure.pricing.units, party);
  if ('unpriced' in priced) return DEPARTURE_MESSAGES.unpricedUnits(priced.unpriced);
  const people = seatsOf(party);
  if (people < departure.rules.minPerBooking) {
    return DEPARTURE_MESSAGES.tooFewPeople(departure.rules.minPerBooking);
  }
  if (people > departure.rules.maxPerBooking) {
    return DEPARTURE_MESSAGES.tooManyPeople(departure.rules.maxPerBooking);
  }
  return undefined;
}

/** Why seats could not be taken on a departure, read after the attempt. */
async function whyNotHeld(tx: Executor, departure: NamedDeparture, now: Date) {
  if (pastCutoff(departure, now)) return DEPARTURE_MESSAGES.pastCutoff;
  const [row] = await tx
    .select({
      capacity: departures.capacity,
      reserved: departures.reserved,
      closed: departures.closed,
    })
    .from(departures)
    .where(eq(departures.id, departure.id));
  if (!row || row.closed) return DEPARTURE_MESSAGES.closed;
  const left = row.capacity - row.reserved;
  return left > 0 ? DEPARTURE_MESSAGES.onlyLeft(left) : DEPARTURE_MESSAGES.soldOut;
}

/** Thrown inside the hold's transaction so that nothing of it stays. */
class NotHeld extends Error {
  constructor(public readonly errors: Record<string, string[]>) {
    super('not every line could be held');
  }
}

/**
 * Holds every line of a reservation, or none: in one transaction the booking is written on hold
 * with its lines at today's unit prices, and each line takes its seats by `takeSeats` in
 * departure order (so two holds never wait for each other crosswise). A line that names a wrong
 * departure or party is a 400 before anything is written; a line whose seats cannot be taken
 * rolls the whole hold back, and the 409 names every such line.
 */
export async function reserveDepartures(
  db: Database,
  order: HoldOrder,
): Promise<({ booking: DepartureBooking } & SeatsChanged) | Refusal> {
  const { lines, now } = order;
  const repeated = lines.findIndex((line, index) =>
    lines.slice(0, index).some((earlier) => earlier.departureId === line.departureId),
  );
  if (repeated >= 0) {
    return refusal(400, DEPARTURE_MESSAGES.repeatedDeparture, {
      [`lines.${repeated}`]: [DEPARTURE_MESSAGES.repeatedDeparture],
    });
  }

  try {
    return await db.transaction(async (tx) => {
      const named = await departuresNamed(
        tx,
        lines.map((line) => line.departureId),
      );
      const problems = lines.flatMap((line, index) => {
        const problem = lineProblem(named.get(line.departureId), partyOf(line));
        return problem ? [[`lines.${index}`, [problem]] as [string, string[]]] : [];
      });
      if (problems.length > 0) {
        // A party outside the rules points to the enquiry form: the first problem is the message.
        const message = problems.length === 1 ? problems[0][1][0] : DEPARTURE_MESSAGES.checkLines;
        return refusal(400, message, Object.fromEntries(problems));
      }

      const priced = lines.map((line, index) => {
        const departure = named.get(line.departureId)!;
        const party = partyOf(line);
        const price = priceOfParty(departure.pricing.units, party) as { price: number };
        return { index, line, party, departure, price: price.price, seats: seatsOf(party) };
      });
      const totalPrice = fromCents(priced.reduce((sum, line) => sum + toCents(line.price), 0));
      const booking = await insertHold(tx, order, totalPrice);

      const failures: Record<string, string[]> = {};
      for (const line of [...priced].sort((a, b) => a.departure.id - b.departure.id)) {
        const held =
          !pastCutoff(line.departure, now) &&
          (await takeSeats(tx, line.departure.id, line.seats)) !== undefined;
        if (!held) failures[`lines.${line.index}`] = [await whyNotHeld(tx, line.departure, now)];
      }
      if (Object.keys(failures).length > 0) throw new NotHeld(failures);

      await tx.insert(bookingLines).values(
        priced.map(({ index, departure, party, price, seats }) => ({
          bookingId: booking.id,
          departureId: departure.id,
          excursionId: departure.excursionId,
          position: index,
          adults: party.adult,
          children: party.child,
          infants: party.infant,
          seats,
          unitPrices: departure.pricing.units,
          price,
        })),
      );
      // SPEC.md's lists (My Bookings, the console) name a booking's excursions from here.
      const excursionIds = [...new Set(priced.map(({ departure }) => departure.excursionId))];
      await tx.insert(bookingExcursions).values(
        excursionIds.map((excursionId, position) => ({
          bookingId: booking.id,
          excursionId,
          position,
        })),
      );
      const answerLines: BookingLine[] = priced.map(({ departure, party, price }) => ({
        departureId: departure.id,
        excursionId: departure.excursionId,
        excursionName: departure.excursionName,
        date: departure.date,
        time: departure.time,
        units: party,
        price,
      }));
      return {
        booking: {
          ...booking,
          status: 'on_hold' as const,
          expiresAt: booking.expiresAt.toISOString(),
          totalPrice,
          currency: BASE_CURRENCY,
          lines: answerLines,
        },
        excursionIds,
      };
    });
  } catch (error) {
    if (error instanceof NotHeld) return refusal(409, DEPARTURE_MESSAGES.notHeld, error.errors);
    throw error;
  }
}

/** The display currency and its rate now; nothing for the base currency, shown as it is. */
async function displayOf(tx: Executor, currency: DisplayCurrency | undefined) {
  if (!currency || currency === BASE_CURRENCY) return {};
  const displayRate = await rateOf(tx, currency);
  return displayRate === undefined ? {} : { displayCurrency: currency, displayRate };
}

/** Writes the booking on hold under a fresh reference, drawing again on the rare clash. */
async function insertHold(tx: Executor, order: HoldOrder, totalPrice: number) {
  const traveller =
    order.userId !== undefined
      ? await travellerOf(tx, order.userId)
      : { name: order.reseller?.travellerName ?? '', email: order.reseller?.travellerEmail ?? '' };
  const expiresAt = new Date(order.now.getTime() + order.holdMinutes * MINUTE_MS);
  const display = await displayOf(tx, order.displayCurrency);
  for (;;) {
    const [row] = await tx
      .insert(bookings)
      .values({
        generatedBookingId: newBookingReference(),
        userId: order.userId ?? null,
        resellerId: order.resellerId ?? null,
        resellerReference: order.reseller?.resellerReference ?? null,
        octoUuid: order.reseller?.uuid ?? null,
        userEmail: traveller.email,
        userName: traveller.name,
        totalPrice,
        currency: BASE_CURRENCY,
        status: 'on_hold',
        holdExpiresAt: expiresAt,
        isCompleted: false,
        isCancelled: false,
        paymentStatus: 'Pending',
        locale: order.locale ?? 'en',
        ...display,
      })
      .onConflictDoNothing({ target: bookings.generatedBookingId })
      .returning({ id: bookings.id, generatedBookingId: bookings.generatedBookingId });
    if (row) return { ...row, expiresAt };
  }
}

export type ConfirmOrder = BookingOwner & {
  bookingId: number;
  now: Date;
  siteUrl: string;
  operatorEmail: string;
  /** A reseller names the traveller (and its own reference) when it confirms. */
  traveller?: { name: string; email: string; resellerReference?: string | null };
};

/** Whether the row is the owner's: an account's booking, or a reseller's. */
export const ownedBy = (
  row: { userId: number | null; resellerId: number | null },
  owner: BookingOwner | number,
) =>
  typeof owner === 'number'
    ? row.userId === owner
    : owner.userId !== undefined
      ? row.userId === owner.userId
      : row.resellerId === owner.resellerId;

/** The booking's owner's row, locked for the change; another owner's booking does not exist. */
export async function ownBookingForUpdate(
  tx: Executor,
  owner: BookingOwner | number,
  bookingId: number,
) {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
  return row && ownedBy(row, owner) ? row : undefined;
}

/**
 * Confirms the visitor's hold: `confirmed` when every line's excursion confirms at once,
 * `requested` (the operator confirms) otherwise, and the visitor's mail and the operator's notice
 * queued in the same transaction. A hold past its end is ended instead, its seats given back, and
 * that is kept although the answer is a 409.
 */
export async function confirmBooking(
  db: Database,
  mail: Pick<MailService, 'enqueue'>,
  order: ConfirmOrder,
): Promise<({ booking: DepartureBooking } & SeatsChanged) | (Refusal & Partial<SeatsChanged>)> {
  return db.transaction(async (tx) => {
    const owned = await ownBookingForUpdate(tx, order, order.bookingId);
    if (!owned) return refusal(404, DEPARTURE_MESSAGES.bookingNotFound);
    if (owned.status !== 'on_hold') return refusal(409, DEPARTURE_MESSAGES.notOnHold);
    const row = order.traveller ? await nameTraveller(tx, owned, order.traveller) : owned;
    const lines = (await linesOf(tx, [row.id])).get(row.id) ?? [];
    const excursionIds = [...new Set(lines.map((line) => line.excursionId))];
    if (!row.holdExpiresAt || row.holdExpiresAt.getTime() <= order.now.getTime()) {
      await endHolds(tx, [row.id]);
      return { ...refusal(409, DEPARTURE_MESSAGES.holdExpired), excursionIds };
    }

    const instant = await tx
      .select({ rules: excursions.bookingRules })
      .from(excursions)
      .where(inArray(excursions.id, excursionIds));
    const status = instant.every(({ rules }) => rules.instantConfirmation)
      ? ('confirmed' as const)
      : ('requested' as const);
    await tx
      .update(bookings)
      .set({ status, holdExpiresAt: null, confirmedAt: order.now })
      .where(eq(bookings.id, row.id));

    const wire = lines.map(wireLine);
    const customer = { name: row.userName, email: row.userEmail };
    const told = { reference: row.generatedBookingId, lines: wire, totalPrice: row.totalPrice };
    if (row.userEmail) {
      await mail.enqueue(
        departureBookingMail({
          ...told,
          to: row.userEmail,
          name: row.userName,
          status,
          bookingId: row.id,
          siteUrl: order.siteUrl,
          locale: row.locale,
        }),
        tx,
      );
    }
    await mail.enqueue(
      departureBookingNotice({
        ...told,
        to: order.operatorEmail,
        event: status,
        bookingId: row.id,
        customer,
        siteUrl: order.siteUrl,
      }),
      tx,
    );
    return {
      booking: {
        id: row.id,
        generatedBookingId: row.generatedBookingId,
        status,
        expiresAt: null,
        totalPrice: row.totalPrice,
        currency: row.currency,
        lines: wire,
      },
      excursionIds,
    };
  });
}

type BookingRow = typeof bookings.$inferSelect;

/** Writes the traveller a reseller names (and its reference) onto its booking before confirming. */
async function nameTraveller(
  tx: Executor,
  row: BookingRow,
  traveller: NonNullable<ConfirmOrder['traveller']>,
): Promise<BookingRow> {
  const change = {
    userName: traveller.name || row.userName,
    userEmail: traveller.email || row.userEmail,
    resellerReference: traveller.resellerReference ?? row.resellerReference,
  };
  await tx.update(bookings).set(change).where(eq(bookings.id, row.id));
  return { ...row, ...change };
}

export type HoldChange = BookingOwner & { bookingId: number; now: Date };

/**
 * Moves a live hold's end to `minutes` from now; a hold already past its end is ended (its seats
 * given back) and refused, as a late confirmation is.
 */
export async function extendHold(
  db: Database,
  order: HoldChange & { minutes: number },
): Promise<{ expiresAt: Date } | (Refusal & Partial<SeatsChanged>)> {
  return db.transaction(async (tx) => {
    const row = await ownBookingForUpdate(tx, order, order.bookingId);
    if (!row) return refusal(404, DEPARTURE_MESSAGES.bookingNotFound);
    if (row.status !== 'on_hold') return refusal(409, DEPARTURE_MESSAGES.notOnHold);
    if (!row.holdExpiresAt || row.holdExpiresAt.getTime() <= order.now.getTime()) {
      const lines = (await linesOf(tx, [row.id])).get(row.id) ?? [];
      await endHolds(tx, [row.id]);
      return {
        ...refusal(409, DEPARTURE_MESSAGES.holdExpired),
        excursionIds: [...new Set(lines.map((line) => line.excursionId))],
      };
    }
    const expiresAt = new Date(order.now.getTime() + order.minutes * MINUTE_MS);
    await tx.update(bookings).set({ holdExpiresAt: expiresAt }).where(eq(bookings.id, row.id));
    return { expiresAt };
  });
}

/**
 * Lets a hold go before its end (OCTO's cancellation of a booking on hold): the booking is
 * cancelled with nothing to refund and its seats given back; nobody is mailed, as nothing was
 * confirmed.
 */
export async function releaseHold(
  db: Database,
  order: HoldChange,
): Promise<SeatsChanged | Refusal> {
  return db.transaction(async (tx) => {
    const row = await ownBookingForUpdate(tx, order, order.bookingId);
    if (!row) return refusal(404, DEPARTURE_MESSAGES.bookingNotFound);
    if (row.status !== 'on_hold') return refusal(409, DEPARTURE_MESSAGES.notOnHold);
    const lines = (await linesOf(tx, [row.id])).get(row.id) ?? [];
    await tx
      .update(bookings)
      .set({
        status: 'cancelled',
        isCancelled: true,
        cancelledAt: order.now,
        holdExpiresAt: null,
        refundPercent: 0,
        refundAmount: 0,
      })
      .where(eq(bookings.id, row.id));
    await lockDeparturesOf(tx, [row.id]);
    await releaseSeats(tx, row.id);
    return { excursionIds: [...new Set(lines.map((line) => line.excursionId))] };
  });
}

/** Marks holds expired and gives their seats back; the caller holds their rows' locks. */
async function endHolds(tx: Executor, bookingIds: number[]) {
  await tx.update(bookings).set({ status: 'expired' }).where(inArray(bookings.id, bookingIds));
  await lockDeparturesOf(tx, bookingIds);
  for (const id of bookingIds) await releaseSeats(tx, id);
}

/**
 * Ends up to `limit` holds past their end, in one transaction: the rows are claimed with
 * `FOR UPDATE SKIP LOCKED`, so processes running this at once each take other holds, and a hold
 * being confirmed meanwhile is left to its confirmation (which ends it itself when it is late).
 * Answers how many holds it ended; each one's seats come back exactly once.
 */
export async function expireHolds(db: Database, now: Date = new Date(), limit = 100) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.status, 'on_hold'), lte(bookings.holdExpiresAt, now)))
      .orderBy(asc(bookings.holdExpiresAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return 0;
    await endHolds(
      tx,
      due.map(({ id }) => id),
    );
    return due.length;
  });
}
