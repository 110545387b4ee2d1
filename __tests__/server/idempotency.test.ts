import { eq } from 'drizzle-orm';
import { bookings, enquiries, mailQueue, transfers } from '@server/db/schema';
import { operatorToday } from '@/contract/dates';
import { SERVER_MESSAGES } from '@/contract/serverMessages';
import { useTestApp } from './support/testApp';
import {
  bearer,
  createExcursions,
  createTraveller,
  rowCount,
  type Traveller,
} from './support/travelFixtures';

jest.setTimeout(60_000);

const testApp = useTestApp({ SEED_DEMO_CONTENT: 'false' });

let awa: Traveller;
let musa: Traveller;
let excursionIds: number[];

beforeAll(async () => {
  const { db } = testApp.database;
  awa = await createTraveller(db, { firstName: 'Awa', lastName: 'Jallow' });
  musa = await createTraveller(db, { firstName: 'Musa', lastName: 'Ceesay' });
  ({ excursionIds } = await createExcursions(db, ['Kunta Kinteh Island', 'Abuko Reserve']));
});

const book = (traveller: Traveller, key?: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/booking/add',
    headers: { ...bearer(traveller.token), ...(key ? { 'idempotency-key': key } : {}) },
    payload: { excursionIds },
  });

const enquiry = {
  firstName: 'Awa',
  lastName: 'Jallow',
  email: 'awa@example.com',
  phoneNumber: '7012345',
  country: 'The Gambia',
  countryCode: '+220',
  message: 'Do you run trips in the rainy season?',
};

describe('Idempotency-Key on the creating calls', () => {
  it('books once for ten identical submits sent together, and mails once', async () => {
    const { db } = testApp.database;
    const bookingsBefore = await rowCount(db, bookings);

    const answers = await Promise.all(Array.from({ length: 10 }, () => book(awa, 'submit-1')));

    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201));
    const ids = new Set(answers.map((answer) => answer.json().data.id));
    expect(ids.size).toBe(1);
    expect(answers.filter((answer) => answer.headers['idempotency-replayed'])).toHaveLength(9);
    expect(await rowCount(db, bookings)).toBe(bookingsBefore + 1);
    const mailed = await db.select().from(mailQueue).where(eq(mailQueue.recipient, awa.email));
    expect(mailed).toHaveLength(1);

    // A retry later gets the same answer again.
    const retry = await book(awa, 'submit-1');
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(answers[0].json());
    expect(await rowCount(db, bookings)).toBe(bookingsBefore + 1);
  });

  it('keeps callers apart, and a new key or none is a new booking', async () => {
    const { db } = testApp.database;
    const before = await rowCount(db, bookings);
    expect((await book(musa, 'submit-1')).statusCode).toBe(201); // Awa's key, Musa's call
    expect((await book(awa, 'submit-2')).statusCode).toBe(201);
    expect((await book(awa)).statusCode).toBe(201);
    expect((await book(awa)).statusCode).toBe(201);
    expect(await rowCount(db, bookings)).toBe(before + 4);
  });

  it('books a transfer once for two identical submits', async () => {
    const { db } = testApp.database;
    const send = () =>
      testApp.app.inject({
        method: 'POST',
        url: '/transport-api/user/transfer',
        headers: { ...bearer(awa.token), 'idempotency-key': 'transfer-1' },
        payload: {
          pickupLocation: 'Banjul International Airport',
          dropLocation: 'Kololi',
          pickupDate: operatorToday(new Date(Date.now() + 30 * 24 * 3600 * 1000)),
          pickupTime: '10:00:00',
          capacity: 2,
        },
      });
    const answers = await Promise.all([send(), send()]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(answers[0].json().data.id).toBe(answers[1].json().data.id);
    expect(await rowCount(db, transfers)).toBe(1);
  });

  it('sends an anonymous enquiry once per key from one address', async () => {
    const { db } = testApp.database;
    const send = (remoteAddress: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/enquiry/',
        headers: { 'idempotency-key': 'enquiry-1' },
        remoteAddress,
        payload: enquiry,
      });
    expect((await send('10.4.0.1')).statusCode).toBe(201);
    expect((await send('10.4.0.1')).headers['idempotency-replayed']).toBe('true');
    expect(await rowCount(db, enquiries)).toBe(1);
    expect((await send('10.4.0.2')).statusCode).toBe(201);
    expect(await rowCount(db, enquiries)).toBe(2);
  });

  it('runs the call again after a refusal of its input, and refuses a key over 255 characters', async () => {
    const { app, database } = testApp;
    const first = await app.inject({
      method: 'POST',
      url: '/api/enquiry/',
      headers: { 'idempotency-key': 'enquiry-2' },
      payload: { ...enquiry, message: 7 },
    });
    expect(first.statusCode).toBe(400);
    const before = await rowCount(database.db, enquiries);
    const fixed = await app.inject({
      method: 'POST',
      url: '/api/enquiry/',
      headers: { 'idempotency-key': 'enquiry-2' },
      payload: enquiry,
    });
    expect(fixed.statusCode).toBe(201);
    expect(await rowCount(database.db, enquiries)).toBe(before + 1);

    const long = await app.inject({
      method: 'POST',
      url: '/api/enquiry/',
      headers: { 'idempotency-key': 'k'.repeat(256) },
      payload: enquiry,
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ success: false });
    expect(await rowCount(database.db, enquiries)).toBe(before + 1);
    expect(SERVER_MESSAGES.idempotencyKeyInvalid).toBeTruthy();
  });
});
