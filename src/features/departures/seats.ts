import type { AvailabilityStatus } from '@/contract/wire/departures';
import type { Message, Translate } from '@/i18n';
import { departureMessages } from './messages';

/** Each status as the calendar's legend names it. */
export const LEGEND: Record<AvailabilityStatus, Message> = {
  AVAILABLE: departureMessages.available,
  LIMITED: departureMessages.limited,
  SOLD_OUT: departureMessages.soldOut,
  CLOSED: departureMessages.closed,
};

/** What a day or a start time says of its seats, visibly and to screen readers. */
export function statusLine(t: Translate, status: AvailabilityStatus, vacancies: number): string {
  if (status === 'AVAILABLE' || status === 'LIMITED') {
    return t(departureMessages.seatsLeft, { count: vacancies });
  }
  return t(status === 'SOLD_OUT' ? departureMessages.daySoldOut : departureMessages.dayClosed);
}
