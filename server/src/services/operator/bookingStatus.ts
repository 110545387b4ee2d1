import { sql, type SQL } from 'drizzle-orm';
import { bookings } from '../../db/schema';
import { OPERATOR_MESSAGES } from '@/contract/serverMessages';
import type { BookingStatus } from '@/contract/wire/operator';

type StoredState = Pick<
  typeof bookings.$inferSelect,
  'isCancelled' | 'isCompleted' | 'paymentStatus' | 'totalPrice'
>;

/**
 * A booking's status, derived from what the visitor's badges read too (decision 018):
 * cancelled, else completed, else paid, else quoted (a price above 0), else pending.
 */
export function bookingStatusOf(booking: StoredState): BookingStatus {
  if (booking.isCancelled) return 'cancelled';
  if (booking.isCompleted) return 'completed';
  if (booking.paymentStatus === 'Paid') return 'paid';
  if (booking.totalPrice > 0) return 'quoted';
  return 'pending';
}

/** The same rule as a condition on the bookings table, for the list's status filter. */
export function hasBookingStatus(status: BookingStatus): SQL {
  const paid = sql`${bookings.paymentStatus} = 'Paid'`;
  const open = sql`not ${bookings.isCancelled} and not ${bookings.isCompleted}`;
  switch (status) {
    case 'cancelled':
      return sql`${bookings.isCancelled}`;
    case 'completed':
      return sql`not ${bookings.isCancelled} and ${bookings.isCompleted}`;
    case 'paid':
      return sql`${open} and ${paid}`;
    case 'quoted':
      return sql`${open} and not (${paid}) and ${bookings.totalPrice} > 0`;
    case 'pending':
      return sql`${open} and not (${paid}) and ${bookings.totalPrice} = 0`;
  }
}

export type BookingChange =
  | { kind: 'quote'; totalPrice: number }
  | { kind: 'paid' }
  | { kind: 'complete' }
  | { kind: 'cancel'; reason: string };

/** Why the status rules refuse a change, or undefined when they allow it. */
export const refusalOf = (change: BookingChange, status: BookingStatus): string | undefined =>
  OPERATOR_MESSAGES.bookingRefused[change.kind][status];
