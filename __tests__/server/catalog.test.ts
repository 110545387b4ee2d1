import { eq } from 'drizzle-orm';
import {
  destinations,
  excursionTypes,
  excursions,
  specialInterestExcursions,
  specialInterestProgrammes,
} from '../../server/src/db/schema';
import { catalogChanged } from '@server/services/catalog';
import { buildTestApp, type TestApp } from './support/testApp';

type ExcursionInsert = typeof excursions.$inferInsert;

const destinationFields = [
  'about',
  'capital',
  'countryName',
  'coverImageUrl',
  'currency',
  'gallery',
  'id',
  'language',
  'latitude',
  'location',
  'longitude',
  'name',
  'rating',
  'visaRequirements',
];

const excursionFields = [
  '_id',
  'bookingRules',
  'countryName',
  'coverImageUrl',
  'description',
  'destinationId',
  'drinks',
  'duration',
  'durationHours',
  'excursionTypeId',
  'food',
  'gallery',
  'id',
  'latitude',
  'location',
  'longitude',
  'max',
  'name',
  'numberOfPeople',
  'pricing',
  'rating',
  'tourStartDate',
];

/** The catalog a test sees: three countries (Ghana without excursions), two types, 50 excursions. */
async function insertCatalog(t: TestApp) {
  const db = t.app.db;
  const [senegal, gambia, ghana] = await db
    .insert(destinations)
    .values(
      [
        ['Senegal', 'Dakar', 14.72, -17.47, 'French; Wolof', 'CFA franc (XOF)'],
        ['The Gambia', 'Banjul', 13.45, -16.58, 'English; Mandinka, Wolof', 'dalasi (GMD)'],
        ['Ghana', 'Accra', 5.6, -0.19, 'English; Twi, Ewe', 'cedi (GHS)'],
      ].map(([name, capital, latitude, longitude, language, currency]) => ({
        name: name as string,
        capital: capital as string,
        about: `All about ${name}.`,
        location: capital as string,
        latitude: latitude as number,
        longitude: longitude as number,
        coverImageUrl: `/home/images/destinations/${capital}.jpg`,
        gallery: [`/home/images/destinations/${capital}-1.jpg`],
        rating: 4.5,
        countryName: name as string,
        language: language as string,
        currency: currency as string,
        visaRequirements: 'Ask your embassy.',
      })),
    )
    .returning();
  const [dayTrip, nature] = await db
    .insert(excursionTypes)
    .values([{ name: 'Day Trips' }, { name: 'Nature' }])
    .returning();

  const excursion = (
    name: string,
    destinationId: number,
    excursionTypeId: number,
    extra: Partial<ExcursionInsert> = {},
  ): ExcursionInsert => ({
    name,
    description: `${name}, with a local guide.`,
    coverImageUrl: '/home/images/excursions/cover.jpg',
    gallery: ['/home/images/excursions/one.jpg', '/home/images/excursions/two.jpg'],
    rating: 5,
    countryName: destinationId === gambia.id ? 'The Gambia' : 'Senegal',
    location: name,
    latitude: 13.4,
    longitude: -16.6,
    duration: 1,
    durationHours: 3,
    numberOfPeople: 8,
    tourStartDate: '2025-11-15',
    max: 12,
    destinationId,
    excursionTypeId,
    ...extra,
  });

  // Inserted out of name order, so that an answer in id order would show.
  const named = await db
    .insert(excursions)
    .values([
      excursion('Tanji Bird Reserve', gambia.id, nature.id),
      excursion('Kunta Kinteh Island Roots Trip', gambia.id, dayTrip.id, {
        food: true,
        drinks: true,
        duration: 1,
        durationHours: 8.5,
        latitude: 13.32,
        longitude: -16.36,
        tourStartDate: '2026-01-10',
      }),
      excursion('Abuko Nature Reserve', gambia.id, nature.id),
      excursion('100% Gambia Highlights', gambia.id, dayTrip.id),
      excursion('Makasutu Culture Forest', gambia.id, dayTrip.id),
      excursion('Djoudj Bird Sanctuary', senegal.id, nature.id),
      excursion('Goree Island', senegal.id, dayTrip.id),
      excursion('Saint-Louis 2_Day Stay', senegal.id, dayTrip.id, { duration: 2 }),
    ])
    .returning();
  const walks = Array.from({ length: 42 }, (_, i) =>
    excursion(`Village Walk ${String(42 - i).padStart(2, '0')}`, senegal.id, dayTrip.id),
  );
  await db.insert(excursions).values(walks);

  const byName = (name: string) => named.find((row) => row.name === name)!;
  const programmes = await db
    .insert(specialInterestProgrammes)
    .values([
      { category: 'Students', countryName: 'Ghana', description: 'Castles.', position: 2 },
      { category: 'Students', countryName: 'The Gambia', description: 'Roots.', position: 1 },
      { category: 'Students', countryName: 'Senegal', description: 'Islands.', position: 1 },
      { category: 'Fishing', countryName: 'Ghana', description: 'Rivers.', position: 9 },
    ])
    .returning();
  const programme = (category: string, country: string) =>
    programmes.find((row) => row.category === category && row.countryName === country)!;
  await db.insert(specialInterestExcursions).values([
    {
      programmeId: programme('Students', 'The Gambia').id,
      excursionId: byName('Tanji Bird Reserve').id,
    },
    {
      programmeId: programme('Students', 'The Gambia').id,
      excursionId: byName('Abuko Nature Reserve').id,
    },
    { programmeId: programme('Students', 'Senegal').id, excursionId: byName('Goree Island').id },
    {
      programmeId: programme('Fishing', 'Ghana').id,
      excursionId: byName('Makasutu Culture Forest').id,
    },
  ]);
  await catalogChanged(db); // as every change to the catalog does

  return { senegal, gambia, ghana, dayTrip, nature, byName };
}

