import { asc, eq } from 'drizzle-orm';
import { useTestApp } from './support/testApp';
import {
  bearer,
  createExcursions,
  createTraveller,
  hugeText,
  rowCount,
  type Traveller,
} from './support/travelFixtures';
import { bookingExcursions, bookings, mailQueue } from '../../server/src/db/schema';
import { MAX_EXCURSIONS_PER_BOOKING } from '../../src/contract/limits';
import type { Booking } from '@/contract/wire/bookings';
import { BOOKING_PER_ACCOUNT_LIMIT } from '../../server/src/lib/limits';

jest.setTimeout(60_000);

const testApp = useTestApp({ SEED_DEMO_CONTENT: 'false' });
let awa: Traveller;
let lamin: Traveller;
let fatou: Traveller;
let ids: number[];

beforeAll(async () => {
  const db = testApp.app.db;
  awa = await createTraveller(db, { firstName: 'Awa', lastName: 'Jallow' });
  lamin = await createTraveller(db, { firstName: 'Lamin', lastName: 'Ceesay' });
  fatou = await createTraveller(db, { firstName: 'Fatou', lastName: 'Sowe' });
  ({ excursionIds: ids } = await createExcursions(db, [
    'Abuko Nature Reserve',
    'Kachikally Crocodile Pool',
    'River Gambia Cruise',
  ]));
});

const book = (body: unknown, headers: Record<string, string> = bearer(awa.token)) =>
  testApp.app.inject({ method: 'POST', url: '/api/booking/add', headers, payload: body as object });

const listBookings = (token: string, query = '') =>
  testApp.app.inject({
    method: 'GET',
    url: `/api/booking/user-booking${query}`,
    headers: bearer(token),
  });

/** What a refused booking must leave untouched. */
async function storedCounts() {
  const db = testApp.app.db;
  return Promise.all([bookings, bookingExcursions, mailQueue].map((table) => rowCount(db, table)));
}

async function storedBooking(id: number) {
  const db = testApp.app.db;
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, id));
  const lines = await db
    .select()
    .from(bookingExcursions)
    .where(eq(bookingExcursions.bookingId, id))
    .orderBy(asc(bookingExcursions.position));
  return { booking, excursionIds: lines.map((line) => line.excursionId) };
}

describe('POST /api/booking/add', () => {
  it('books the excursions in order under a readable reference and queues a confirmation', async () => {
    const response = await book({ excursionIds: [ids[2], ids[0]] });

    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      message: expect.any(String),
      data: { id: expect.any(Number), generatedBookingId: expect.any(String) },
    });
    expect(body.data.generatedBookingId).toMatch(/^WAT-[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{8}$/);

    const stored = await storedBooking(body.data.id);
    expect(stored.excursionIds).toEqual([ids[2], ids[0]]);
    expect(stored.booking).toMatchObject({
      userId: awa.id,
      userEmail: awa.email,
      userName: 'Awa Jallow',
      totalPrice: 0,
      isCompleted: false,
      isCancelled: false,
      paymentStatus: 'Pending',
    });

    const mails = await testApp.app.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.recipient, awa.email));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain(body.data.generatedBookingId);
    expect(mails[0].textBody).toContain('River Gambia Cruise');
  });

  it('ignores the user, price and status sent in the body (the booking payload of docs/product.md)', async () => {
    const response = await book({
      userId: lamin.id,
      totalPrice: 999,
      isCompleted: true,
      paymentStatus: 'Paid',
      excursionIds: [ids[1]],
      isCancelled: true,
      userEmail: lamin.email,
      userName: 'Someone Else',
    });

    expect(response.statusCode).toBe(201);
    const { booking } = await storedBooking(response.json().data.id);
    expect(booking).toMatchObject({
      userId: awa.id,
      userEmail: awa.email,
      userName: 'Awa Jallow',
      totalPrice: 0,
      isCompleted: false,
      isCancelled: false,
      paymentStatus: 'Pending',
    });
  });

  it('counts a repeated excursion once, keeping the first position', async () => {
    const response = await book({ excursionIds: [ids[1], ids[0], ids[1], ids[0]] });

    expect(response.statusCode).toBe(201);
    const stored = await storedBooking(response.json().data.id);
    expect(stored.excursionIds).toEqual([ids[1], ids[0]]);
  });

  // Bodies are built lazily: the excursions exist only once beforeAll has run.
  it.each([
    ['no excursions', () => ({ excursionIds: [] }), /choose at least one excursion/],
    ['no excursionIds at all', () => ({ userId: awa.id }), /choose at least one excursion/],
    ['an unknown excursion', () => ({ excursionIds: [ids[0], 987654] }), /987654 does not exist/],
    [
      'several unknown excursions',
      () => ({ excursionIds: [-3, ids[1], 987654, 1e12] }),
      /do not exist: -3, 987654, 1000000000000/,
    ],
  ])('refuses %s with a 400 and stores nothing', async (_case, body, message) => {
    const before = await storedCounts();

    const response = await book(body());

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: expect.stringMatching(message) });
    expect(await storedCounts()).toEqual(before);
  });

  it(`refuses more than ${MAX_EXCURSIONS_PER_BOOKING} different excursions`, async () => {
    const before = await storedCounts();
    const tooMany = Array.from({ length: MAX_EXCURSIONS_PER_BOOKING + 1 }, (_, i) => ids[0] + i);

    const response = await book({ excursionIds: tooMany });

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/at most 50 excursions/);
    expect(await storedCounts()).toEqual(before);
  });

  it.each([
    ['no token', {}],
    ['an unknown token', bearer('not-a-real-token')],
  ])('answers 401 with %s and stores nothing', async (_case, headers) => {
    const before = await storedCounts();

    const response = await book({ excursionIds: [ids[0]] }, headers);

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: expect.any(String) });
    expect(await storedCounts()).toEqual(before);
  });

  it('answers 400 to a body that is not JSON or is too large, and stores nothing', async () => {
    const before = await storedCounts();

    const notJson = await testApp.app.inject({
      method: 'POST',
      url: '/api/booking/add',
      headers: { ...bearer(awa.token), 'content-type': 'application/json' },
      payload: '{"excursionIds": [1,',
    });
    const huge = await book({ excursionIds: [ids[0]], userName: hugeText() });

    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({ success: false, message: expect.any(String) });
    expect(huge.statusCode).toBe(413); // over the body limit
    expect(huge.json()).toEqual({ success: false, message: expect.any(String) });
    expect(await storedCounts()).toEqual(before);
  });
});

