/**
 * The operator's offset from UTC: Banjul (`OPERATOR_TIME_ZONE`) keeps GMT all year, with no
 * summer time. The operator's day is worked out from it rather than with a time-zone formatter,
 * whose first use loads the zone data: 160 ms of a phone's main thread as the page starts
 * (Chromium, 4× slowed CPU). A test holds this against the zone data.
 */
export const OPERATOR_UTC_OFFSET_MS = 0;

/**
 * Today's date (YYYY-MM-DD) where the operator works. Transfers are booked in local days: the
 * pickup date may not be before it, on the form and on the server alike.
 */
export function operatorToday(now: Date = new Date()): string {
  return new Date(now.getTime() + OPERATOR_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * The year where the operator works: the footer's copyright line. The server's page and the
 * browser agree on it whatever the visitor's own time zone (kept pages last a year at most).
 */
export const operatorYear = (now: Date = new Date()) => operatorToday(now).slice(0, 4);
