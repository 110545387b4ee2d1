import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bookingLines, bookings, departures, excursions, staff, users } from '../../db/schema';
import { bookingCustomerColumns, customerOf } from '../operator/customers';
import { operatorClock } from '@/contract/clock';
import { operatorToday } from '@/contract/dates';
import { CHECK_IN_MESSAGES as M } from '@/contract/serverMessages';
import type { CheckInBooking, CheckInLine } from '@/contract/wire/checkIn';

/** "09:12" the same day, "09:12 on 2026-11-28" another: when, where the operator works. */
export function whenInWords(at: Date, now: Date): string {
  const day = operatorToday(at);
  return day === operatorToday(now) ? operatorClock(at) : `${operatorClock(at)} on ${day}`;
}

/** Why a booking in this status is never checked in, or null: only a confirmed party travels. */
export function statusRefusal(status: CheckInBooking['status']): string | null {
  if (status === 'cancelled' || status === 'expired') return M.cancelled;
  if (status !== 'confirmed' && status !== 'completed') return M.notConfirmed;
  return null;
}

/** The sentence of a line already checked in: who and when. */
export const alreadyCheckedIn = (line: CheckInLine, now: Date) =>
  M.already(line.checkedInBy ?? M.formerStaff, whenInWords(new Date(line.checkedInAt ?? now), now));

/** The sentence a check-in of today's lines would be refused with, or null. */
export function refusalOf(
  status: CheckInBooking['status'],
  lines: CheckInLine[],
  now: Date,
): string | null {
  const refused = statusRefusal(status);
  if (refused) return refused;
  if (lines.length === 0) return M.noLines;
  const today = lines.filter((line) => line.today);
  if (today.length === 0) {
    const next = lines.find((line) => line.date > operatorToday(now));
    return next ? M.notToday(next.date, next.time) : M.onlyPast;
  }
  const open = today.some((line) => line.checkedInAt === null);
  return open ? null : alreadyCheckedIn(today[0], now);
}

/** The booking behind a check-in token, with its lines by date and time; undefined if none. */
export async function checkInBookingOf(
  db: Executor,
  token: string,
  now: Date = new Date(),
): Promise<CheckInBooking | undefined> {
  const [row] = await db
    .select({
      id: bookings.id,
      generatedBookingId: bookings.generatedBookingId,
      status: bookings.status,
      paymentStatus: bookings.paymentStatus,
      totalPrice: bookings.totalPrice,
      currency: bookings.currency,
      customer: bookingCustomerColumns,
    })
    .from(bookings)
    // A reseller's booking has no account (decision 060): the traveller it named instead.
    .leftJoin(users, eq(users.id, bookings.userId))
    .where(eq(bookings.checkInToken, token));
  if (!row) return undefined;
  const lines = await linesOf(db, row.id, now);
  const customer = customerOf(row.customer);
  return {
    bookingId: row.id,
    generatedBookingId: row.generatedBookingId,
    name: customer.customerName,
    phone: customer.customerPhone,
    isWhatsAppUser: customer.isWhatsAppUser,
    status: row.status,
    paymentStatus: row.paymentStatus,
    totalPrice: row.totalPrice,
    currency: row.currency,
    lines,
    refusal: refusalOf(row.status, lines, now),
  };
}

async function linesOf(db: Executor, bookingId: number, now: Date): Promise<CheckInLine[]> {
  const today = operatorToday(now);
  const rows = await db
    .select({
      lineId: bookingLines.id,
      departureId: bookingLines.departureId,
      excursionId: bookingLines.excursionId,
      excursionName: excursions.name,
      date: departures.date,
      time: departures.time,
      adult: bookingLines.adults,
      child: bookingLines.children,
      infant: bookingLines.infants,
      checkedInAt: bookingLines.checkedInAt,
      checkedInBy: staff.name,
    })
    .from(bookingLines)
    .innerJoin(departures, eq(departures.id, bookingLines.departureId))
    .innerJoin(excursions, eq(excursions.id, bookingLines.excursionId))
    .leftJoin(staff, eq(staff.id, bookingLines.checkedInBy))
    .where(eq(bookingLines.bookingId, bookingId))
    .orderBy(asc(departures.date), asc(departures.time), asc(bookingLines.position));
  return rows.map(({ adult, child, infant, checkedInAt, ...line }) => ({
    ...line,
    units: { adult, child, infant },
    today: line.date === today,
    checkedInAt: checkedInAt?.toISOString() ?? null,
  }));
}
