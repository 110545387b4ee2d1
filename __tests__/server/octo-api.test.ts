import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { auditLog, bookings, departures } from '@server/db/schema';
import { OCTO_PER_RESELLER_LIMIT } from '@server/lib/limits';
import { RESELLER_MESSAGES } from '@/contract/serverMessages';
import type { OctoBooking } from '@/contract/wire/octo';
import { useTestApp } from './support/testApp';
import { bearer, createTraveller, type Traveller } from './support/travelFixtures';
import { mailsTo } from './support/mails';
import { signedInStaff } from './support/staff';
import { createBookableExcursion, departureAt, inDays } from './support/departureFixtures';
import { octo } from './support/octoShapes';

jest.setTimeout(120_000);

const testApp = useTestApp({ SEED_DEMO_CONTENT: 'false' });
const OPERATOR = 'operator@westafricatours.example';

let staffToken: string;
let abuko: number;
let onRequest: number;
let keyA: string;
let keyB: string;
let resellerA: number;

/** Each call from its own address: the per-address limits are not what these tests test. */
let addresses = 0;
const nextAddress = () => {
  addresses += 1;
  return `10.41.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};
type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, token: string | undefined, payload?: object) =>
  testApp.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    remoteAddress: nextAddress(),
    ...(payload ? { payload } : {}),
  });
const octoCall = (method: Method, path: string, key: string | undefined, payload?: object) =>
  call(method, `/api/octo/${path}`, key, payload);

const seatsTaken = async (departureId: number) => {
  const [row] = await testApp.app.db
    .select({ reserved: departures.reserved })
    .from(departures)
    .where(eq(departures.id, departureId));
  return row.reserved;
};

async function addReseller(name: string) {
  const answer = await call('POST', '/api/operator/resellers', staffToken, { name });
  expect(answer.statusCode).toBe(201);
  const { data } = answer.json();
  expect(data).toEqual({ id: expect.any(Number), name, apiKey: expect.any(String) });
  return data as { id: number; name: string; apiKey: string };
}

const holdBody = (productId: number, availabilityId: string, extra: object = {}) => ({
  uuid: randomUUID(),
  productId: String(productId),
  optionId: 'DEFAULT',
  availabilityId,
  unitItems: [{ unitId: 'adult' }, { unitId: 'adult' }, { unitId: 'child' }],
  ...extra,
});

beforeAll(async () => {
  const db = testApp.app.db;
  staffToken = (await signedInStaff(db)).token;
  abuko = await createBookableExcursion(db, 'Abuko Nature Reserve', { capacity: 12 });
  onRequest = await createBookableExcursion(db, 'Private Fishing Trip', {
    pricing: { onRequest: true, units: [] },
  });
  const a = await addReseller('Sandy Travel');
  const b = await addReseller('Kombo Hotel Desk');
  keyA = a.apiKey;
  keyB = b.apiKey;
  resellerA = a.id;
});

describe('reseller keys', () => {
  it('lists resellers without their keys, and audits the addition', async () => {
    const answer = await call('GET', '/api/operator/resellers', staffToken);
    expect(answer.statusCode).toBe(200);
    const listed = answer.json().data;
    expect(listed.map((one: { name: string }) => one.name)).toEqual([
      'Sandy Travel',
      'Kombo Hotel Desk',
    ]);
    expect(JSON.stringify(listed)).not.toContain(keyA);
    expect(listed[0]).toMatchObject({ revokedAt: null, createdBy: expect.stringContaining('@') });
    const audit = await testApp.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectKind, 'reseller'));
    expect(audit.map((row) => row.action)).toEqual(['reseller.create', 'reseller.create']);
  });

  it('refuses a call without a key, or with an unknown one, as OCTO does', async () => {
    const none = await octoCall('GET', 'products', undefined);
    expect(none.statusCode).toBe(401);
    expect(octo.error(none.json())).toEqual({
      error: 'UNAUTHORIZED',
      errorMessage: RESELLER_MESSAGES.noKey,
    });
    const wrong = await octoCall('GET', 'products', 'wat_not-a-key');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toBe('UNAUTHORIZED');
    const staffKey = await octoCall('GET', 'products', staffToken);
    expect(staffKey.statusCode).toBe(401);
  });

  it('refuses a revoked key on its very next call', async () => {
    const victim = await addReseller('Old Partner');
    expect((await octoCall('GET', 'supplier', victim.apiKey)).statusCode).toBe(200);
    const revoked = await call('POST', `/api/operator/resellers/${victim.id}/revoke`, staffToken);
    expect(revoked.statusCode).toBe(200);
    const after = await octoCall('GET', 'supplier', victim.apiKey);
    expect(after.statusCode).toBe(401);
    expect(octo.error(after.json()).errorMessage).toBe(RESELLER_MESSAGES.badKey);
    const again = await call('POST', `/api/operator/resellers/${victim.id}/revoke`, staffToken);
    expect(again.statusCode).toBe(409);
  });

  it("counts each reseller's calls apart: past its limit a minute, a 429 in OCTO's shape", async () => {
    const busy = await addReseller('Busy Channel Manager');
    const { max } = OCTO_PER_RESELLER_LIMIT;
    for (let sent = 0; sent < max; sent += 50) {
      const answers = await Promise.all(
        Array.from({ length: Math.min(50, max - sent) }, () =>
          octoCall('GET', 'supplier', busy.apiKey),
        ),
      );
      expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    }
    const over = await octoCall('GET', 'supplier', busy.apiKey);
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    expect(octo.error(over.json()).error).toBe('TOO_MANY_REQUESTS');
    expect((await octoCall('GET', 'supplier', keyA)).statusCode).toBe(200);
  });
});

describe('supplier, products and availability', () => {
  it('answers the supplier and the priced excursions as OCTO products', async () => {
    const supplier = await octoCall('GET', 'supplier', keyA);
    expect(supplier.statusCode).toBe(200);
    expect(supplier.headers['octo-capabilities']).toBe('octo/pricing');
    expect(octo.supplier(supplier.json()).endpoint).toBe('http://localhost:3000/api/octo');

    const products = await octoCall('GET', 'products', keyA);
    const ids = octo.products(products.json()).map((product) => product.id);
    expect(ids).toContain(String(abuko));
    expect(ids).not.toContain(String(onRequest));

    const one = octo.product((await octoCall('GET', `products/${abuko}`, keyA)).json());
    expect(one.options).toHaveLength(1);
    const [option] = one.options;
    expect(option).toMatchObject({
      id: 'DEFAULT',
      availabilityLocalStartTimes: ['09:00', '15:00'],
      restrictions: { minUnits: 1, maxUnits: 8 },
    });
    expect(
      option.units.map((unit) => [unit.id, unit.type, unit.restrictions.minAge, unit.pricingFrom]),
    ).toEqual([
      ['adult', 'ADULT', 12, [expect.objectContaining({ retail: 4500, currencyPrecision: 2 })]],
      ['child', 'CHILD', 3, [expect.objectContaining({ retail: 2500, currency: 'USD' })]],
      ['infant', 'INFANT', 0, [expect.objectContaining({ retail: 0 })]],
    ]);

    const missing = await octoCall('GET', `products/${onRequest}`, keyA);
    expect(missing.statusCode).toBe(400);
    expect(octo.error(missing.json())).toEqual({
      error: 'INVALID_PRODUCT_ID',
      errorMessage: RESELLER_MESSAGES.productNotFound,
      productId: String(onRequest),
    });
  });

  it('answers the calendar and the departures with their availability ids', async () => {
    const range = { localDateStart: inDays(10), localDateEnd: inDays(12) };
    const ref = { productId: String(abuko), optionId: 'DEFAULT' };
    const calendar = await octoCall('POST', 'availability/calendar', keyA, { ...ref, ...range });
    expect(calendar.statusCode).toBe(200);
    const days = octo.calendar(calendar.json());
    expect(days.map((day) => [day.localDate, day.status, day.vacancies])).toEqual([
      [inDays(10), 'AVAILABLE', 24],
      [inDays(11), 'AVAILABLE', 24],
      [inDays(12), 'AVAILABLE', 24],
    ]);

    const availability = await octoCall('POST', 'availability', keyA, {
      ...ref,
      localDate: inDays(10),
    });
    const slots = octo.availability(availability.json());
    expect(slots.map((slot) => [slot.id, slot.status, slot.vacancies, slot.capacity])).toEqual([
      [`${inDays(10)}T09:00:00+00:00`, 'AVAILABLE', 12, 12],
      [`${inDays(10)}T15:00:00+00:00`, 'AVAILABLE', 12, 12],
    ]);
    const byId = octo.availability(
      (
        await octoCall('POST', 'availability', keyA, {
          ...ref,
          availabilityIds: [slots[1].id],
        })
      ).json(),
    );
    expect(byId.map((slot) => slot.id)).toEqual([slots[1].id]);

    const noDates = await octoCall('POST', 'availability', keyA, ref);
    expect(noDates.statusCode).toBe(400);
    expect(octo.error(noDates.json()).error).toBe('BAD_REQUEST');
    const badOption = await octoCall('POST', 'availability', keyA, {
      ...ref,
      optionId: 'VIP',
      localDate: inDays(10),
    });
    expect(octo.error(badOption.json())).toMatchObject({
      error: 'INVALID_OPTION_ID',
      optionId: 'VIP',
    });
    const badUnit = await octoCall('POST', 'availability/calendar', keyA, {
      ...ref,
      ...range,
      units: [{ id: 'senior', quantity: 1 }],
    });
    expect(octo.error(badUnit.json())).toMatchObject({
      error: 'INVALID_UNIT_ID',
      unitId: 'senior',
    });
  });
});

describe('a reseller books through the same engine', () => {
  it('holds, extends, confirms and cancels, moving seats as the website does', async () => {
    const db = testApp.app.db;
    const departure = await departureAt(db, abuko, inDays(20));
    const availabilityId = `${inDays(20)}T09:00:00+00:00`;
    const body = holdBody(abuko, availabilityId, { resellerReference: 'SANDY-1001' });

    const held = await octoCall('POST', 'bookings', keyA, body);
    expect(held.statusCode).toBe(200);
    const hold = octo.booking(held.json());
    expect(hold).toMatchObject({
      uuid: body.uuid,
      status: 'ON_HOLD',
      resellerReference: 'SANDY-1001',
      productId: String(abuko),
      optionId: 'DEFAULT',
      availabilityId,
      pricing: { retail: 11500, currency: 'USD', currencyPrecision: 2 },
    });
    expect(hold.unitItems.map((item) => [item.unitId, item.pricing?.retail])).toEqual([
      ['adult', 4500],
      ['adult', 4500],
      ['child', 2500],
    ]);
    expect(await seatsTaken(departure.id)).toBe(3);
    const [row] = await db.select().from(bookings).where(eq(bookings.octoUuid, body.uuid));
    expect(row).toMatchObject({ resellerId: resellerA, userId: null, status: 'on_hold' });

    // The same uuid again is the same booking, and holds nothing more.
    const again = octo.booking((await octoCall('POST', 'bookings', keyA, body)).json());
    expect(again.id).toBe(hold.id);
    expect(await seatsTaken(departure.id)).toBe(3);

    const extended = await octoCall('POST', `bookings/${body.uuid}/extend`, keyA, {
      expirationMinutes: 90,
    });
    expect(extended.statusCode).toBe(200);
    const longer = octo.booking(extended.json());
    expect(Date.parse(longer.utcExpiresAt!)).toBeGreaterThan(Date.parse(hold.utcExpiresAt!));
    expect(await seatsTaken(departure.id)).toBe(3);

    const confirmed = await octoCall('POST', `bookings/${body.uuid}/confirm`, keyA, {
      resellerReference: 'SANDY-1001-B',
      contact: { fullName: 'Fatou Sowe', emailAddress: 'fatou@example.com' },
    });
    expect(confirmed.statusCode).toBe(200);
    const booking = octo.booking(confirmed.json());
    expect(booking).toMatchObject({
      status: 'CONFIRMED',
      resellerReference: 'SANDY-1001-B',
      utcExpiresAt: null,
      contact: { fullName: 'Fatou Sowe', emailAddress: 'fatou@example.com' },
      cancellable: true,
    });
    expect(booking.utcConfirmedAt).not.toBeNull();
    expect(await seatsTaken(departure.id)).toBe(3);
    expect(await mailsTo(db, 'fatou@example.com')).toHaveLength(1);
    const [notice] = await mailsTo(db, OPERATOR);
    expect(notice.textBody).toContain(booking.id);

    const listed = await octoCall('GET', 'bookings?resellerReference=SANDY-1001-B', keyA);
    expect(octo.bookings(listed.json()).map((one) => one.uuid)).toEqual([body.uuid]);
    const byDate = await octoCall('GET', `bookings?localDate=${inDays(20)}`, keyA);
    expect(octo.bookings(byDate.json()).map((one) => one.uuid)).toContain(body.uuid);
    const noFilter = await octoCall('GET', 'bookings', keyA);
    expect(noFilter.statusCode).toBe(400);
    expect(octo.error(noFilter.json()).error).toBe('BAD_REQUEST');

    const cancelled = await octoCall('POST', `bookings/${body.uuid}/cancel`, keyA, {
      reason: 'Guest ill',
    });
    expect(cancelled.statusCode).toBe(200);
    const gone = octo.booking(cancelled.json());
    expect(gone).toMatchObject({ status: 'CANCELLED', cancellable: false });
    expect(gone.cancellation).toMatchObject({ refund: 'FULL' });
    expect(await seatsTaken(departure.id)).toBe(0);
    expect(await mailsTo(db, 'fatou@example.com')).toHaveLength(2);
    expect((await mailsTo(db, OPERATOR))[0].id).toBeGreaterThan(notice.id);

    const twice = await octoCall('DELETE', `bookings/${body.uuid}`, keyA);
    expect(twice.statusCode).toBe(400);
    expect(octo.error(twice.json()).error).toBe('UNPROCESSABLE_ENTITY');
  });

  it('lets a hold go on cancel, and mails nobody when no address was given', async () => {
    const db = testApp.app.db;
    const departure = await departureAt(db, abuko, inDays(21));
    const body = holdBody(abuko, `${inDays(21)}T09:00:00+00:00`);
    expect((await octoCall('POST', 'bookings', keyA, body)).statusCode).toBe(200);
    expect(await seatsTaken(departure.id)).toBe(3);
    const before = (await mailsTo(db, OPERATOR)).length;
    const released = octo.booking((await octoCall('DELETE', `bookings/${body.uuid}`, keyA)).json());
    expect(released.status).toBe('CANCELLED');
    expect(await seatsTaken(departure.id)).toBe(0);
    expect(await mailsTo(db, OPERATOR)).toHaveLength(before);
  });

  it("does not show or change another reseller's booking", async () => {
    const body = holdBody(abuko, `${inDays(22)}T09:00:00+00:00`);
    expect((await octoCall('POST', 'bookings', keyA, body)).statusCode).toBe(200);
    for (const [method, path] of [
      ['GET', `bookings/${body.uuid}`],
      ['POST', `bookings/${body.uuid}/confirm`],
      ['POST', `bookings/${body.uuid}/extend`],
      ['POST', `bookings/${body.uuid}/cancel`],
    ] as const) {
      const answer = await octoCall(method, path, keyB, method === 'POST' ? {} : undefined);
      expect(answer.statusCode).toBe(404);
      expect(octo.error(answer.json())).toEqual({
        error: 'INVALID_BOOKING_UUID',
        errorMessage: RESELLER_MESSAGES.bookingNotFound,
        uuid: body.uuid,
      });
    }
    const list = await octoCall('GET', `bookings?localDate=${inDays(22)}`, keyB);
    expect(list.json()).toEqual([]);
    expect(octo.booking((await octoCall('GET', `bookings/${body.uuid}`, keyA)).json()).status).toBe(
      'ON_HOLD',
    );
  });

  it("answers OCTO's errors for bad holds, and holds nothing", async () => {
    const departure = await departureAt(testApp.app.db, abuko, inDays(23));
    const availabilityId = `${inDays(23)}T09:00:00+00:00`;
    const cases: Array<[object, number, object]> = [
      [
        { availabilityId: `${inDays(23)}T10:30:00+00:00` },
        400,
        { error: 'INVALID_AVAILABILITY_ID' },
      ],
      [{ unitItems: [{ unitId: 'senior' }] }, 400, { error: 'INVALID_UNIT_ID', unitId: 'senior' }],
      [{ optionId: 'PRIVATE' }, 400, { error: 'INVALID_OPTION_ID' }],
      [{ productId: '999999' }, 400, { error: 'INVALID_PRODUCT_ID' }],
      [
        { unitItems: Array.from({ length: 9 }, () => ({ unitId: 'adult' })) },
        400,
        { error: 'UNPROCESSABLE_ENTITY' },
      ],
      [{ uuid: 'not-a-uuid' }, 400, { error: 'BAD_REQUEST' }],
      [{ unitItems: [] }, 400, { error: 'BAD_REQUEST' }],
    ];
    for (const [change, status, error] of cases) {
      const answer = await octoCall('POST', 'bookings', keyA, {
        ...holdBody(abuko, availabilityId),
        ...change,
      });
      expect([answer.statusCode, octo.error(answer.json())]).toEqual([
        status,
        expect.objectContaining(error),
      ]);
    }
    expect(await seatsTaken(departure.id)).toBe(0);
  });
});

describe('resellers and website visitors at once', () => {
  it('never sells more than the capacity of the last seats', async () => {
    const db = testApp.app.db;
    const race = await createBookableExcursion(db, 'Bijilo Monkey Park', { capacity: 6 });
    const line = await departureAt(db, race, inDays(30));
    const availabilityId = `${inDays(30)}T09:00:00+00:00`;
    const visitors: Traveller[] = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        createTraveller(db, { firstName: `Visitor${n}`, lastName: 'Racer' }),
      ),
    );
    const answers = await Promise.all([
      ...visitors.map((who) =>
        call('POST', '/api/booking/reserve', who.token, {
          lines: [{ departureId: line.id, units: { adult: 1 } }],
        }),
      ),
      ...Array.from({ length: 12 }, (_, n) =>
        octoCall('POST', 'bookings', n % 2 ? keyA : keyB, {
          ...holdBody(race, availabilityId),
          unitItems: [{ unitId: 'adult' }],
        }),
      ),
    ]);
    const held = answers.filter((answer) => answer.statusCode === 200 || answer.statusCode === 201);
    expect(held).toHaveLength(6);
    const website = answers.slice(0, 12).filter((answer) => answer.statusCode === 201).length;
    const resold = answers.slice(12).filter((answer) => answer.statusCode === 200).length;
    expect(website + resold).toBe(6);
    for (const refused of answers.slice(12).filter((answer) => answer.statusCode !== 200)) {
      expect(octo.error(refused.json()).error).toBe('UNPROCESSABLE_ENTITY');
    }
    expect(await seatsTaken(line.id)).toBe(6);
    const slot = octo.availability(
      (
        await octoCall('POST', 'availability', keyA, {
          productId: String(race),
          optionId: 'DEFAULT',
          availabilityIds: [availabilityId],
        })
      ).json(),
    );
    expect(slot.map((one) => [one.status, one.vacancies])).toEqual([['SOLD_OUT', 0]]);
  });
});

describe('the console and the contract', () => {
  it("filters the console's bookings by channel", async () => {
    const body = holdBody(abuko, `${inDays(24)}T09:00:00+00:00`);
    const held: OctoBooking = (await octoCall('POST', 'bookings', keyA, body)).json();
    const ofA = await call('GET', `/api/operator/bookings?channel=${resellerA}`, staffToken);
    expect(ofA.statusCode).toBe(200);
    const rows = ofA.json().data.results;
    const references = (rows as Array<{ generatedBookingId: string; channel: string }>).map(
      (one) => [one.generatedBookingId, one.channel],
    );
    expect(references).toContainEqual([held.id, 'Sandy Travel']);
    expect(new Set(references.map(([, channel]) => channel))).toEqual(new Set(['Sandy Travel']));
    const website = await call('GET', '/api/operator/bookings?channel=website', staffToken);
    expect(JSON.stringify(website.json())).not.toContain(held.id);
    const bad = await call('GET', '/api/operator/bookings?channel=someone', staffToken);
    expect(bad.statusCode).toBe(400);
  });

  it('lists every OCTO call in the OpenAPI document', async () => {
    const answer = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(answer.json().paths).filter((path) => path.startsWith('/api/octo/'));
    expect(paths.sort()).toEqual([
      '/api/octo/availability',
      '/api/octo/availability/calendar',
      '/api/octo/bookings',
      '/api/octo/bookings/{uuid}',
      '/api/octo/bookings/{uuid}/cancel',
      '/api/octo/bookings/{uuid}/confirm',
      '/api/octo/bookings/{uuid}/extend',
      '/api/octo/products',
      '/api/octo/products/{id}',
      '/api/octo/supplier',
    ]);
  });
});
