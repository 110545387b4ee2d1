import fs from 'node:fs';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { EXCURSION_TYPE_NAMES } from '../../src/contract/limits';
import { addDays } from '../../src/contract/booking';
import { operatorToday } from '../../src/contract/dates';
import {
  departures,
  destinations,
  excursions,
  excursionTypes,
  specialInterestExcursions,
  specialInterestProgrammes,
} from '../../server/src/db/schema';
import { allDemoImages } from '../../server/src/seed/demoImages';
import { STORED_IMAGE_PREFIX } from '@/contract/images';
import { seedGeneratedExcursions } from '../../server/src/seed/generated';
import { ensureDemoImages } from '../../server/src/seed/images';
import { seedDemoContent } from '../../server/src/seed/seed';
import { buildTestApp, type TestApp } from './support/testApp';

/** West Africa, Cabo Verde included. */
const WEST_AFRICA = { minLatitude: 4, maxLatitude: 25, minLongitude: -26, maxLongitude: 16 };
const DAY_MS = 24 * 60 * 60 * 1000;

// Booting migrates a fresh database and drawing every picture takes a while on a shared machine.
jest.setTimeout(120_000);

let testApp: TestApp;
const db = () => testApp.app.db;

async function catalogCounts() {
  const [types, places, trips, programmes, links] = await Promise.all([
    db().$count(excursionTypes),
    db().$count(destinations),
    db().$count(excursions),
    db().$count(specialInterestProgrammes),
    db().$count(specialInterestExcursions),
  ]);
  return { types, places, trips, programmes, links };
}

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

describe('demo content seeded on start', () => {
  it('has the eight excursion types, ten destinations and excursions everywhere', async () => {
    const types = await db().select().from(excursionTypes);
    expect(types.map((type) => type.name).sort()).toEqual([...EXCURSION_TYPE_NAMES].sort());

    const counts = await catalogCounts();
    expect(counts.places).toBeGreaterThanOrEqual(10);
    expect(counts.trips).toBeGreaterThanOrEqual(40);

    const perType = await db()
      .select({ typeId: excursions.excursionTypeId, n: count() })
      .from(excursions)
      .groupBy(excursions.excursionTypeId);
    expect(perType).toHaveLength(types.length);

    const perDestination = await db()
      .select({ destinationId: excursions.destinationId, n: count() })
      .from(excursions)
      .groupBy(excursions.destinationId);
    expect(perDestination).toHaveLength(counts.places);
  });

  it('gives every excursion the country name of its destination', async () => {
    const mismatched = await db()
      .select({ id: excursions.id })
      .from(excursions)
      .innerJoin(destinations, eq(destinations.id, excursions.destinationId))
      .where(sql`${excursions.countryName} <> ${destinations.countryName}`);
    expect(mismatched).toEqual([]);
  });

  it('has a Students programme in at least three countries, each with excursions of that country', async () => {
    const programmes = await db()
      .select()
      .from(specialInterestProgrammes)
      .where(eq(specialInterestProgrammes.category, 'Students'));
    expect(programmes.length).toBeGreaterThanOrEqual(3);

    for (const programme of programmes) {
      expect(programme.description.length).toBeGreaterThan(50);
      const linked = await db()
        .select({ countryName: excursions.countryName })
        .from(specialInterestExcursions)
        .innerJoin(excursions, eq(excursions.id, specialInterestExcursions.excursionId))
        .where(eq(specialInterestExcursions.programmeId, programme.id));
      expect(linked.length).toBeGreaterThanOrEqual(1);
      expect(new Set(linked.map((row) => row.countryName))).toEqual(
        new Set([programme.countryName]),
      );
    }
  });

  it('seeds only once: a second run changes nothing', async () => {
    const before = await catalogCounts();
    await expect(seedDemoContent(db())).resolves.toEqual({ seeded: false });
    expect(await catalogCounts()).toEqual(before);
  });

  it('places everything in West Africa', async () => {
    const places = [
      ...(await db()
        .select({ lat: destinations.latitude, lon: destinations.longitude })
        .from(destinations)),
      ...(await db()
        .select({ lat: excursions.latitude, lon: excursions.longitude })
        .from(excursions)),
    ];
    for (const { lat, lon } of places) {
      expect(lat).toBeGreaterThanOrEqual(WEST_AFRICA.minLatitude);
      expect(lat).toBeLessThanOrEqual(WEST_AFRICA.maxLatitude);
      expect(lon).toBeGreaterThanOrEqual(WEST_AFRICA.minLongitude);
      expect(lon).toBeLessThanOrEqual(WEST_AFRICA.maxLongitude);
    }
  });

  it('starts every tour within the coming year', async () => {
    const today = new Date(new Date().toISOString().slice(0, 10)).getTime();
    const rows = await db().select({ date: excursions.tourStartDate }).from(excursions);
    for (const { date } of rows) {
      expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const start = new Date(date).getTime();
      // A day of slack on each side for a test that runs across midnight.
      expect(start).toBeGreaterThanOrEqual(today - DAY_MS);
      expect(start).toBeLessThanOrEqual(today + 366 * DAY_MS);
    }
  });

  it('keeps sensible durations, group sizes and ratings', async () => {
    const rows = await db().select().from(excursions);
    for (const row of rows) {
      expect(Number.isInteger(row.duration) && row.duration >= 1).toBe(true);
      expect(row.durationHours).toBeGreaterThan(0);
      expect(row.numberOfPeople).toBeGreaterThanOrEqual(1);
      expect(row.max).toBeGreaterThanOrEqual(row.numberOfPeople);
      expect(row.rating).toBeGreaterThanOrEqual(4);
      expect(row.rating).toBeLessThanOrEqual(5);
    }
  });

  it('cuts no destination short: the fourth by name has more than 255 characters of about text', async () => {
    const rows = await db().select().from(destinations).orderBy(destinations.name);
    expect(rows[3].about.length).toBeGreaterThan(255);
    for (const row of rows) {
      expect(row.visaRequirements).toMatch(/ECOWAS/);
      expect(row.visaRequirements).toMatch(/yellow fever/i);
    }
  });

  it('prices most day trips for the region, child at about half, and keeps some on request', async () => {
    const rows = await db().select().from(excursions);
    const priced = rows.filter((row) => !row.pricing.onRequest);
    expect(priced.length / rows.length).toBeGreaterThan(0.7);
    expect(rows.some((row) => row.pricing.onRequest && row.duration > 1)).toBe(true);
    const adultPrice = (name: string) =>
      rows.find((row) => row.name === name)?.pricing.units.find((unit) => unit.unit === 'adult')
        ?.price;
    expect(adultPrice('Abuko Nature Reserve Walk')).toBe(25);
    expect(adultPrice('Makasutu Culture Forest Day')).toBe(65);
    expect(adultPrice('Roots Trip to Kunta Kinteh Island')).toBe(85);
    expect(adultPrice('Gorée Island and the House of Slaves')).toBe(95);
    for (const { pricing } of priced) {
      const [adult, child] = [pricing.units[0], pricing.units[1]];
      expect(adult).toMatchObject({ unit: 'adult', maxAge: 99 });
      expect(adult.price).toBeGreaterThanOrEqual(15);
      if (child?.unit === 'child') {
        expect(child).toMatchObject({ minAge: 4, maxAge: 11 });
        expect(child.price / adult.price).toBeGreaterThan(0.4);
        expect(child.price / adult.price).toBeLessThan(0.6);
      }
    }
  });

  it('lays out the priced trips’ departures for the coming months, at their group size', async () => {
    const today = operatorToday();
    const rows = await db()
      .select({
        excursionId: departures.excursionId,
        onRequest: sql<boolean>`(${excursions.pricing} ->> 'onRequest')::boolean`,
        max: excursions.max,
        capacity: departures.capacity,
        time: departures.time,
        date: departures.date,
        reserved: departures.reserved,
        closed: departures.closed,
      })
      .from(departures)
      .innerJoin(excursions, eq(excursions.id, departures.excursionId));
    const [priced] = await db()
      .select({ n: count() })
      .from(excursions)
      .where(sql`not (${excursions.pricing} ->> 'onRequest')::boolean`);
    expect(new Set(rows.map((row) => row.excursionId)).size).toBe(priced.n);
    for (const row of rows) {
      expect(row).toMatchObject({
        onRequest: false,
        capacity: row.max,
        reserved: 0,
        closed: false,
      });
      expect(row.time).toMatch(/^(0[5-9]|1\d):[03]0$/);
    }
    const dates = rows.map((row) => row.date).sort();
    expect(dates[0] <= addDays(today, 1)).toBe(true);
    expect(dates[dates.length - 1] >= addDays(today, 150)).toBe(true);
  });

  it('stores every image path under /home/images/', async () => {
    const rows = [
      ...(await db()
        .select({ cover: destinations.coverImageUrl, gallery: destinations.gallery })
        .from(destinations)),
      ...(await db()
        .select({ cover: excursions.coverImageUrl, gallery: excursions.gallery })
        .from(excursions)),
    ];
    for (const { cover, gallery } of rows) {
      expect(gallery.length).toBeGreaterThanOrEqual(2);
      for (const url of [cover, ...gallery]) expect(url.startsWith(STORED_IMAGE_PREFIX)).toBe(true);
    }
  });
});

