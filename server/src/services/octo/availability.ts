import { and, asc, between, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { departures } from '../../db/schema';
import { CALENDAR_MAX_DAYS, daysBetween } from '@/contract/booking';
import { DEPARTURE_MESSAGES, RESELLER_MESSAGES } from '@/contract/serverMessages';
import type {
  OctoAvailability,
  OctoAvailabilityCalendarDay,
  OctoAvailabilityRequest,
  OctoCalendarRequest,
} from '@/contract/wire/octo';
import { excursionCalendar, departureOf } from '../departures/availability';
import { isRefusal } from '../departures/outcome';
import { octoFailures } from './failure';
import {
  checkOption,
  octoPricing,
  sellableExcursion,
  unitPricingOf,
  type SellableExcursion,
} from './products';

const HOUR_MS = 3_600_000;

/** A departure's OCTO availability id: its local start, such as 2026-12-01T09:00:00+00:00. */
export const availabilityIdOf = (date: string, time: string) => `${date}T${time}:00+00:00`;

/** The date and time an availability id names, or undefined when it is not one of ours. */
export function startOfAvailabilityId(id: string) {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}):00(?:\+00:00|Z)$/.exec(id);
  return match ? { date: match[1], time: match[2] } : undefined;
}

/** A local time plus the excursion's length, as OCTO's `localDateTimeEnd`. */
function localEnd(startsAt: Date, durationHours: number) {
  const end = new Date(startsAt.getTime() + Math.max(durationHours, 0) * HOUR_MS);
  return `${end.toISOString().slice(0, 19)}+00:00`;
}

function checkRange(from: string, to: string) {
  const days = daysBetween(from, to) + 1;
  if (days < 1) throw octoFailures.badRequest(DEPARTURE_MESSAGES.calendarBackwards);
  if (days > CALENDAR_MAX_DAYS) throw octoFailures.badRequest(DEPARTURE_MESSAGES.calendarTooLong);
}

/** The units a reseller asks about must be ones the product sells. */
function checkUnits(excursion: SellableExcursion, units: Array<{ id: string }> | undefined) {
  const sold = new Set(excursion.pricing.units.map((unit) => unit.unit as string));
  const unknown = units?.find((unit) => !sold.has(unit.id));
  if (unknown) throw octoFailures.unit(unknown.id);
}

/** The calendar of the engine, day by day, in OCTO's words (with the lowest unit prices). */
export async function octoCalendar(
  db: Executor,
  body: OctoCalendarRequest,
  now = new Date(),
): Promise<OctoAvailabilityCalendarDay[]> {
  const excursion = await sellableExcursion(db, body.productId);
  checkOption(body.optionId);
  checkUnits(excursion, body.units);
  checkRange(body.localDateStart, body.localDateEnd);
  const days = await excursionCalendar(
    db,
    excursion.id,
    body.localDateStart,
    body.localDateEnd,
    now,
  );
  if (isRefusal(days)) throw octoFailures.badRequest(days.refused.message);
  const unitPricingFrom = unitPricingOf(excursion.pricing);
  const adult = excursion.pricing.units.find((unit) => unit.unit === 'adult');
  return days.map((day) => ({
    localDate: day.date,
    available: day.status === 'AVAILABLE' || day.status === 'LIMITED',
    status: day.status,
    vacancies: day.vacancies,
    capacity: null,
    openingHours: [],
    unitPricingFrom,
    ...(adult ? { pricingFrom: octoPricing(adult.price) } : {}),
  }));
}

/**
 * Each departure of the product in the dates asked (or the ones named by id), as OCTO's
 * availabilities: the id to hold with, seats left and status, and the unit prices.
 */
export async function octoAvailability(
  db: Executor,
  body: OctoAvailabilityRequest,
  now = new Date(),
): Promise<OctoAvailability[]> {
  const excursion = await sellableExcursion(db, body.productId);
  checkOption(body.optionId);
  checkUnits(excursion, body.units);
  const from = body.localDateStart ?? body.localDate;
  const to = body.localDateEnd ?? body.localDate;
  const byId = body.availabilityIds?.map(startOfAvailabilityId);

  let where;
  if (byId && byId.length > 0) {
    const dates = byId.filter((start) => start !== undefined).map((start) => start.date);
    if (dates.length === 0) return [];
    where = and(eq(departures.excursionId, excursion.id), inArray(departures.date, dates));
  } else if (from && to) {
    checkRange(from, to);
    where = and(eq(departures.excursionId, excursion.id), between(departures.date, from, to));
  } else {
    throw octoFailures.badRequest(RESELLER_MESSAGES.dateRange);
  }
  const rows = await db
    .select()
    .from(departures)
    .where(where)
    .orderBy(asc(departures.date), asc(departures.time));
  const wanted = body.availabilityIds ? new Set(body.availabilityIds) : undefined;
  return rows
    .map((row) => availabilityOf(excursion, row, now))
    .filter((availability) => !wanted || wanted.has(availability.id));
}

/** One departure as OCTO's availability. */
export function availabilityOf(
  excursion: SellableExcursion,
  row: typeof departures.$inferSelect,
  now: Date,
): OctoAvailability {
  const departure = departureOf(row, excursion.rules.cutoffHours, now);
  const adult = excursion.pricing.units.find((unit) => unit.unit === 'adult');
  return {
    id: availabilityIdOf(row.date, row.time),
    localDateTimeStart: availabilityIdOf(row.date, row.time),
    localDateTimeEnd: localEnd(row.startsAt, excursion.durationHours),
    utcCutoffAt: departure.cutoffAt,
    allDay: false,
    available: departure.status === 'AVAILABLE' || departure.status === 'LIMITED',
    status: departure.status,
    vacancies: departure.vacancies,
    capacity: departure.capacity,
    maxUnits: Math.min(excursion.rules.maxPerBooking, departure.vacancies),
    openingHours: [],
    unitPricing: unitPricingOf(excursion.pricing),
    ...(adult ? { pricing: octoPricing(adult.price) } : {}),
  };
}

/** The departure an availability id names on this product, or INVALID_AVAILABILITY_ID. */
export async function departureOfAvailability(
  db: Executor,
  excursionId: number,
  availabilityId: string,
) {
  const start = startOfAvailabilityId(availabilityId);
  const [row] = start
    ? await db
        .select()
        .from(departures)
        .where(
          and(
            eq(departures.excursionId, excursionId),
            eq(departures.date, start.date),
            eq(departures.time, start.time),
          ),
        )
    : [];
  if (!row) throw octoFailures.availability(availabilityId);
  return row;
}
