import { and, eq } from 'drizzle-orm';
import { auditLog, excursions } from '@server/db/schema';
import { DESTINATION_EDIT_MESSAGES } from '@/contract/serverMessages';
import type { Destination, Excursion } from '@/contract/wire/catalog';
import type { DestinationInput, StaffDestination } from '@/contract/wire/operatorDestinations';
import { useTestApp } from './support/testApp';
import { signedInStaff } from './support/staff';
import { bearer, createExcursions, createTraveller } from './support/travelFixtures';

const t = useTestApp({ SEED_DEMO_CONTENT: 'false' });
const db = () => t.app.db;
const M = DESTINATION_EDIT_MESSAGES;
let staff: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  staff = await signedInStaff(db());
});

let serial = 0;
const input = (over: Partial<DestinationInput> = {}): DestinationInput => ({
  name: `Casamance ${++serial}`,
  capital: 'Ziguinchor',
  about: 'Rice fields, palm groves and the mangroves of the Casamance river.',
  location: 'Ziguinchor',
  latitude: 12.58,
  longitude: -16.27,
  countryName: 'Senegal',
  language: 'French, Jola, Wolof',
  currency: 'CFA franc',
  visaRequirements: 'No visa for stays of up to 90 days for most visitors.',
  rating: 4.5,
  coverImageUrl: '/home/images/destinations/casamance.jpg',
  gallery: ['/home/images/destinations/casamance.jpg', '/home/images/destinations/oussouye.jpg'],
  ...over,
});

