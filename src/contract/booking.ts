/**
 * The booking engine's rules that the server applies and the website shows the same way: limits,
 * the default booking rules, a party's price, a departure's status and the refund a cancellation
 * gives. Prices are decimals in the base currency; sums are worked out in cents.
 */

/** The operator's base currency: every amount charged is in it (the `$` of SPEC.md). */
export const BASE_CURRENCY = 'USD';

export const MAX_LINES_PER_RESERVATION = 10;
export const MAX_PEOPLE_PER_LINE = 60;
export const MAX_SCHEDULE_RULES = 20;
export const MAX_CLOSURES = 366;
export const MAX_DEPARTURE_CAPACITY = 500;
export const MAX_UNIT_PRICE = 100_000;
/** A calendar call covers at most this many days. */
export const CALENDAR_MAX_DAYS = 62;
/** The console's departures list covers at most this many days (a quarter). */
export const OPERATOR_DEPARTURES_MAX_DAYS = 93;
/** Departures exist this many days ahead of today, following the schedule's rules. */
export const SCHEDULE_HORIZON_DAYS = 400;

export interface PartyCounts {
  adult: number;
  child: number;
  infant: number;
}

interface PricedUnit {
  unit: 'adult' | 'child' | 'infant';
  price: number;
}

interface Tier {
  hoursBefore: number;
  refundPercent: number;
}

/** SPEC.md's groups over 8 go to the enquiry form; the operator can change it per excursion. */
export const DEFAULT_BOOKING_RULES = {
  instantConfirmation: true,
  cutoffHours: 12,
  minPerBooking: 1,
  maxPerBooking: 8,
  /** Full refund up to 24 hours before the start, nothing after. */
  cancellationPolicy: [{ hoursBefore: 24, refundPercent: 100 }] as Tier[],
};

/** Everyone in the party takes a seat: a boat or a bus counts heads, infants included. */
export const seatsOf = (party: PartyCounts) => party.adult + party.child + party.infant;

export const toCents = (amount: number) => Math.round(amount * 100);
export const fromCents = (cents: number) => cents / 100;

/**
 * The price of a party at these unit prices, or the units it asks for that have no price (the
 * excursion does not sell them).
 */
export function priceOfParty(
  units: PricedUnit[],
  party: PartyCounts,
): { price: number } | { unpriced: Array<PricedUnit['unit']> } {
  const byUnit = new Map(units.map((unit) => [unit.unit, unit.price]));
  const unpriced = (['adult', 'child', 'infant'] as const).filter(
    (unit) => party[unit] > 0 && !byUnit.has(unit),
  );
  if (unpriced.length > 0) return { unpriced };
  const cents = (['adult', 'child', 'infant'] as const).reduce(
    (sum, unit) => sum + party[unit] * toCents(byUnit.get(unit) ?? 0),
    0,
  );
  return { price: fromCents(cents) };
}

/** The lowest adult price, shown as "from $X per adult". */
export function fromPriceOf(pricing: { onRequest: boolean; units: PricedUnit[] }): number | null {
  if (pricing.onRequest) return null;
  const adult = pricing.units.find((unit) => unit.unit === 'adult');
  return adult ? adult.price : null;
}

type Status = 'AVAILABLE' | 'LIMITED' | 'SOLD_OUT' | 'CLOSED';

/** OCTO's statuses: more than half the seats left is AVAILABLE, some LIMITED, none SOLD_OUT. */
export function departureStatus(input: {
  capacity: number;
  vacancies: number;
  closed: boolean;
  pastCutoff: boolean;
}): Status {
  if (input.closed || input.pastCutoff || input.capacity === 0) return 'CLOSED';
  if (input.vacancies <= 0) return 'SOLD_OUT';
  return input.vacancies * 2 > input.capacity ? 'AVAILABLE' : 'LIMITED';
}

const STATUS_RANK: Record<Status, number> = { AVAILABLE: 3, LIMITED: 2, SOLD_OUT: 1, CLOSED: 0 };

/** A day is as good as its best departure. */
export const bestStatus = (statuses: Status[]): Status =>
  statuses.reduce<Status>(
    (best, status) => (STATUS_RANK[status] > STATUS_RANK[best] ? status : best),
    'CLOSED',
  );

/** The refund cancelling `hoursBefore` hours before the start gives: the first tier that holds. */
export function refundPercentOf(policy: Tier[], hoursBefore: number): number {
  const sorted = [...policy].sort((a, b) => b.hoursBefore - a.hoursBefore);
  return sorted.find((tier) => hoursBefore >= tier.hoursBefore)?.refundPercent ?? 0;
}

/** The amount a refund percentage gives back of an amount, to the cent. */
export const refundAmountOf = (amount: number, percent: number) =>
  fromCents(Math.round((toCents(amount) * percent) / 100));

/**
 * A departure's start as an instant. Banjul keeps GMT all year (`OPERATOR_UTC_OFFSET_MS` in
 * dates.ts), so its local time is UTC.
 */
export const startsAtOf = (date: string, time: string) => new Date(`${date}T${time}:00.000Z`);

/** Adds days to a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00.000Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** Days from one YYYY-MM-DD date to another (0 for the same day). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** ISO weekday of a YYYY-MM-DD date: 1 = Monday … 7 = Sunday. */
export const isoWeekday = (date: string) => new Date(`${date}T00:00:00.000Z`).getUTCDay() || 7;
