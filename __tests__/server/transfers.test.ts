import { eq } from 'drizzle-orm';
import { useTestApp } from './support/testApp';
import {
  bearer,
  createTraveller,
  hugeText,
  rowCount,
  type Traveller,
} from './support/travelFixtures';
import { mailQueue, transfers } from '../../server/src/db/schema';
import { checkTransfer } from '@server/services/transfers';
import { operatorToday } from '@/contract/dates';
import type { TransferRequest } from '@/contract/wire/transfers';
import { TRANSFER_MESSAGES } from '../../src/contract/serverMessages';
import { FLIGHT_MESSAGES, TRANSFER_NOTES_MAX } from '@/contract/flights';

jest.setTimeout(60_000);

const DAY_MS = 24 * 60 * 60 * 1000;
/** A date in Africa/Banjul some days from now (negative: in the past). */
const banjulDate = (daysFromNow: number) =>
  operatorToday(new Date(Date.now() + daysFromNow * DAY_MS));

const validTransfer = (): TransferRequest => ({
  pickupLocation: 'Banjul International Airport',
  dropLocation: 'Senegambia Strip, Kololi',
  pickupDate: banjulDate(30),
  pickupTime: '14:30:00',
  capacity: 4,
  isRoundTrip: true,
});

describe('checkTransfer', () => {
  // Banjul keeps UTC all year, so 23:30 UTC on the 10th is still the 10th there.
  const lateEvening = new Date('2026-03-10T23:30:00Z');

  it("accepts today's date in Africa/Banjul and refuses yesterday's", () => {
    expect(operatorToday(lateEvening)).toBe('2026-03-10');
    expect(checkTransfer({ ...validTransfer(), pickupDate: '2026-03-10' }, lateEvening)).toEqual({
      transfer: expect.objectContaining({ pickupDate: '2026-03-10' }),
    });
    expect(checkTransfer({ ...validTransfer(), pickupDate: '2026-03-09' }, lateEvening)).toEqual({
      errors: { pickupDate: [TRANSFER_MESSAGES.pickupDateInPast] },
    });
  });

  it('trims the locations', () => {
    const checked = checkTransfer({ ...validTransfer(), pickupLocation: '  Banjul Airport ' });
    expect(checked).toEqual({
      transfer: expect.objectContaining({ pickupLocation: 'Banjul Airport' }),
    });
  });
});

const testApp = useTestApp({ SEED_DEMO_CONTENT: 'false' });
let awa: Traveller;
let lamin: Traveller;
let musa: Traveller;

beforeAll(async () => {
  awa = await createTraveller(testApp.app.db, { firstName: 'Awa', lastName: 'Jallow' });
  lamin = await createTraveller(testApp.app.db, { firstName: 'Lamin', lastName: 'Ceesay' });
  musa = await createTraveller(testApp.app.db, { firstName: 'Musa', lastName: 'Bah' });
});

const bookTransfer = (body: unknown, headers: Record<string, string> = bearer(awa.token)) =>
  testApp.app.inject({
    method: 'POST',
    url: '/transport-api/user/transfer',
    headers,
    payload: body as object,
  });

const listTransfers = (token: string, query = '') =>
  testApp.app.inject({
    method: 'GET',
    url: `/transport-api/user/transfer${query}`,
    headers: bearer(token),
  });

async function storedCounts() {
  const db = testApp.app.db;
  return Promise.all([rowCount(db, transfers), rowCount(db, mailQueue)]);
}