describe('demo images', () => {
  it('draws every referenced picture as a JPEG, once, and the server serves them', async () => {
    const imagesDir = testApp.app.config.imagesDir;
    const first = await ensureDemoImages(imagesDir);
    expect(first.written).toBe(allDemoImages().length);

    const rows = [
      ...(await db()
        .select({ cover: destinations.coverImageUrl, gallery: destinations.gallery })
        .from(destinations)),
      ...(await db()
        .select({ cover: excursions.coverImageUrl, gallery: excursions.gallery })
        .from(excursions)),
    ];
    const referenced = new Set(rows.flatMap(({ cover, gallery }) => [cover, ...gallery]));
    for (const url of referenced) {
      const file = path.join(imagesDir, url.slice(STORED_IMAGE_PREFIX.length));
      const head = fs.readFileSync(file).subarray(0, 3);
      expect([...head]).toEqual([0xff, 0xd8, 0xff]);
    }

    await expect(ensureDemoImages(imagesDir)).resolves.toEqual({
      written: 0,
      skipped: first.written,
    });

    const [one] = referenced;
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/images/${one.slice(STORED_IMAGE_PREFIX.length)}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
  }, 120_000);
});

describe('scale seeder', () => {
  it('adds exactly the requested number of generated excursions', async () => {
    const before = await db().$count(excursions);
    const progress: number[] = [];
    await seedGeneratedExcursions(db(), 2500, {
      batchSize: 1000,
      onProgress: (done) => progress.push(done),
    });
    expect(await db().$count(excursions)).toBe(before + 2500);
    expect(progress).toEqual([1000, 2000, 2500]);
  }, 60_000);
});
