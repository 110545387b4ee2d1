import { count, inArray, sql } from 'drizzle-orm';
import { startsAtOf } from '@/contract/booking';
import { operatorToday } from '@/contract/dates';
import { EXCURSION_TYPE_NAMES } from '@/contract/limits';
import type { Database, Executor } from '../db/client';
import {
  departures,
  destinations,
  excursions,
  excursionTypes,
  specialInterestExcursions,
  specialInterestProgrammes,
} from '../db/schema';
import { catalogChanged } from '../services/catalog/version';
import { plannedStarts } from '../services/departures/schedule';
import { bookableFields } from './bookable';
import { DESTINATIONS, EXCURSIONS, STUDENT_PROGRAMMES } from './content';
import {
  FRENCH_DESTINATIONS,
  FRENCH_EXCURSIONS,
  FRENCH_STUDENT_PROGRAMMES,
} from './content/french';
import { tourStartDate } from './dates';
import { destinationImages, excursionImages, imageUrl } from './demoImages';

/**
 * Fills an empty catalog with the demo destinations, excursions and the Students programme, all in
 * one transaction. Does nothing when the catalog already has content, so every start (and every
 * replica) may call it.
 */
export async function seedDemoContent(
  db: Database,
  now = new Date(),
): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    if (!(await catalogIsEmpty(tx))) return { seeded: false };
    const typeIds = await insertExcursionTypes(tx);
    const destinationIds = await insertDestinations(tx);
    const excursionIds = await insertExcursions(tx, typeIds, destinationIds, now);
    await insertStudentProgrammes(tx, excursionIds);
    await layOutDemoDepartures(tx, excursionIds, now);
    await catalogChanged(tx);
    return { seeded: true };
  });
}

async function catalogIsEmpty(tx: Executor): Promise<boolean> {
  const [types] = await tx.select({ n: count() }).from(excursionTypes);
  const [places] = await tx.select({ n: count() }).from(destinations);
  return types.n === 0 && places.n === 0;
}

async function insertExcursionTypes(tx: Executor): Promise<Map<string, number>> {
  const rows = await tx
    .insert(excursionTypes)
    .values(EXCURSION_TYPE_NAMES.map((name) => ({ name })))
    .returning({ id: excursionTypes.id, name: excursionTypes.name });
  return new Map(rows.map((row) => [row.name, row.id]));
}

async function insertDestinations(tx: Executor): Promise<Map<string, number>> {
  const rows = await tx
    .insert(destinations)
    .values(
      DESTINATIONS.map((destination) => {
        const images = destinationImages(destination);
        const french = required(FRENCH_DESTINATIONS, destination.slug);
        return {
          name: destination.name,
          capital: destination.capital,
          about: destination.about,
          location: destination.location,
          latitude: destination.latitude,
          longitude: destination.longitude,
          coverImageUrl: imageUrl(images.cover),
          gallery: images.gallery.map(imageUrl),
          rating: destination.rating,
          countryName: destination.name,
          language: destination.language,
          currency: destination.currency,
          visaRequirements: destination.visaRequirements,
          nameFr: french.name,
          aboutFr: french.about,
          languageFr: french.language,
          currencyFr: french.currency,
          visaRequirementsFr: french.visaRequirements,
        };
      }),
    )
    .returning({ id: destinations.id, name: destinations.name });
  return new Map(rows.map((row) => [row.name, row.id]));
}

async function insertExcursions(
  tx: Executor,
  typeIds: Map<string, number>,
  destinationIds: Map<string, number>,
  now: Date,
): Promise<Map<string, number>> {
  const rows = await tx
    .insert(excursions)
    .values(
      EXCURSIONS.map((excursion, index) => {
        const images = excursionImages(excursion);
        const french = required(FRENCH_EXCURSIONS, excursion.slug);
        return {
          name: excursion.name,
          description: excursion.description,
          nameFr: french.name,
          descriptionFr: french.description,
          coverImageUrl: imageUrl(images.cover),
          gallery: images.gallery.map(imageUrl),
          rating: excursion.rating,
          countryName: excursion.destination,
          location: excursion.location,
          locationFr: french.location,
          latitude: excursion.latitude,
          longitude: excursion.longitude,
          duration: excursion.duration,
          durationHours: excursion.durationHours,
          numberOfPeople: excursion.numberOfPeople,
          food: excursion.food,
          drinks: excursion.drinks,
          tourStartDate: tourStartDate(index, now),
          max: excursion.max,
          destinationId: required(destinationIds, excursion.destination),
          excursionTypeId: required(typeIds, excursion.type),
          ...bookableFields(excursion, now),
        };
      }),
    )
    .returning({ id: excursions.id, name: excursions.name });
  // Matched by name (unique in the demo content) rather than trusting the order of RETURNING.
  const idsByName = new Map(rows.map((row) => [row.name, row.id]));
  return new Map(
    EXCURSIONS.map((excursion) => [excursion.slug, required(idsByName, excursion.name)]),
  );
}

async function insertStudentProgrammes(tx: Executor, excursionIds: Map<string, number>) {
  const rows = await tx
    .insert(specialInterestProgrammes)
    .values(
      STUDENT_PROGRAMMES.map((programme, position) => ({
        category: programme.category,
        countryName: programme.countryName,
        description: programme.description,
        descriptionFr: required(FRENCH_STUDENT_PROGRAMMES, programme.countryName),
        position,
      })),
    )
    .returning({
      id: specialInterestProgrammes.id,
      countryName: specialInterestProgrammes.countryName,
    });
  const programmeIds = new Map(rows.map((row) => [row.countryName, row.id]));
  const links = STUDENT_PROGRAMMES.flatMap((programme) =>
    programme.excursions.map((slug) => ({
      programmeId: required(programmeIds, programme.countryName),
      excursionId: required(excursionIds, slug),
    })),
  );
  await tx.insert(specialInterestExcursions).values(links);
}

/**
 * The departures of the excursions sold on dates, from the seed day for the coming months: the
 * starts their rules give (as `layOutDepartures` plans them), stored by one statement. The
 * catalog was empty, so every start is new: no row to update or remove, which keeps a first
 * start quick on the embedded database (thousands of rows).
 */
async function layOutDemoDepartures(tx: Executor, excursionIds: Map<string, number>, now: Date) {
  const today = operatorToday(now);
  const starts = EXCURSIONS.flatMap((excursion) => {
    const excursionId = required(excursionIds, excursion.slug);
    const { scheduleRules } = bookableFields(excursion, now);
    return plannedStarts(scheduleRules, [], today).map((start) => ({
      excursionId,
      ...start,
      startsAt: startsAtOf(start.date, start.time).toISOString(),
    }));
  });
  if (starts.length === 0) return;
  await tx.execute(sql`
    insert into ${departures} (excursion_id, date, time, starts_at, capacity, closed)
    select "excursionId", date, time, "startsAt", capacity, closed
    from jsonb_to_recordset(${JSON.stringify(starts)}::jsonb) as start(
      "excursionId" int, date date, time text, "startsAt" timestamptz, capacity int, closed boolean)`);
  await tx
    .update(excursions)
    .set({ scheduleLaidOutOn: today })
    .where(inArray(excursions.id, [...new Set(starts.map((start) => start.excursionId))]));
}

/** The content modules name each other; a typo there is a programming error, not bad input. */
function required<Value>(values: Map<string, Value>, key: string): Value {
  const value = values.get(key);
  if (value === undefined) throw new Error(`Demo content refers to unknown "${key}"`);
  return value;
}