describe('POST /transport-api/user/transfer', () => {
  it('books a Pending transfer, answers it as listed and queues a confirmation', async () => {
    const sent = validTransfer();

    const response = await bookTransfer(sent);

    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      message: expect.any(String),
      data: {
        id: expect.any(Number),
        ...sent,
        flightNumber: null,
        arrivalTime: null,
        notes: null,
        status: 'Pending',
      },
    });
    const [stored] = await testApp.app.db
      .select()
      .from(transfers)
      .where(eq(transfers.id, body.data.id));
    expect(stored).toMatchObject({ ...sent, userId: awa.id, status: 'Pending' });

    const mails = await testApp.app.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.recipient, awa.email));
    expect(mails).toHaveLength(1);
    expect(mails[0].textBody).toContain('Banjul International Airport');
  });

  it('takes the flight, its arrival and notes, the flight number in upper case without spaces', async () => {
    const response = await bookTransfer({
      ...validTransfer(),
      flightNumber: ' sn 203 ',
      arrivalTime: '14:05',
      notes: 'Two surfboards; Awa waits by the exit.',
    });

    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      flightNumber: 'SN203',
      arrivalTime: '14:05',
      notes: 'Two surfboards; Awa waits by the exit.',
    });
    const [stored] = await testApp.app.db
      .select()
      .from(transfers)
      .where(eq(transfers.id, response.json().data.id));
    expect(stored).toMatchObject({ flightNumber: 'SN203', arrivalTime: '14:05:00' });
    const listed = (await listTransfers(awa.token)).json().data.results[0];
    expect(listed).toMatchObject({ id: stored.id, flightNumber: 'SN203', arrivalTime: '14:05' });
    const mails = await testApp.app.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.recipient, awa.email));
    expect(mails.map((mail) => mail.textBody).join('\n')).toContain('Flight: SN203');
  });

  it('ignores a status and a user id sent in the body', async () => {
    const response = await bookTransfer({
      ...validTransfer(),
      status: 'Completed',
      userId: lamin.id,
    });

    expect(response.statusCode).toBe(201);
    expect(response.json().data.status).toBe('Pending');
    const [stored] = await testApp.app.db
      .select()
      .from(transfers)
      .where(eq(transfers.id, response.json().data.id));
    expect(stored).toMatchObject({ userId: awa.id, status: 'Pending' });
  });

  it('answers every missing field with its own sentence', async () => {
    const before = await storedCounts();

    const response = await bookTransfer({ isRoundTrip: false }, bearer(musa.token));

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'Please fill in all required fields correctly',
      errors: {
        pickupLocation: ['Pickup location is required'],
        dropLocation: ['Drop location is required'],
        pickupDate: ['Pickup date is required'],
        pickupTime: ['Pickup time is required'],
        capacity: [TRANSFER_MESSAGES.capacityRequired],
      },
    });
    expect(await storedCounts()).toEqual(before);
  });

  it.each<[string, () => Partial<TransferRequest>, string, string]>([
    [
      'a blank pickup location',
      () => ({ pickupLocation: '   ' }),
      'pickupLocation',
      'Pickup location is required',
    ],
    [
      'a blank drop location',
      () => ({ dropLocation: '\t' }),
      'dropLocation',
      'Drop location is required',
    ],
    [
      "yesterday's date in Africa/Banjul",
      () => ({ pickupDate: banjulDate(-1) }),
      'pickupDate',
      TRANSFER_MESSAGES.pickupDateInPast,
    ],
    [
      '30 February',
      () => ({ pickupDate: '2026-02-30' }),
      'pickupDate',
      TRANSFER_MESSAGES.pickupDateNotADate,
    ],
    [
      'a date in another format',
      () => ({ pickupDate: '31/12/2030' }),
      'pickupDate',
      TRANSFER_MESSAGES.pickupDateNotADate,
    ],
    [
      'the hour 25',
      () => ({ pickupTime: '25:00:00' }),
      'pickupTime',
      TRANSFER_MESSAGES.pickupTimeNotATime,
    ],
    [
      'a time without seconds',
      () => ({ pickupTime: '10:30' }),
      'pickupTime',
      TRANSFER_MESSAGES.pickupTimeNotATime,
    ],
    ['a capacity of 0', () => ({ capacity: 0 }), 'capacity', 'Capacity must be greater than 0'],
    ['a capacity of 51', () => ({ capacity: 51 }), 'capacity', TRANSFER_MESSAGES.capacityTooLarge],
    [
      'a flight number of five digits',
      () => ({ flightNumber: 'SN 12345' }),
      'flightNumber',
      FLIGHT_MESSAGES.flightNumberInvalid,
    ],
    [
      'a flight number without an airline',
      () => ({ flightNumber: '203' }),
      'flightNumber',
      FLIGHT_MESSAGES.flightNumberInvalid,
    ],
    [
      'an arrival at 24:10',
      () => ({ flightNumber: 'HC501', arrivalTime: '24:10' }),
      'arrivalTime',
      FLIGHT_MESSAGES.arrivalTimeInvalid,
    ],
  ])('refuses %s with a field error and stores nothing', async (_case, change, field, text) => {
    const before = await storedCounts();

    const response = await bookTransfer({ ...validTransfer(), ...change() }, bearer(musa.token));

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'Please fill in all required fields correctly',
      errors: { [field]: [text] },
    });
    expect(await storedCounts()).toEqual(before);
  });

  it.each([
    ['a capacity that is not a whole number', { capacity: 2.5 }],
    ['a capacity that is not a number', { capacity: 'four' }],
    ['a pickup location over the length limit', { pickupLocation: 'x'.repeat(201) }],
    ['notes over the length limit', { notes: 'x'.repeat(TRANSFER_NOTES_MAX + 1) }],
    ['a flight number that is not text', { flightNumber: 203 }],
  ])('refuses %s with a 400 and stores nothing', async (_case, change) => {
    const before = await storedCounts();

    const response = await bookTransfer({ ...validTransfer(), ...change }, bearer(musa.token));

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
    expect(await storedCounts()).toEqual(before);
  });

  it.each([
    ['no token', {}],
    ['an unknown token', bearer('not-a-real-token')],
  ])('answers 401 with %s and stores nothing', async (_case, headers) => {
    const before = await storedCounts();

    const response = await bookTransfer(validTransfer(), headers);

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: expect.any(String) });
    expect(await storedCounts()).toEqual(before);
  });

  it('answers 400 to a body that is not JSON or is too large, and stores nothing', async () => {
    const before = await storedCounts();

    const notJson = await testApp.app.inject({
      method: 'POST',
      url: '/transport-api/user/transfer',
      headers: { ...bearer(musa.token), 'content-type': 'application/json' },
      payload: 'capacity=4',
    });
    const huge = await bookTransfer({ ...validTransfer(), note: hugeText() }, bearer(musa.token));

    expect(notJson.statusCode).toBe(400);
    expect(huge.statusCode).toBe(413); // over the body limit
    expect(huge.json()).toEqual({ success: false, message: expect.any(String) });
    expect(await storedCounts()).toEqual(before);
  });
});

