import { randomInt } from 'node:crypto';
import type { Locale } from '@/i18n';
import { paymentFieldsOf, paymentSummaries, type PaymentTerms } from './payments/summary';
import { and, asc, count, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { bookingExcursions, bookings, excursions } from '../db/schema';
import { offsetOf, page, type Paging } from '../lib/paging';
import { MAX_EXCURSIONS_PER_BOOKING } from '@/contract/limits';
import { BOOKING_MESSAGES } from '@/contract/serverMessages';
import type { Booking, BookingCreated } from '@/contract/wire/bookings';
import type { Paged } from '@/contract/wire/envelope';
import type { MailService } from './mail/types';
import { bookingConfirmationMail, newBookingNotice } from './mail/templates';
import { travellerOf, type Traveller } from './accounts/records';
import { linesOf, wireLine } from './departures/lines';

/** Without 0/O, 1/I/L so a reference read out over the phone cannot be misheard. */
const REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const REFERENCE_LENGTH = 8;
const MAX_ROW_ID = 2_147_483_647;

/** A readable booking reference such as WAT-7K3M9Q2X (about 40 random bits). */
export function newBookingReference(): string {
  let code = '';
  for (let i = 0; i < REFERENCE_LENGTH; i++) {
    code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  }
  return `WAT-${code}`;
}

export interface BookingOrder {
  userId: number;
  excursionIds: number[];
  siteUrl: string;
  /** The company's address, told of every new booking. */
  operatorEmail: string;
  /** The website's language, which the booking's mails are written in. */
  locale?: Locale;
}

export type BookingOutcome = { booked: BookingCreated } | { rejected: string };

/**
 * Books the chosen excursions for the signed-in user. Price, status and payment always start
 * as a new booking's (free, Pending, open); the confirmation mail and the operator's notice are
 * queued in the same transaction, so they go out exactly when the booking exists.
 */
export async function bookExcursions(
  db: Database,
  mail: Pick<MailService, 'enqueue'>,
  order: BookingOrder,
): Promise<BookingOutcome> {
  const ids = [...new Set(order.excursionIds)];
  if (ids.length === 0) return { rejected: BOOKING_MESSAGES.noExcursions };
  if (ids.length > MAX_EXCURSIONS_PER_BOOKING) {
    return { rejected: BOOKING_MESSAGES.tooManyExcursions };
  }

  return db.transaction(async (tx): Promise<BookingOutcome> => {
    const chosen = await findExcursions(tx, ids);
    const unknown = ids.filter((id) => !chosen.has(id));
    if (unknown.length > 0) return { rejected: BOOKING_MESSAGES.unknownExcursions(unknown) };

    const traveller = await travellerOf(tx, order.userId);
    const booking = await insertBooking(tx, order.userId, traveller, order.locale ?? 'en');
    await tx
      .insert(bookingExcursions)
      .values(
        ids.map((excursionId, position) => ({ bookingId: booking.id, excursionId, position })),
      );
    await mail.enqueue(
      bookingConfirmationMail({
        to: traveller.email,
        name: traveller.name,
        reference: booking.generatedBookingId,
        excursions: ids.map((id) => chosen.get(id)!),
        siteUrl: order.siteUrl,
        locale: order.locale,
      }),
      tx,
    );
    await mail.enqueue(
      newBookingNotice({
        to: order.operatorEmail,
        bookingId: booking.id,
        reference: booking.generatedBookingId,
        customer: traveller,
        excursionNames: ids.map((id) => chosen.get(id)!.name),
        siteUrl: order.siteUrl,
      }),
      tx,
    );
    return { booked: booking };
  });
}

async function findExcursions(db: Executor, ids: number[]) {
  const storable = ids.filter((id) => id >= 1 && id <= MAX_ROW_ID);
  if (storable.length === 0) return new Map<number, never>();
  const rows = await db
    .select({
      id: excursions.id,
      name: excursions.name,
      tourStartDate: excursions.tourStartDate,
      location: excursions.location,
    })
    .from(excursions)
    // An unpublished excursion cannot be booked; bookings made before keep it.
    .where(and(inArray(excursions.id, storable), eq(excursions.published, true)))
    .for('share'); // an excursion deleted meanwhile must not break the booking's foreign key
  return new Map(rows.map(({ id, ...excursion }) => [id, excursion]));
}

/** Inserts the booking under a fresh reference, drawing again on the rare clash. */
async function insertBooking(db: Executor, userId: number, traveller: Traveller, locale: Locale) {
  for (;;) {
    const [row] = await db
      .insert(bookings)
      .values({
        generatedBookingId: newBookingReference(),
        userId,
        userEmail: traveller.email,
        userName: traveller.name,
        totalPrice: 0,
        isCompleted: false,
        isCancelled: false,
        paymentStatus: 'Pending',
        locale,
      })
      .onConflictDoNothing({ target: bookings.generatedBookingId })
      .returning({ id: bookings.id, generatedBookingId: bookings.generatedBookingId });
    if (row) return row;
  }
}

/** One page of the user's own bookings, newest first, in four queries whatever the page size. */
export async function listBookings(
  db: Database,
  userId: number,
  paging: Paging,
  terms?: PaymentTerms,
): Promise<Paged<Booking>> {
  // A hold is not a booking yet, and one that ended unconfirmed never was.
  const own = and(eq(bookings.userId, userId), notInArray(bookings.status, ['on_hold', 'expired']));
  const [{ totalCount }] = await db.select({ totalCount: count() }).from(bookings).where(own);
  const rows = await db
    .select({
      id: bookings.id,
      generatedBookingId: bookings.generatedBookingId,
      totalPrice: bookings.totalPrice,
      currency: bookings.currency,
      isCompleted: bookings.isCompleted,
      isCancelled: bookings.isCancelled,
      paymentStatus: bookings.paymentStatus,
      status: bookings.status,
      refundPercent: bookings.refundPercent,
    })
    .from(bookings)
    .where(own)
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(paging.pageSize)
    .offset(offsetOf(paging));
  const ids = rows.map((row) => row.id);
  const [names, lines, paid] = await Promise.all([
    excursionNamesOf(db, ids),
    linesOf(db, ids),
    terms ? paymentSummaries(db, rows, terms) : undefined,
  ]);
  const results: Booking[] = rows.map(({ refundPercent: _refundPercent, ...row }) => ({
    ...row,
    excursionNames: names.get(row.id) ?? [],
    lines: (lines.get(row.id) ?? []).map(wireLine),
    // A request not yet priced keeps SPEC.md's row as it was.
    ...(row.totalPrice > 0 ? paymentFieldsOf(paid?.get(row.id)) : {}),
  }));
  return page(results, paging, totalCount);
}

async function excursionNamesOf(db: Database, bookingIds: number[]) {
  const names = new Map<number, string[]>();
  if (bookingIds.length === 0) return names;
  const rows = await db
    .select({ bookingId: bookingExcursions.bookingId, name: excursions.name })
    .from(bookingExcursions)
    .innerJoin(excursions, eq(excursions.id, bookingExcursions.excursionId))
    .where(inArray(bookingExcursions.bookingId, bookingIds))
    .orderBy(asc(bookingExcursions.bookingId), asc(bookingExcursions.position));
  for (const { bookingId, name } of rows) {
    const list = names.get(bookingId) ?? [];
    list.push(name);
    names.set(bookingId, list);
  }
  return names;
}
