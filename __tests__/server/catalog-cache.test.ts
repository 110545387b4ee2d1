import { eq } from 'drizzle-orm';
import { openDatabase } from '@server/db/client';
import { excursions } from '@server/db/schema';
import { catalogChanged } from '@server/services/catalog';
import { buildApp } from '@server/app';
import { createExcursions, createTraveller } from './support/travelFixtures';
import { buildTestApp, useTestApp } from './support/testApp';

const LIST = '/api/excursions/allexcursion?SortColumn=name&pageSize=20&pageIndex=1';
const CATALOG_CACHE = 'public, max-age=60, stale-while-revalidate=300';

const t = useTestApp({ SEED_DEMO_CONTENT: 'false' });
let excursionIds: number[] = [];

beforeAll(async () => {
  ({ excursionIds } = await createExcursions(t.app.db, [
    'Abuko Nature Reserve',
    'Tanji Bird Reserve',
  ]));
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

const namesIn = (body: string) =>
  (JSON.parse(body) as { data: { results: Array<{ name: string }> } }).data.results.map(
    (e) => e.name,
  );

describe('catalog answers', () => {
  it('carry an ETag and a public, short-lived Cache-Control', async () => {
    const res = await get(LIST);
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toMatch(/^"\d+-[\w-]{20}"$/);
    expect(res.headers['cache-control']).toBe(CATALOG_CACHE);
  });

  it('answer 304 with no body to a matching If-None-Match, and the same answer again', async () => {
    const first = await get(LIST);
    const again = await get(LIST, { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    const repeated = await get(LIST);
    expect(repeated.statusCode).toBe(200);
    expect(repeated.body).toBe(first.body);
    expect(repeated.headers.etag).toBe(first.headers.etag);
    expect(repeated.headers['content-type']).toBe(first.headers['content-type']);
  });

  it('show a catalog change on the next request, with a new ETag', async () => {
    const before = await get(LIST);
    await t.app.db.transaction(async (tx) => {
      await tx
        .update(excursions)
        .set({ name: 'Abuko Forest Walk' })
        .where(eq(excursions.id, excursionIds[0]));
      await catalogChanged(tx);
    });
    const after = await get(LIST, { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(namesIn(after.body)).toContain('Abuko Forest Walk');
    const one = await get(`/api/excursions/${excursionIds[0]}`);
    expect(one.json().data.name).toBe('Abuko Forest Walk');
  });

  it('are served from the cache: a change that does not raise the version waits for one', async () => {
    const url = `/api/excursions/${excursionIds[1]}`;
    expect((await get(url)).json().data.name).toBe('Tanji Bird Reserve');
    await t.app.db
      .update(excursions)
      .set({ name: 'Tanji Beach' })
      .where(eq(excursions.id, excursionIds[1]));
    expect((await get(url)).json().data.name).toBe('Tanji Bird Reserve');
    await catalogChanged(t.app.db);
    expect((await get(url)).json().data.name).toBe('Tanji Beach');
  });

  it('send a kept answer in the same bytes as the first, accents and all', async () => {
    const [id] = (await createExcursions(t.app.db, ['Îles de Los : pirogue à Kassa'])).excursionIds;
    const first = await get(`/api/excursions/${id}`);
    const kept = await get(`/api/excursions/${id}`);
    expect(first.json().data.name).toBe('Îles de Los : pirogue à Kassa');
    expect(kept.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(Number(kept.headers['content-length'])).toBe(first.rawPayload.length);
    expect(kept.headers['content-type']).toBe(first.headers['content-type']);
    expect(kept.headers.etag).toBe(first.headers.etag);
  });

  it('keep a failed or unknown read out of the cache', async () => {
    const res = await get('/api/excursions/2147483000');
    expect(res.statusCode).toBe(404);
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe("a visitor's data", () => {
  it('is never kept by a cache, and each visitor gets their own', async () => {
    const awa = await createTraveller(t.app.db, { firstName: 'Awa', lastName: 'Jallow' });
    const lamin = await createTraveller(t.app.db, { firstName: 'Lamin', lastName: 'Touray' });
    const account = (token: string) => get('/api/account', { authorization: `Bearer ${token}` });
    const [first, second] = [await account(awa.token), await account(lamin.token)];
    for (const res of [first, second]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers.etag).toBeUndefined();
    }
    expect(first.json().email).toBe(awa.email);
    expect(second.json().email).toBe(lamin.email);
  });

  it("answers a visitor's bookings to that visitor only, and to nobody without a session", async () => {
    const awa = await createTraveller(t.app.db, { firstName: 'Awa', lastName: 'Ceesay' });
    const lamin = await createTraveller(t.app.db, { firstName: 'Lamin', lastName: 'Sanneh' });
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/booking/add',
      headers: { authorization: `Bearer ${awa.token}` },
      payload: { excursionIds: [excursionIds[0]] },
    });
    expect(booked.statusCode).toBe(201);
    const reference: string = booked.json().data.generatedBookingId;
    const bookingsOf = (token?: string) =>
      get('/api/booking/user-booking', token ? { authorization: `Bearer ${token}` } : {});

    const hers = await bookingsOf(awa.token);
    const his = await bookingsOf(lamin.token);
    const nobody = await bookingsOf();
    const again = await bookingsOf(lamin.token);
    expect([hers, his, nobody, again].map((res) => res.statusCode)).toEqual([200, 200, 401, 200]);
    for (const res of [hers, his, nobody, again]) {
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers.etag).toBeUndefined();
    }
    expect(hers.body).toContain(reference);
    for (const res of [his, nobody, again]) expect(res.body).not.toContain(reference);
  });
});

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('two replicas on one PostgreSQL', () => {
  it('both answer a catalog change on their next request', async () => {
    const first = await buildTestApp({ SEED_DEMO_CONTENT: 'false' });
    const url = first.databaseUrl!;
    const secondHandle = await openDatabase({ url });
    const second = await buildApp({
      config: first.app.config,
      database: secondHandle,
      loadShedding: false,
    });
    await second.ready();
    try {
      const {
        excursionIds: [id],
      } = await createExcursions(first.app.db, ['Wassu Stone Circles']);
      const name = async (app: typeof second) =>
        (await app.inject({ method: 'GET', url: `/api/excursions/${id}` })).json().data.name;
      expect(await name(first.app)).toBe('Wassu Stone Circles');
      expect(await name(second)).toBe('Wassu Stone Circles');

      await first.app.db.transaction(async (tx) => {
        await tx
          .update(excursions)
          .set({ name: 'Wassu Stone Circles and Janjanbureh' })
          .where(eq(excursions.id, id));
        await catalogChanged(tx);
      });
      expect(await name(second)).toBe('Wassu Stone Circles and Janjanbureh');
      expect(await name(first.app)).toBe('Wassu Stone Circles and Janjanbureh');
    } finally {
      await second.close();
      await secondHandle.close();
      await first.close();
    }
  });
});