const asStaff = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/operator${url}`,
    headers: bearer(staff.token),
    payload: payload as object,
  });

const publicDestination = (id: number) =>
  t.app.inject({ method: 'GET', url: `/api/destination/${id}` });
const publicNames = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/destination' }))
    .json()
    .data.map((d: Destination) => d.name);
const auditOf = (subjectKind: string, subjectId: number) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectKind, subjectKind), eq(auditLog.subjectId, subjectId)))
    .orderBy(auditLog.id);

async function created(over: Partial<DestinationInput> = {}): Promise<StaffDestination> {
  const res = await asStaff('POST', '/destinations', input(over));
  expect(res.statusCode).toBe(201);
  return res.json().data;
}

describe('the operator creates a destination', () => {
  it('stores it unpublished with every field, audited, and not yet public', async () => {
    const res = await asStaff('POST', '/destinations', {
      ...input({ name: 'Cabo Verde islands' }),
      id: 999,
      published: true,
      publishedExcursions: 7,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe(M.created);
    expect(body.data).toMatchObject({
      name: 'Cabo Verde islands',
      capital: 'Ziguinchor',
      visaRequirements: 'No visa for stays of up to 90 days for most visitors.',
      rating: 4.5,
      published: false,
      publishedExcursions: 0,
    });
    expect(body.data.id).not.toBe(999);
    const audit = await auditOf('destination', body.data.id);
    expect(audit.map((row) => [row.action, row.staffEmail])).toEqual([
      ['destination.create', staff.email],
    ]);
    expect((await publicDestination(body.data.id)).statusCode).toBe(404);
    expect(await publicNames()).not.toContain('Cabo Verde islands');
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).not.toContain(`/destination-details/${body.data.id}<`);
  });

  it('keeps the alt texts of its photos for the public pages, and only of photos it shows', async () => {
    const cover = '/home/images/destinations/casamance.jpg';
    const destination = await created({
      imageAlts: { [cover]: '  Pirogues on the Casamance river ', '/home/images/other.jpg': 'No' },
    });
    expect(destination.imageAlts).toEqual({ [cover]: 'Pirogues on the Casamance river' });
    await asStaff('POST', `/destinations/${destination.id}/publish`);
    const shown = (await publicDestination(destination.id)).json().data;
    expect(shown.imageAlts).toEqual({ [cover]: 'Pirogues on the Casamance river' });
  });

  it('creates one destination for two submits with the same Idempotency-Key', async () => {
    const count = () => db().$count(auditLog, eq(auditLog.action, 'destination.create'));
    const before = await count();
    const body = input();
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/operator/destinations',
        headers: { ...bearer(staff.token), 'idempotency-key': 'new-destination-1' },
        payload: body,
      });
    const [first, second] = await Promise.all([send(), send()]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json()).toEqual(first.json());
    expect(await count()).toBe(before + 1);
  });

  it('refuses a bad body with the field named, and stores nothing', async () => {
    const taken = await created();
    const count = () => db().$count(auditLog, eq(auditLog.action, 'destination.create'));
    const before = await count();
    const cases: Array<Record<string, unknown>> = [
      { ...input(), name: '' },
      { ...input(), capital: undefined },
      { ...input(), latitude: 91 },
      { ...input(), longitude: -181 },
      { ...input(), rating: 6 },
      { ...input(), coverImageUrl: 'https://elsewhere.example/x.jpg' },
      { ...input(), gallery: ['../../etc/passwd'] },
      { ...input(), about: 'x'.repeat(10_001) },
    ];
    for (const body of cases) {
      const res = await asStaff('POST', '/destinations', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    }
    const spaces = await asStaff('POST', '/destinations', input({ capital: '   ' }));
    expect(spaces.statusCode).toBe(400);
    expect(spaces.json()).toMatchObject({ errors: { capital: [M.required] } });
    const twice = await asStaff('POST', '/destinations', input({ name: taken.name.toUpperCase() }));
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ message: M.nameTaken, errors: { name: [M.nameTaken] } });
    expect(await count()).toBe(before);
  });
});

describe('publishing', () => {
  it('puts a destination on the public site and takes it off again, on the next request', async () => {
    const destination = await created({ name: 'Bissagos' });
    // The public list is read (and cached) before the change.
    expect(await publicNames()).not.toContain('Bissagos');
    const publish = await asStaff('POST', `/destinations/${destination.id}/publish`);
    expect(publish.statusCode).toBe(200);
    expect(publish.json().message).toBe(M.published);
    expect((await publicDestination(destination.id)).json().data.name).toBe('Bissagos');
    expect(await publicNames()).toContain('Bissagos');
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).toContain(`/destination-details/${destination.id}<`);

    const again = await asStaff('POST', `/destinations/${destination.id}/publish`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.alreadyPublished);

    const off = await asStaff('POST', `/destinations/${destination.id}/unpublish`);
    expect(off.statusCode).toBe(200);
    expect(off.json().message).toBe(M.unpublished);
    expect((await publicDestination(destination.id)).statusCode).toBe(404);
    expect(await publicNames()).not.toContain('Bissagos');
    const twice = await asStaff('POST', `/destinations/${destination.id}/unpublish`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(M.alreadyUnpublished);
    expect((await auditOf('destination', destination.id)).map((row) => row.action)).toEqual([
      'destination.create',
      'destination.publish',
      'destination.unpublish',
    ]);
  });

  it('will not unpublish a destination with published excursions unless told what happens to them', async () => {
    const { destinationId, excursionIds } = await createExcursions(db(), [
      'Abuko Nature Reserve',
      'Kotu Creek Birding',
      'Old Banjul Walk',
    ]);
    await db()
      .update(excursions)
      .set({ published: false })
      .where(eq(excursions.id, excursionIds[2]));
    const listed = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/excursions/destination/${destinationId}?pageSize=50`,
        })
      )
        .json()
        .data.results.map((e: Excursion) => e.name);
    expect((await asStaff('GET', `/destinations/${destinationId}`)).json().data).toMatchObject({
      published: true,
      publishedExcursions: 2,
    });
    expect(await listed()).toEqual(['Abuko Nature Reserve', 'Kotu Creek Birding']);

    const refused = await asStaff('POST', `/destinations/${destinationId}/unpublish`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(M.hasPublishedExcursions(2));
    expect(refused.json().message).toContain('2 published excursions');
    expect((await publicDestination(destinationId)).statusCode).toBe(200);
    expect(await auditOf('destination', destinationId)).toEqual([]);

    const bad = await asStaff('POST', `/destinations/${destinationId}/unpublish`, {
      excursions: 'keep',
    });
    expect(bad.statusCode).toBe(400);

    const done = await asStaff('POST', `/destinations/${destinationId}/unpublish`, {
      excursions: 'unpublish',
    });
    expect(done.statusCode).toBe(200);
    expect((await publicDestination(destinationId)).statusCode).toBe(404);
    for (const id of excursionIds.slice(0, 2)) {
      expect((await t.app.inject({ method: 'GET', url: `/api/excursions/${id}` })).statusCode).toBe(
        404,
      );
      expect((await auditOf('excursion', id)).map((row) => [row.action, row.staffEmail])).toEqual([
        ['excursion.unpublish', staff.email],
      ]);
    }
    // The one already unpublished has no new audit row.
    expect(await auditOf('excursion', excursionIds[2])).toEqual([]);
    const [row] = await auditOf('destination', destinationId);
    expect(row.after).toEqual({ published: false, excursionsUnpublished: 2 });
    expect((await asStaff('GET', `/destinations/${destinationId}`)).json().data).toMatchObject({
      published: false,
      publishedExcursions: 0,
    });
  });
});

