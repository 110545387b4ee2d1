import { and, count, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  bookings,
  destinationReviews,
  enquiries,
  excursionReviews,
  transfers,
} from '../../db/schema';
import { operatorToday } from '@/contract/dates';
import type { OperatorSummary } from '@/contract/wire/operator';
import { addDays } from '@/contract/booking';
import { bookedDepartures } from './departures';

/** What needs a member of staff now: the console's first screen. */
export async function operatorSummary(db: Database, now = new Date()): Promise<OperatorSummary> {
  const today = operatorToday(now);
  const inTwoDays = operatorToday(new Date(now.getTime() + 2 * 24 * 60 * 60 * 1000));
  const [
    newBookings,
    transfersSoon,
    openEnquiries,
    excursionWaiting,
    destinationWaiting,
    departuresSoon,
  ] = await Promise.all([
    countOf(
      db,
      bookings,
      and(
        eq(bookings.isCancelled, false),
        eq(bookings.isCompleted, false),
        eq(bookings.paymentStatus, 'Pending'),
        eq(bookings.totalPrice, 0),
      ),
    ),
    countOf(
      db,
      transfers,
      and(
        eq(transfers.status, 'Pending'),
        gte(transfers.pickupDate, today),
        lte(transfers.pickupDate, inTwoDays),
      ),
    ),
    countOf(db, enquiries, eq(enquiries.status, 'open')),
    countOf(db, excursionReviews, eq(excursionReviews.status, 'pending')),
    countOf(db, destinationReviews, eq(destinationReviews.status, 'pending')),
    bookedDepartures(db, today, addDays(today, 1), now),
  ]);
  return {
    newBookings,
    transfersSoon,
    openEnquiries,
    reviewsWaiting: excursionWaiting + destinationWaiting,
    departuresSoon: departuresSoon.map((departure) => ({
      departureId: departure.id,
      excursionId: departure.excursionId,
      excursionName: departure.excursionName,
      date: departure.date,
      time: departure.time,
      booked: departure.booked,
      capacity: departure.capacity,
    })),
  };
}

type Counted =
  | typeof bookings
  | typeof transfers
  | typeof enquiries
  | typeof excursionReviews
  | typeof destinationReviews;

async function countOf(db: Database, table: Counted, where: SQL | undefined) {
  const [{ total }] = await db.select({ total: count() }).from(table).where(where);
  return total;
}
