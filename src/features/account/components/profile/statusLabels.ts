import type { BookingState } from '@/contract/wire/departures';
import type { Message, Translate } from '@/i18n';
import { profileMessages } from '../../messages';
import type { ShownStatus } from './status';

/** The badges' words for SPEC.md's statuses. */
export const SHOWN_STATUS_LABEL: Record<ShownStatus, Message> = {
  Completed: profileMessages.completed,
  Cancelled: profileMessages.cancelled,
  Pending: profileMessages.pending,
};

/** A departure booking's status as the visitor reads it. */
export const DEPARTURE_STATUS_LABEL: Record<BookingState, Message> = {
  on_hold: profileMessages.onHold,
  requested: profileMessages.awaitingConfirmation,
  confirmed: profileMessages.confirmed,
  cancelled: profileMessages.cancelled,
  expired: profileMessages.expired,
  completed: profileMessages.completed,
};

const PAYMENT_STATUS_LABEL: Record<string, Message | undefined> = {
  Paid: profileMessages.paid,
  Pending: profileMessages.pending,
};

/** The server's payment status in the page's language; one it does not know shows as it comes. */
export const paymentStatusLabel = (t: Translate, status: string) => {
  const label = PAYMENT_STATUS_LABEL[status];
  return label ? t(label) : status;
};