describe('GET /transport-api/user/transfer', () => {
  const pickupDates = [10, 20, 30].map(banjulDate);

  beforeAll(async () => {
    // Lamin books three transfers, to read back newest first.
    for (const pickupDate of pickupDates) {
      await bookTransfer(
        { ...validTransfer(), pickupDate, pickupTime: '08:05:00' },
        bearer(lamin.token),
      );
    }
  });

  it("lists the caller's transfers newest first", async () => {
    const response = await listTransfers(lamin.token);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: {
        results: [...pickupDates].reverse().map((pickupDate) => ({
          id: expect.any(Number),
          pickupLocation: 'Banjul International Airport',
          dropLocation: 'Senegambia Strip, Kololi',
          pickupDate,
          pickupTime: '08:05:00',
          capacity: 4,
          isRoundTrip: true,
          flightNumber: null,
          arrivalTime: null,
          notes: null,
          status: 'Pending',
        })),
        pageIndex: 1,
        pageSize: 10,
        totalCount: 3,
        totalPages: 1,
      },
    });
  });

  it("never shows another user's transfers", async () => {
    const musasList = await listTransfers(musa.token);
    const awasList = await listTransfers(awa.token);

    expect(musasList.json().data).toMatchObject({ results: [], totalCount: 0 });
    const awasStored = await testApp.app.db
      .select({ id: transfers.id })
      .from(transfers)
      .where(eq(transfers.userId, awa.id));
    const awasListed = awasList.json().data.results.map((transfer: { id: number }) => transfer.id);
    expect(awasListed.sort()).toEqual(awasStored.map((row) => row.id).sort());
  });

  it('pages through the list', async () => {
    const second = await listTransfers(lamin.token, '?pageIndex=2&pageSize=2');

    expect(second.json().data).toEqual({
      results: [expect.objectContaining({ pickupDate: pickupDates[0] })],
      pageIndex: 2,
      pageSize: 2,
      totalCount: 3,
      totalPages: 2,
    });
  });

  it('answers 401 without a live token', async () => {
    const noToken = await testApp.app.inject({
      method: 'GET',
      url: '/transport-api/user/transfer',
    });

    expect(noToken.statusCode).toBe(401);
    expect((await listTransfers('made-up')).statusCode).toBe(401);
  });
});
