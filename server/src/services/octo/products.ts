import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import { operatorToday } from '@/contract/dates';
import type { Executor } from '../../db/client';
import { departures, excursions } from '../../db/schema';
import { BASE_CURRENCY, toCents } from '@/contract/booking';
import type { BookingRules, PricingInput } from '@/contract/wire/departures';
import {
  OCTO_OPTION_ID,
  type OctoOption,
  type OctoPricing,
  type OctoPricingUnit,
  type OctoProduct,
  type OctoUnit,
} from '@/contract/wire/octo';
import { octoFailures } from './failure';

/** Banjul keeps GMT all year: local times carry +00:00. */
export const OCTO_TIME_ZONE = 'Africa/Banjul';

/** How many digits after the point a currency's amounts have (XOF none, USD two). */
export const precisionOf = (currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
    .maximumFractionDigits ?? 2;

/** An amount in the base currency as OCTO's pricing carries it: minor units, no tax split out. */
export function octoPricing(amount: number, currency = BASE_CURRENCY): OctoPricing {
  const minor = precisionOf(currency) === 0 ? Math.round(amount) : toCents(amount);
  return {
    original: minor,
    retail: minor,
    net: null,
    currency,
    currencyPrecision: precisionOf(currency),
    includedTaxes: [],
  };
}

const UNIT_TYPES = { adult: 'ADULT', child: 'CHILD', infant: 'INFANT' } as const;

export const unitPricingOf = (pricing: PricingInput): OctoPricingUnit[] =>
  pricing.units.map((unit) => ({ ...octoPricing(unit.price), unitId: unit.unit }));

/** A bookable excursion as OCTO's product: one option, DEFAULT, with its priced units. */
export interface SellableExcursion {
  id: number;
  name: string;
  description: string;
  durationHours: number;
  pricing: PricingInput;
  rules: BookingRules;
  startTimes: string[];
}

const sellableColumns = {
  id: excursions.id,
  name: excursions.name,
  description: excursions.description,
  durationHours: excursions.durationHours,
  pricing: excursions.pricing,
  rules: excursions.bookingRules,
};

/** The start times of each excursion's departures from today on, earliest first. */
async function startTimesOf(db: Executor, ids: number[], today: string) {
  const times = new Map<number, string[]>();
  if (ids.length === 0) return times;
  const rows = await db
    .selectDistinct({ excursionId: departures.excursionId, time: departures.time })
    .from(departures)
    .where(and(inArray(departures.excursionId, ids), gte(departures.date, today)))
    .orderBy(asc(departures.excursionId), asc(departures.time));
  for (const row of rows)
    times.set(row.excursionId, [...(times.get(row.excursionId) ?? []), row.time]);
  return times;
}

async function withStartTimes(
  db: Executor,
  rows: Array<Omit<SellableExcursion, 'startTimes'>>,
): Promise<SellableExcursion[]> {
  const times = await startTimesOf(
    db,
    rows.map((row) => row.id),
    operatorToday(new Date()),
  );
  return rows.map((row) => ({ ...row, startTimes: times.get(row.id) ?? [] }));
}

/**
 * The excursions resellers can sell: published, priced per unit (an excursion on request is no
 * product: staff price it) and with a price for at least one unit.
 */
const sellable = and(
  eq(excursions.published, true),
  sql`not (${excursions.pricing}->>'onRequest')::boolean`,
  sql`jsonb_array_length(${excursions.pricing}->'units') > 0`,
);

export async function sellableExcursions(db: Executor): Promise<SellableExcursion[]> {
  return withStartTimes(
    db,
    await db.select(sellableColumns).from(excursions).where(sellable).orderBy(asc(excursions.id)),
  );
}

/** The product a `productId` names, or OCTO's INVALID_PRODUCT_ID. */
export async function sellableExcursion(db: Executor, productId: string) {
  const id = /^[1-9]\d{0,9}$/.test(productId) ? Number(productId) : 0;
  const [row] =
    id > 0 && id <= 2_147_483_647
      ? await db
          .select(sellableColumns)
          .from(excursions)
          .where(and(sellable, eq(excursions.id, id)))
      : [];
  if (!row) throw octoFailures.product(productId);
  return (await withStartTimes(db, [row]))[0];
}

/** The excursion of a booking, sold now or not, for its answer. */
export async function excursionById(db: Executor, id: number) {
  const [row] = await db.select(sellableColumns).from(excursions).where(eq(excursions.id, id));
  return row ? (await withStartTimes(db, [row]))[0] : undefined;
}

/** The DEFAULT option is the only one. */
export function checkOption(optionId: string) {
  if (optionId !== OCTO_OPTION_ID) throw octoFailures.option(optionId);
}

function unitOf(unit: PricingInput['units'][number], maxUnits: number): OctoUnit {
  return {
    id: unit.unit,
    internalName: unit.label,
    reference: null,
    type: UNIT_TYPES[unit.unit],
    restrictions: {
      minAge: unit.minAge,
      maxAge: unit.maxAge,
      idRequired: false,
      minQuantity: null,
      maxQuantity: maxUnits,
      // Everyone takes a seat, infants included (the engine's rule).
      paxCount: 1,
      accompaniedBy: unit.unit === 'adult' ? [] : ['adult'],
    },
    requiredContactFields: [],
    title: unit.label,
    pricingFrom: [octoPricing(unit.price)],
  };
}

function optionOf(excursion: SellableExcursion): OctoOption {
  const { rules } = excursion;
  // OCTO's cut-off for cancelling: the last tier that gives a refund back.
  const refundHours = rules.cancellationPolicy
    .filter((tier) => tier.refundPercent > 0)
    .reduce((most, tier) => Math.max(most, tier.hoursBefore), 0);
  return {
    id: OCTO_OPTION_ID,
    default: true,
    internalName: excursion.name,
    reference: null,
    availabilityLocalStartTimes: excursion.startTimes.length > 0 ? excursion.startTimes : ['00:00'],
    cancellationCutoff: `${refundHours} hours`,
    cancellationCutoffAmount: refundHours,
    cancellationCutoffUnit: 'hour',
    requiredContactFields: [],
    restrictions: { minUnits: rules.minPerBooking, maxUnits: rules.maxPerBooking },
    units: excursion.pricing.units.map((unit) => unitOf(unit, rules.maxPerBooking)),
    title: 'Standard',
  };
}

export function productOf(excursion: SellableExcursion): OctoProduct {
  return {
    id: String(excursion.id),
    internalName: excursion.name,
    reference: null,
    locale: 'en',
    timeZone: OCTO_TIME_ZONE,
    allowFreesale: false,
    instantConfirmation: excursion.rules.instantConfirmation,
    instantDelivery: true,
    availabilityRequired: true,
    availabilityType: 'START_TIME',
    deliveryFormats: ['QRCODE'],
    deliveryMethods: ['VOUCHER'],
    redemptionMethod: 'DIGITAL',
    options: [optionOf(excursion)],
    title: excursion.name,
    shortDescription: excursion.description.slice(0, 300) || null,
    durationMinutesFrom: Math.round(excursion.durationHours * 60),
    defaultCurrency: BASE_CURRENCY,
    availableCurrencies: [BASE_CURRENCY],
    pricingPer: 'UNIT',
  };
}
