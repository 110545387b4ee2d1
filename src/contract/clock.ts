import { OPERATOR_UTC_OFFSET_MS } from './dates';

/**
 * The time (HH:MM) of an instant where the operator works: "checked in at 09:12". Apart from
 * `dates.ts`, which every page loads: only the console and the server need it.
 */
export const operatorClock = (instant: Date | string) =>
  new Date(new Date(instant).getTime() + OPERATOR_UTC_OFFSET_MS).toISOString().slice(11, 16);
