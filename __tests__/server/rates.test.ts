import { and, eq } from 'drizzle-orm';
import { auditLog, bookings } from '@server/db/schema';
import type { OperatorRates, Rates } from '@/contract/wire/rates';
import type { DepartureBooking } from '@/contract/wire/departures';
import type { StaffBookingDetails } from '@/contract/wire/operator';
import { useTestApp } from './support/testApp';
import { signedInStaff } from './support/staff';
import { bearer, createTraveller } from './support/travelFixtures';
import { createBookableExcursion, departureAt, inDays } from './support/departureFixtures';

jest.setTimeout(120_000);

const testApp = useTestApp({ SEED_DEMO_CONTENT: 'false' });

const DEMO_RATES = { USD: 1, EUR: 0.92, GBP: 0.79, GMD: 70, XOF: 605 };

/** Each call from its own address: the per-address write limit is not what these tests test. */
let addresses = 0;
const nextAddress = () => {
  addresses += 1;
  return `10.41.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};
const call = (method: 'GET' | 'PUT' | 'POST', url: string, token?: string, payload?: object) =>
  testApp.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    remoteAddress: nextAddress(),
    ...(payload ? { payload } : {}),
  });

const publicRates = async () => (await call('GET', '/api/rates')).json().data as Rates;

describe('the exchange rates', () => {
  it('start with the demo rates, public and briefly cacheable', async () => {
    const answer = await call('GET', '/api/rates');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toMatch(/^public, max-age=60/);
    const rates = answer.json().data as Rates;
    expect(rates.base).toBe('USD');
    expect(rates.rates).toEqual(DEMO_RATES);
    expect(Number.isNaN(Date.parse(rates.updatedAt))).toBe(false);
  });

  it('are set by staff, audited, and shown to visitors at once', async () => {
    const member = await signedInStaff(testApp.app.db, 'rates.keeper@westafricatours.example');
    const next = { ...DEMO_RATES, EUR: 0.9, XOF: 590.5 };

    const saved = await call('PUT', '/api/operator/rates', member.token, { rates: next });
    expect(saved.statusCode).toBe(200);
    const answer = saved.json().data as OperatorRates;
    expect(answer.rates).toEqual(next);
    expect(answer.updatedBy).toBe('rates.keeper@westafricatours.example');
    expect(answer.history[0]).toMatchObject({
      staffEmail: 'rates.keeper@westafricatours.example',
      action: 'rates.update',
      before: { EUR: 0.92, XOF: 605 },
      after: { EUR: 0.9, XOF: 590.5 },
    });

    const audit = await testApp.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectKind, 'rates'), eq(auditLog.staffId, member.id)));
    expect(audit).toHaveLength(1);

    expect((await publicRates()).rates).toEqual(next);
    const read = await call('GET', '/api/operator/rates', member.token);
    expect(read.statusCode).toBe(200);
    expect((read.json().data as OperatorRates).history[0].after).toEqual({ EUR: 0.9, XOF: 590.5 });

    // The same rates again change nothing and write no audit row.
    await call('PUT', '/api/operator/rates', member.token, { rates: next });
    const again = await testApp.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectKind, 'rates'));
    expect(again).toHaveLength(1);

    await call('PUT', '/api/operator/rates', member.token, { rates: DEMO_RATES });
  });

  it.each([
    ['a zero rate', { ...DEMO_RATES, GBP: 0 }],
    ['a negative rate', { ...DEMO_RATES, GMD: -70 }],
    // Above zero, but zero in the stored millionths (the fuzzer's find: it was a 500).
    ['a rate under a millionth', { ...DEMO_RATES, EUR: 0.0000004 }],
    ['a rate as text', { ...DEMO_RATES, EUR: '0.92' }],
    ['a missing currency', { USD: 1, EUR: 0.92, GBP: 0.79, GMD: 70 }],
    ['the base currency not at 1', { ...DEMO_RATES, USD: 1.1 }],
  ])('refuses %s with a 400 and changes nothing', async (_case, rates) => {
    const member = await signedInStaff(testApp.app.db);
    const answer = await call('PUT', '/api/operator/rates', member.token, { rates });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ success: false });
    expect((await publicRates()).rates).toEqual(DEMO_RATES);
  });

  it('are read and set by staff only', async () => {
    const traveller = await createTraveller(testApp.app.db, {
      firstName: 'Fatou',
      lastName: 'Ceesay',
    });
    expect((await call('GET', '/api/operator/rates')).statusCode).toBe(401);
    expect(
      (await call('PUT', '/api/operator/rates', undefined, { rates: DEMO_RATES })).statusCode,
    ).toBe(401);
    expect((await call('GET', '/api/operator/rates', traveller.token)).statusCode).toBe(403);
    const refused = await call('PUT', '/api/operator/rates', traveller.token, {
      rates: { ...DEMO_RATES, EUR: 2 },
    });
    expect(refused.statusCode).toBe(403);
    expect((await publicRates()).rates).toEqual(DEMO_RATES);
  });
});

describe('a booking made while looking in another currency', () => {
  it('records the currency and the rate it was shown with', async () => {
    const db = testApp.app.db;
    const excursionId = await createBookableExcursion(db, 'Abuko Nature Reserve');
    const departure = await departureAt(db, excursionId, inDays(5));
    const traveller = await createTraveller(db, { firstName: 'Awa', lastName: 'Jallow' });
    const member = await signedInStaff(db);

    const reserved = await call('POST', '/api/booking/reserve', traveller.token, {
      lines: [{ departureId: departure.id, units: { adult: 2 } }],
      displayCurrency: 'XOF',
    });
    expect(reserved.statusCode).toBe(201);
    const booking = reserved.json().data as DepartureBooking;
    // Charged in the base currency all the same.
    expect(booking).toMatchObject({ totalPrice: 90, currency: 'USD' });

    const [row] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ displayCurrency: 'XOF', displayRate: 605 });

    const details = await call('GET', `/api/operator/bookings/${booking.id}`, member.token);
    expect((details.json().data as StaffBookingDetails).display).toEqual({
      currency: 'XOF',
      rate: 605,
    });

    const inDollars = await call('POST', '/api/booking/reserve', traveller.token, {
      lines: [{ departureId: departure.id, units: { adult: 1 } }],
      displayCurrency: 'USD',
    });
    const [plain] = await db
      .select()
      .from(bookings)
      .where(eq(bookings.id, (inDollars.json().data as DepartureBooking).id));
    expect(plain).toMatchObject({ displayCurrency: null, displayRate: null });
  });

  it('refuses a currency the site does not show', async () => {
    const db = testApp.app.db;
    const excursionId = await createBookableExcursion(db, 'Kachikally Crocodile Pool');
    const departure = await departureAt(db, excursionId, inDays(6));
    const traveller = await createTraveller(db, { firstName: 'Lamin', lastName: 'Sowe' });
    const answer = await call('POST', '/api/booking/reserve', traveller.token, {
      lines: [{ departureId: departure.id, units: { adult: 1 } }],
      displayCurrency: 'JPY',
    });
    expect(answer.statusCode).toBe(400);
  });
});