describe('editing', () => {
  it('saves every field, keeps publishing as it was, audits what changed and the page follows', async () => {
    const destination = await created({ name: 'Fouta Djallon' });
    await asStaff('POST', `/destinations/${destination.id}/publish`);
    expect((await publicDestination(destination.id)).json().data.capital).toBe('Ziguinchor');

    const res = await asStaff(
      'PUT',
      `/destinations/${destination.id}`,
      input({
        name: 'Fouta Djallon highlands',
        capital: 'Labé',
        countryName: 'Guinea',
        visaRequirements: 'A visa is needed; an e-visa can be asked for online.',
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(M.saved);
    expect(res.json().data).toMatchObject({ name: 'Fouta Djallon highlands', published: true });
    const shown = (await publicDestination(destination.id)).json().data;
    expect([shown.name, shown.capital, shown.countryName, shown.visaRequirements]).toEqual([
      'Fouta Djallon highlands',
      'Labé',
      'Guinea',
      'A visa is needed; an e-visa can be asked for online.',
    ]);
    const edits = (await auditOf('destination', destination.id)).filter(
      (row) => row.action === 'destination.edit',
    );
    expect(edits).toHaveLength(1);
    expect(edits[0].before).toEqual({
      name: 'Fouta Djallon',
      capital: 'Ziguinchor',
      countryName: 'Senegal',
      visaRequirements: 'No visa for stays of up to 90 days for most visitors.',
    });
    expect(edits[0].after).toMatchObject({ name: 'Fouta Djallon highlands', capital: 'Labé' });
  });

  it('gives its excursions the new country', async () => {
    const { destinationId, excursionIds } = await createExcursions(db(), ['Tanji Fish Market']);
    const res = await asStaff(
      'PUT',
      `/destinations/${destinationId}`,
      input({ name: 'The Gambia coast', countryName: 'Republic of The Gambia' }),
    );
    expect(res.statusCode).toBe(200);
    const excursion = await t.app.inject({
      method: 'GET',
      url: `/api/excursions/${excursionIds[0]}`,
    });
    expect(excursion.json().data.countryName).toBe('Republic of The Gambia');
  });

  it('answers 404 for an unknown destination', async () => {
    expect((await asStaff('PUT', '/destinations/2000000', input())).statusCode).toBe(404);
    expect((await asStaff('GET', '/destinations/2000000')).statusCode).toBe(404);
    expect((await asStaff('POST', '/destinations/2000000/publish')).statusCode).toBe(404);
    expect((await asStaff('POST', '/destinations/2000000/unpublish')).statusCode).toBe(404);
  });
});

describe('the console list', () => {
  it('shows published and unpublished destinations to staff, with search and a filter', async () => {
    await created({ name: 'Siné Saloum', countryName: 'Senegal' });
    const found = (await asStaff('GET', '/destinations?q=saloum')).json().data.results;
    expect(found.map((d: StaffDestination) => [d.name, d.published])).toEqual([
      ['Siné Saloum', false],
    ]);
    const drafts = (await asStaff('GET', '/destinations?published=false')).json().data;
    expect(drafts.totalCount).toBeGreaterThan(0);
    expect(drafts.results.every((d: StaffDestination) => !d.published)).toBe(true);
    const live = (await asStaff('GET', '/destinations?published=true')).json().data.results;
    expect(live.every((d: StaffDestination) => d.published)).toBe(true);
  });
});

describe('access', () => {
  it('is for staff only: 401 without a token, 403 with a visitor token', async () => {
    const visitor = await createTraveller(db(), { firstName: 'Lamin', lastName: 'Touray' });
    for (const [method, url] of [
      ['GET', '/api/operator/destinations'],
      ['POST', '/api/operator/destinations'],
      ['PUT', '/api/operator/destinations/1'],
      ['POST', '/api/operator/destinations/1/unpublish'],
    ] as const) {
      const none = await t.app.inject({ method, url, payload: input() });
      expect(none.statusCode).toBe(401);
      const asVisitor = await t.app.inject({
        method,
        url,
        headers: bearer(visitor.token),
        payload: input(),
      });
      expect(asVisitor.statusCode).toBe(403);
    }
  });
});
