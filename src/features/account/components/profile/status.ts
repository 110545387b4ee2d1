import type { Booking } from '@/contract/wire/bookings';
import type { BookingState } from '@/contract/wire/departures';
import type { Transfer } from '@/contract/wire/transfers';

export type ShownStatus = 'Completed' | 'Cancelled' | 'Pending';
export type BadgeColour = 'success' | 'error' | 'warning';

/** docs/product.md, The rules: Completed if completed, else Cancelled if cancelled, else Pending. */
export function bookingStatus(booking: Pick<Booking, 'isCompleted' | 'isCancelled'>): ShownStatus {
  if (booking.isCompleted) return 'Completed';
  if (booking.isCancelled) return 'Cancelled';
  return 'Pending';
}

/** Completed or Cancelled as the server says; anything else, or nothing, is Pending. */
export function transferStatus(transfer: Pick<Transfer, 'status'>): ShownStatus {
  const status = transfer.status;
  return status === 'Completed' || status === 'Cancelled' ? status : 'Pending';
}

export const STATUS_COLOUR: Record<ShownStatus, BadgeColour> = {
  Completed: 'success',
  Cancelled: 'error',
  Pending: 'warning',
};

/** Paid shows success; any other payment status shows warning. */
export const paymentColour = (paymentStatus: string): BadgeColour =>
  paymentStatus === 'Paid' ? 'success' : 'warning';

/** A booking of departures carries its own state; SPEC.md's request bookings have no lines. */
export const isDepartureBooking = (booking: Pick<Booking, 'lines'>) =>
  (booking.lines?.length ?? 0) > 0;

export const DEPARTURE_STATUS_COLOUR: Record<BookingState, BadgeColour> = {
  on_hold: 'warning',
  requested: 'warning',
  confirmed: 'success',
  cancelled: 'error',
  expired: 'error',
  completed: 'success',
};

/** Only a booking that still stands can be cancelled by the visitor; the server checks the rest. */
export const canCancel = (booking: Pick<Booking, 'lines' | 'status'>) =>
  isDepartureBooking(booking) && (booking.status === 'confirmed' || booking.status === 'requested');

/** A confirmed booking with something still to pay offers Pay; the server works out how much. */
export const canPay = (booking: Pick<Booking, 'lines' | 'status' | 'amountDue'>) =>
  isDepartureBooking(booking) && booking.status === 'confirmed' && (booking.amountDue ?? 0) > 0;
