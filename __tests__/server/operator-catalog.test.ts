import { eq } from 'drizzle-orm';
import { auditLog, excursions } from '@server/db/schema';
import { CATALOG_EDIT_MESSAGES } from '@/contract/serverMessages';
import type { Excursion } from '@/contract/wire/catalog';
import type { ExcursionInput, StaffExcursion } from '@/contract/wire/operatorCatalog';
import { useTestApp } from './support/testApp';
import { signedInStaff } from './support/staff';
import { bearer, createExcursions, createTraveller } from './support/travelFixtures';

const t = useTestApp({ SEED_DEMO_CONTENT: 'false' });
const db = () => t.app.db;
let staff: Awaited<ReturnType<typeof signedInStaff>>;
let destinationId: number;
let excursionTypeId: number;

beforeAll(async () => {
  staff = await signedInStaff(db());
  const { destinationId: place, excursionIds } = await createExcursions(db(), [
    'Abuko Nature Reserve',
  ]);
  destinationId = place;
  const [row] = await db().select().from(excursions).where(eq(excursions.id, excursionIds[0]));
  excursionTypeId = row.excursionTypeId;
});

const input = (over: Partial<ExcursionInput> = {}): ExcursionInput => ({
  name: 'Kachikally Crocodile Pool',
  description: 'The sacred crocodile pool of Bakau, with the museum beside it.',
  coverImageUrl: '/home/images/excursions/kachikally.jpg',
  gallery: ['/home/images/excursions/kachikally.jpg', '/home/images/excursions/kachikally-2.jpg'],
  rating: 4.8,
  location: 'Bakau',
  latitude: 13.478,
  longitude: -16.681,
  duration: 1,
  durationHours: 3,
  numberOfPeople: 4,
  food: false,
  drinks: true,
  tourStartDate: '2027-01-15',
  max: 12,
  destinationId,
  excursionTypeId,
  specialOffer: true,
  specialOfferOrder: 1,
  ...over,
});

