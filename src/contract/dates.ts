import { OPERATOR_TIME_ZONE } from './limits';

/**
 * Today's date (YYYY-MM-DD) where the operator works. Transfers are booked in local days: the
 * pickup date may not be before it, on the form and on the server alike.
 */
export function operatorToday(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: OPERATOR_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * The year where the operator works: the footer's copyright line. The server's page and the
 * browser agree on it whatever the visitor's own time zone (kept pages last a year at most).
 */
export const operatorYear = (now: Date = new Date()) => operatorToday(now).slice(0, 4);