describe('GET /api/booking/user-booking', () => {
  const bookedReferences: string[] = [];

  beforeAll(async () => {
    // Fatou books three times; the list must show them newest first.
    for (const excursionIds of [[ids[0]], [ids[1], ids[0]], [ids[2], ids[1], ids[0]]]) {
      const response = await book({ excursionIds }, bearer(fatou.token));
      bookedReferences.push(response.json().data.generatedBookingId);
    }
  });

  it("lists the caller's bookings newest first with excursion names in booking order", async () => {
    const response = await listBookings(fatou.token);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: {
        results: [
          {
            id: expect.any(Number),
            generatedBookingId: bookedReferences[2],
            excursionNames: [
              'River Gambia Cruise',
              'Kachikally Crocodile Pool',
              'Abuko Nature Reserve',
            ],
            totalPrice: 0,
            currency: 'USD',
            isCompleted: false,
            isCancelled: false,
            paymentStatus: 'Pending',
            status: 'requested',
            lines: [],
          },
          expect.objectContaining({
            generatedBookingId: bookedReferences[1],
            excursionNames: ['Kachikally Crocodile Pool', 'Abuko Nature Reserve'],
          }),
          expect.objectContaining({
            generatedBookingId: bookedReferences[0],
            excursionNames: ['Abuko Nature Reserve'],
          }),
        ],
        pageIndex: 1,
        pageSize: 10,
        totalCount: 3,
        totalPages: 1,
      },
    });
  });

  it("never shows another user's bookings", async () => {
    const [awasStored, laminsList, awasList] = await Promise.all([
      testApp.app.db
        .select({ reference: bookings.generatedBookingId })
        .from(bookings)
        .where(eq(bookings.userId, awa.id)),
      listBookings(lamin.token),
      listBookings(awa.token),
    ]);

    expect(laminsList.json().data).toMatchObject({ results: [], totalCount: 0, totalPages: 0 });
    const awasListed = awasList
      .json()
      .data.results.map((booking: Booking) => booking.generatedBookingId);
    expect(awasListed.sort()).toEqual(awasStored.map((row) => row.reference).sort());
    expect(awasListed).not.toEqual(expect.arrayContaining([bookedReferences[0]]));
  });

  it('pages through the list', async () => {
    const second = await listBookings(fatou.token, '?pageIndex=2&pageSize=2');
    const pastTheEnd = await listBookings(fatou.token, '?pageIndex=5&pageSize=2');

    expect(second.json().data).toEqual({
      results: [expect.objectContaining({ generatedBookingId: bookedReferences[0] })],
      pageIndex: 2,
      pageSize: 2,
      totalCount: 3,
      totalPages: 2,
    });
    expect(pastTheEnd.json().data).toMatchObject({ results: [], pageIndex: 5, totalCount: 3 });
  });

  it('refuses a page size over 100 and a page index below 1', async () => {
    expect((await listBookings(fatou.token, '?pageSize=101')).statusCode).toBe(400);
    expect((await listBookings(fatou.token, '?pageIndex=0')).statusCode).toBe(400);
  });

  it('answers 401 without a live token', async () => {
    const noToken = await testApp.app.inject({ method: 'GET', url: '/api/booking/user-booking' });
    const badToken = await listBookings('expired-or-made-up');

    expect(noToken.statusCode).toBe(401);
    expect(badToken.statusCode).toBe(401);
    expect(badToken.json()).toEqual({ success: false, message: expect.any(String) });
  });
});

describe('the per-account limit', () => {
  it('refuses a booking past the limit with a 429, stores nothing, and leaves others alone', async () => {
    const modou = await createTraveller(testApp.app.db, { firstName: 'Modou', lastName: 'Bah' });
    const body = { excursionIds: [ids[0]] };
    for (let i = 0; i < BOOKING_PER_ACCOUNT_LIMIT.max; i++) {
      expect((await book(body, bearer(modou.token))).statusCode).toBe(201);
    }
    const before = await storedCounts();
    const refused = await book(body, bearer(modou.token));
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json()).toMatchObject({ success: false, message: expect.any(String) });
    expect(await storedCounts()).toEqual(before);

    // The limit is the account's, not the address's: another traveller still books.
    expect((await book(body, bearer(fatou.token))).statusCode).toBe(201);
  });
});