const asStaff = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/operator${url}`,
    headers: bearer(staff.token),
    payload: payload as object,
  });

const publicExcursion = (id: number) =>
  t.app.inject({ method: 'GET', url: `/api/excursions/${id}` });
const publicNames = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/excursions/allexcursion?pageSize=50' }))
    .json()
    .data.results.map((e: Excursion) => e.name);

async function created(over: Partial<ExcursionInput> = {}): Promise<StaffExcursion> {
  const res = await asStaff('POST', '/excursions', input(over));
  expect(res.statusCode).toBe(201);
  return res.json().data;
}

describe('the operator creates an excursion', () => {
  it('stores it unpublished with its country from the destination, audited', async () => {
    const res = await asStaff('POST', '/excursions', {
      ...input(),
      id: 999,
      countryName: 'Mars',
      published: true,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe(CATALOG_EDIT_MESSAGES.created);
    expect(body.data).toMatchObject({
      name: 'Kachikally Crocodile Pool',
      published: false,
      specialOffer: true,
      countryName: 'The Gambia',
    });
    expect(body.data.id).not.toBe(999);
    const audit = await db().select().from(auditLog).where(eq(auditLog.subjectId, body.data.id));
    expect(audit.map((row) => [row.action, row.staffEmail])).toEqual([
      ['excursion.create', staff.email],
    ]);
    // A draft is not public.
    expect((await publicExcursion(body.data.id)).statusCode).toBe(404);
    expect(await publicNames()).not.toContain('Kachikally Crocodile Pool');
  });

  it('refuses a bad body with the field named, and stores nothing', async () => {
    const before = await db().$count(excursions);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...input(), name: '' }, 'name'],
      [{ ...input(), duration: 0 }, 'duration'],
      [{ ...input(), latitude: 91 }, 'latitude'],
      [{ ...input(), coverImageUrl: 'https://elsewhere.example/x.jpg' }, 'coverImageUrl'],
      [{ ...input(), tourStartDate: '15/01/2027' }, 'tourStartDate'],
      [{ ...input(), food: 'yes' }, 'food'],
    ];
    for (const [body] of cases) {
      const res = await asStaff('POST', '/excursions', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    }
    const unknownPlace = await asStaff('POST', '/excursions', input({ destinationId: 2_000_000 }));
    expect(unknownPlace.statusCode).toBe(400);
    expect(unknownPlace.json()).toMatchObject({
      message: CATALOG_EDIT_MESSAGES.unknownDestination,
      errors: { destinationId: [CATALOG_EDIT_MESSAGES.unknownDestination] },
    });
    expect(await db().$count(excursions)).toBe(before);
  });
});

describe('publishing', () => {
  it('puts an excursion on the public site and takes it off again, on the next request', async () => {
    const excursion = await created({ name: 'Bijilo Monkey Park' });
    const publish = await asStaff('POST', `/excursions/${excursion.id}/publish`);
    expect(publish.statusCode).toBe(200);
    expect(publish.json().message).toBe(CATALOG_EDIT_MESSAGES.published);
    expect((await publicExcursion(excursion.id)).json().data.name).toBe('Bijilo Monkey Park');
    expect(await publicNames()).toContain('Bijilo Monkey Park');

    const again = await asStaff('POST', `/excursions/${excursion.id}/publish`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CATALOG_EDIT_MESSAGES.alreadyPublished);

    expect((await asStaff('POST', `/excursions/${excursion.id}/unpublish`)).statusCode).toBe(200);
    expect((await publicExcursion(excursion.id)).statusCode).toBe(404);
    expect(await publicNames()).not.toContain('Bijilo Monkey Park');
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).not.toContain(`/tour-details/${excursion.id}<`);
  });

  it('keeps an unpublished excursion from being booked or reviewed, and its bookings keep its name', async () => {
    const excursion = await created({ name: 'River Gambia Sunset Cruise' });
    await asStaff('POST', `/excursions/${excursion.id}/publish`);
    const traveller = await createTraveller(db(), { firstName: 'Binta', lastName: 'Sowe' });
    const book = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/booking/add',
        headers: bearer(traveller.token),
        payload: { excursionIds: [excursion.id] },
      });
    expect((await book()).statusCode).toBe(201);

    await asStaff('POST', `/excursions/${excursion.id}/unpublish`);
    expect((await book()).statusCode).toBe(400);
    const review = await t.app.inject({
      method: 'POST',
      url: '/api/review/',
      payload: { name: 'Binta', message: 'Lovely', rating: '5', reviewFor: excursion.id },
    });
    expect(review.statusCode).toBe(404);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/booking/user-booking',
      headers: bearer(traveller.token),
    });
    expect(mine.json().data.results[0].excursionNames).toEqual(['River Gambia Sunset Cruise']);
  });
});

describe('editing', () => {
  it('saves every field, keeps publishing as it was, and audits what changed', async () => {
    const excursion = await created({ name: 'Tanji Fish Market' });
    await asStaff('POST', `/excursions/${excursion.id}/publish`);
    expect((await publicExcursion(excursion.id)).json().data.max).toBe(12);

    const res = await asStaff(
      'PUT',
      `/excursions/${excursion.id}`,
      input({ name: 'Tanji Fish Market at Dawn', max: 8 }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Tanji Fish Market at Dawn',
      max: 8,
      published: true,
    });
    const shown = (await publicExcursion(excursion.id)).json().data;
    expect([shown.name, shown.max]).toEqual(['Tanji Fish Market at Dawn', 8]);
    const [edit] = await db().select().from(auditLog).where(eq(auditLog.action, 'excursion.edit'));
    expect(edit.before).toEqual({ name: 'Tanji Fish Market', max: 12 });
    expect(edit.after).toEqual({ name: 'Tanji Fish Market at Dawn', max: 8 });
  });

  it('answers 404 for an unknown excursion', async () => {
    expect((await asStaff('PUT', '/excursions/2000000', input())).statusCode).toBe(404);
    expect((await asStaff('GET', '/excursions/2000000')).statusCode).toBe(404);
    expect((await asStaff('POST', '/excursions/2000000/publish')).statusCode).toBe(404);
  });
});

describe('the console list', () => {
  it('shows published and unpublished excursions to staff, with a filter', async () => {
    await created({ name: 'Wassu Stone Circles' });
    const all = (await asStaff('GET', '/excursions?q=wassu')).json().data.results;
    expect(all.map((e: StaffExcursion) => [e.name, e.published])).toEqual([
      ['Wassu Stone Circles', false],
    ]);
    const drafts = (await asStaff('GET', '/excursions?published=false')).json().data.results;
    expect(drafts.every((e: StaffExcursion) => !e.published)).toBe(true);
  });
});

describe('access', () => {
  it('is for staff only: 401 without a token, 403 with a visitor token', async () => {
    const visitor = await createTraveller(db(), { firstName: 'Lamin', lastName: 'Touray' });
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/operator/excursions',
      payload: input(),
    });
    expect(none.statusCode).toBe(401);
    const asVisitor = await t.app.inject({
      method: 'POST',
      url: '/api/operator/excursions',
      headers: bearer(visitor.token),
      payload: input(),
    });
    expect(asVisitor.statusCode).toBe(403);
  });
});