describe('the catalog', () => {
  let t: TestApp;
  let fixture: Awaited<ReturnType<typeof insertCatalog>>;

  beforeAll(async () => {
    t = await buildTestApp({ SEED_DEMO_CONTENT: 'false' });
    fixture = await insertCatalog(t);
  }, 60_000); // the embedded database compiles and migrates first
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/${url}` });
  const names = (body: { data: { results: { name: string }[] } }) =>
    body.data.results.map((row) => row.name);

  describe('excursion types', () => {
    it('lists every type by id, cacheable', async () => {
      const res = await get('excursionstype');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
      expect(res.json()).toEqual({
        success: true,
        data: [
          // A type the website has no French name for is labelled with its own name.
          { id: fixture.dayTrip.id, name: 'Day Trips', label: 'Day Trips' },
          { id: fixture.nature.id, name: 'Nature', label: 'Nature' },
        ],
      });
    });
  });

  describe('destinations', () => {
    it('lists every destination by name with all its fields', async () => {
      const res = await get('destination');
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(data.map((row: { name: string }) => row.name)).toEqual([
        'Ghana',
        'Senegal',
        'The Gambia',
      ]);
      for (const row of data) expect(Object.keys(row).sort()).toEqual(destinationFields);
    });

    it('answers one destination', async () => {
      const res = await get(`destination/${fixture.gambia.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
      expect(res.json()).toEqual({
        success: true,
        data: {
          id: fixture.gambia.id,
          name: 'The Gambia',
          capital: 'Banjul',
          about: 'All about The Gambia.',
          location: 'Banjul',
          latitude: 13.45,
          longitude: -16.58,
          coverImageUrl: '/home/images/destinations/Banjul.jpg',
          gallery: ['/home/images/destinations/Banjul-1.jpg'],
          rating: 4.5,
          countryName: 'The Gambia',
          language: 'English; Mandinka, Wolof',
          currency: 'dalasi (GMD)',
          visaRequirements: 'Ask your embassy.',
        },
      });
    });

    it('answers 404 with a message for an unknown destination, not cached', async () => {
      const res = await get('destination/99999');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        success: false,
        message: 'We could not find that destination.',
      });
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it.each(['abc', '1.5', '0', '-3', '2147483648', 'Infinity', '1e400'])(
      'answers 400 for the id %s',
      async (id) => {
        const res = await get(`destination/${id}`);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
      },
    );
  });

  describe('one excursion', () => {
    it('answers the wire shape of the API reference at /api/docs', async () => {
      const roots = fixture.byName('Kunta Kinteh Island Roots Trip');
      const res = await get(`excursions/${roots.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        data: {
          id: roots.id,
          _id: String(roots.id),
          name: 'Kunta Kinteh Island Roots Trip',
          description: 'Kunta Kinteh Island Roots Trip, with a local guide.',
          coverImageUrl: '/home/images/excursions/cover.jpg',
          gallery: ['/home/images/excursions/one.jpg', '/home/images/excursions/two.jpg'],
          rating: 5,
          countryName: 'The Gambia',
          location: 'Kunta Kinteh Island Roots Trip',
          latitude: 13.32,
          longitude: -16.36,
          duration: 1,
          durationHours: 8.5,
          numberOfPeople: 8,
          food: true,
          drinks: true,
          tourStartDate: '2026-01-10',
          max: 12,
          destinationId: fixture.gambia.id,
          excursionTypeId: fixture.dayTrip.id,
          pricing: { onRequest: true, currency: 'USD', fromPrice: null, units: [] },
          bookingRules: {
            instantConfirmation: true,
            cutoffHours: 12,
            minPerBooking: 1,
            maxPerBooking: 8,
            cancellationPolicy: [{ hoursBefore: 24, refundPercent: 100 }],
          },
        },
      });
    });

    it('answers 404 for an unknown excursion and 400 for a mistyped id', async () => {
      const missing = await get('excursions/99999');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({
        success: false,
        message: 'We could not find that excursion.',
      });
      expect((await get('excursions/tour-7')).statusCode).toBe(400);
      expect((await get('excursions/2.5')).statusCode).toBe(400);
      expect((await get('excursions/-Infinity')).statusCode).toBe(400);
    });
  });

  describe('all excursions, paged', () => {
    it('answers the first page by name with the paging figures', async () => {
      const res = await get('excursions/allexcursion?SortColumn=name&pageSize=20&pageIndex=1');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
      const body = res.json();
      expect(body.success).toBe(true);
      expect(body.data).toMatchObject({
        pageIndex: 1,
        pageSize: 20,
        totalCount: 50,
        totalPages: 3,
      });
      expect(names(body)).toEqual([
        '100% Gambia Highlights',
        'Abuko Nature Reserve',
        'Djoudj Bird Sanctuary',
        'Goree Island',
        'Kunta Kinteh Island Roots Trip',
        'Makasutu Culture Forest',
        'Saint-Louis 2_Day Stay',
        'Tanji Bird Reserve',
        ...Array.from({ length: 12 }, (_, i) => `Village Walk ${String(i + 1).padStart(2, '0')}`),
      ]);
      for (const row of body.data.results) {
        expect(Object.keys(row).sort()).toEqual(excursionFields);
        expect(row._id).toBe(String(row.id));
      }
    });

    it('uses the defaults when the query is left out', async () => {
      const body = (await get('excursions/allexcursion')).json();
      expect(body.data).toMatchObject({
        pageIndex: 1,
        pageSize: 20,
        totalCount: 50,
        totalPages: 3,
      });
      expect(body.data.results).toHaveLength(20);
    });

    it('pages through every excursion once, with a short last page and nothing past the end', async () => {
      const pages = await Promise.all(
        [1, 2, 3].map(async (pageIndex) =>
          (await get(`excursions/allexcursion?pageSize=20&pageIndex=${pageIndex}`)).json(),
        ),
      );
      expect(pages.map((body) => body.data.results.length)).toEqual([20, 20, 10]);
      const ids = pages.flatMap((body) => body.data.results.map((row: { id: number }) => row.id));
      expect(new Set(ids).size).toBe(50);
      expect(names(pages[2]).at(-1)).toBe('Village Walk 42');

      const past = await get('excursions/allexcursion?pageSize=20&pageIndex=4');
      expect(past.statusCode).toBe(200);
      expect(past.json().data).toEqual({
        results: [],
        pageIndex: 4,
        pageSize: 20,
        totalCount: 50,
        totalPages: 3,
      });
      const far = await get('excursions/allexcursion?pageSize=100&pageIndex=1000000');
      expect(far.statusCode).toBe(200);
      expect(far.json().data.results).toEqual([]);
    });

    it('rounds totalPages up and accepts the largest page size', async () => {
      expect((await get('excursions/allexcursion?pageSize=7')).json().data.totalPages).toBe(8);
      const all = (await get('excursions/allexcursion?pageSize=100')).json().data;
      expect(all).toMatchObject({ totalCount: 50, totalPages: 1 });
      expect(all.results).toHaveLength(50);
    });

    it.each([
      ['pageSize=101', 'pageSize'],
      ['pageSize=0', 'pageSize'],
      ['pageIndex=0', 'pageIndex'],
      ['pageIndex=-1', 'pageIndex'],
      ['pageIndex=two', 'pageIndex'],
      ['pageIndex=1000001', 'pageIndex'],
      ['pageIndex=1e400', 'pageIndex'],
      ['SortColumn=price', 'SortColumn'],
      [`name=${'a'.repeat(101)}`, 'name'],
    ])('answers 400 naming the field for %s', async (query, field) => {
      const res = await get(`excursions/allexcursion?${query}`);
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.success).toBe(false);
      expect(body.message).toEqual(expect.any(String));
      expect(Object.keys(body.errors)).toContain(field);
    });

    it('matches part of the name in any case', async () => {
      const abuko = (await get('excursions/allexcursion?name=ABUKO')).json();
      expect(names(abuko)).toEqual(['Abuko Nature Reserve']);
      const bird = (await get('excursions/allexcursion?name=%20bIrD%20')).json();
      expect(names(bird)).toEqual(['Djoudj Bird Sanctuary', 'Tanji Bird Reserve']);
      expect(bird.data).toMatchObject({ totalCount: 2, totalPages: 1 });
    });

    it('treats an empty name as no filter (the home page sends it empty)', async () => {
      const body = (
        await get('excursions/allexcursion?SortColumn=name&pageSize=20&pageIndex=1&name=')
      ).json();
      expect(body.data.totalCount).toBe(50);
    });

    it("puts the operator's special offers first, in their order, when the home page asks", async () => {
      const page = async (query: string) =>
        names((await get(`excursions/allexcursion?pageSize=50&${query}`)).json());
      const byName = await page('SortColumn=name');
      // None flagged: the home page's rule of before, the first by name.
      expect(await page('SortColumn=specialOffer')).toEqual(byName);

      const flag = async (name: string, specialOffer: boolean, specialOfferOrder: number) =>
        t.app.db
          .update(excursions)
          .set({ specialOffer, specialOfferOrder })
          .where(eq(excursions.id, fixture.byName(name).id));
      await flag('Tanji Bird Reserve', true, 2);
      await flag('Makasutu Culture Forest', true, 1);
      await catalogChanged(t.app.db);
      try {
        const offers = await page('SortColumn=specialOffer');
        expect(offers.slice(0, 2)).toEqual(['Makasutu Culture Forest', 'Tanji Bird Reserve']);
        expect(offers.slice(2)).toEqual(
          byName.filter(
            (name: string) => !['Makasutu Culture Forest', 'Tanji Bird Reserve'].includes(name),
          ),
        );
        expect(await page('SortColumn=name')).toEqual(byName);
        const gambia = (
          await get(
            `excursions/destination/${fixture.gambia.id}?SortColumn=specialOffer&pageSize=2`,
          )
        ).json();
        expect(names(gambia)).toEqual(['Makasutu Culture Forest', 'Tanji Bird Reserve']);
      } finally {
        await flag('Tanji Bird Reserve', false, 0);
        await flag('Makasutu Culture Forest', false, 0);
        await catalogChanged(t.app.db);
      }
    });

    it('takes %, _ and \\ in the name literally', async () => {
      expect(names((await get('excursions/allexcursion?name=%25')).json())).toEqual([
        '100% Gambia Highlights',
      ]);
      expect((await get('excursions/allexcursion?name=k_n')).json().data.totalCount).toBe(0);
      expect(names((await get('excursions/allexcursion?name=_')).json())).toEqual([
        'Saint-Louis 2_Day Stay',
      ]);
      const backslash = await get('excursions/allexcursion?name=%5C');
      expect(backslash.statusCode).toBe(200);
      expect(backslash.json().data).toMatchObject({ results: [], totalCount: 0, totalPages: 0 });
    });
  });

  describe("a destination's excursions", () => {
    it('lists only that destination, by name, with the name filter too', async () => {
      const res = await get(
        `excursions/destination/${fixture.gambia.id}?SortColumn=name&pageSize=20&pageIndex=1`,
      );
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(names(body)).toEqual([
        '100% Gambia Highlights',
        'Abuko Nature Reserve',
        'Kunta Kinteh Island Roots Trip',
        'Makasutu Culture Forest',
        'Tanji Bird Reserve',
      ]);
      expect(body.data).toMatchObject({ totalCount: 5, totalPages: 1 });

      const filtered = (
        await get(`excursions/destination/${fixture.gambia.id}?name=reserve`)
      ).json();
      expect(names(filtered)).toEqual(['Abuko Nature Reserve', 'Tanji Bird Reserve']);
    });

    it('pages a large destination', async () => {
      const body = (
        await get(`excursions/destination/${fixture.senegal.id}?pageSize=20&pageIndex=3`)
      ).json();
      expect(body.data).toMatchObject({ pageIndex: 3, totalCount: 45, totalPages: 3 });
      expect(body.data.results).toHaveLength(5);
    });

    it('answers an empty page for a destination without excursions', async () => {
      const res = await get(`excursions/destination/${fixture.ghana.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({
        results: [],
        pageIndex: 1,
        pageSize: 20,
        totalCount: 0,
        totalPages: 0,
      });
    });

    it('answers 404 for an unknown destination and 400 for a mistyped one', async () => {
      const missing = await get('excursions/destination/99999');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({
        success: false,
        message: 'We could not find that destination.',
      });
      expect((await get('excursions/destination/gambia')).statusCode).toBe(400);
      expect(
        (await get(`excursions/destination/${fixture.gambia.id}?SortColumn=price`)).statusCode,
      ).toBe(400);
    });
  });

  describe("a destination's excursions of one type", () => {
    it('applies both filters', async () => {
      const { gambia, senegal, nature, dayTrip } = fixture;
      const gambiaNature = (
        await get(`excursions/destination/${gambia.id}/type/${nature.id}`)
      ).json();
      expect(names(gambiaNature)).toEqual(['Abuko Nature Reserve', 'Tanji Bird Reserve']);
      const senegalNature = (
        await get(`excursions/destination/${senegal.id}/type/${nature.id}`)
      ).json();
      expect(names(senegalNature)).toEqual(['Djoudj Bird Sanctuary']);
      const gambiaDay = await get(
        `excursions/destination/${gambia.id}/type/${dayTrip.id}?SortColumn=name&pageSize=2&pageIndex=2&name=A`,
      );
      expect(gambiaDay.statusCode).toBe(200);
      expect(gambiaDay.json().data).toEqual({
        results: [expect.objectContaining({ name: 'Makasutu Culture Forest' })],
        pageIndex: 2,
        pageSize: 2,
        totalCount: 3,
        totalPages: 2,
      });
    });

    it('answers 404 for an unknown destination or type', async () => {
      const noDestination = await get(`excursions/destination/99999/type/${fixture.nature.id}`);
      expect(noDestination.statusCode).toBe(404);
      expect(noDestination.json().message).toBe('We could not find that destination.');
      const noType = await get(`excursions/destination/${fixture.gambia.id}/type/99999`);
      expect(noType.statusCode).toBe(404);
      expect(noType.json()).toEqual({
        success: false,
        message: 'We could not find that excursion type.',
      });
    });

    it('answers 400 for mistyped ids', async () => {
      expect((await get(`excursions/destination/x/type/${fixture.nature.id}`)).statusCode).toBe(
        400,
      );
      expect((await get(`excursions/destination/${fixture.gambia.id}/type/all`)).statusCode).toBe(
        400,
      );
    });
  });

  describe('the Students programme', () => {
    it('lists its countries by position then name, each with its excursions by name', async () => {
      const res = await get('excursions/specialinterest');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
      const { results } = res.json().data;
      expect(
        results.map(
          (row: { countryName: string; description: string; excursions: { name: string }[] }) => ({
            countryName: row.countryName,
            description: row.description,
            excursions: row.excursions.map((excursion) => excursion.name),
          }),
        ),
      ).toEqual([
        { countryName: 'Senegal', description: 'Islands.', excursions: ['Goree Island'] },
        {
          countryName: 'The Gambia',
          description: 'Roots.',
          excursions: ['Abuko Nature Reserve', 'Tanji Bird Reserve'],
        },
        { countryName: 'Ghana', description: 'Castles.', excursions: [] },
      ]);
      expect(Object.keys(results[0].excursions[0]).sort()).toEqual(excursionFields);
      expect(results[0].excursions[0]._id).toBe(String(fixture.byName('Goree Island').id));
    });
  });

  it('answers a JSON 404 for an unknown path under the API', async () => {
    for (const url of ['excursions/allexcursion/extra', 'destinations', 'excursions/1/gallery']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
  });
});
