import { count, eq, inArray, sql } from 'drizzle-orm';
import { bookingLines, bookings, departures, excursions, mailQueue } from '@server/db/schema';
import { expireHolds } from '@server/services/departures/holds';
import { DEPARTURE_MESSAGES } from '@/contract/serverMessages';
import type { Booking } from '@/contract/wire/bookings';
import type { DepartureBooking } from '@/contract/wire/departures';
import { useTestApp } from './support/testApp';
import { bearer, createTraveller, rowCount, type Traveller } from './support/travelFixtures';
import { mailsTo } from './support/mails';
import { createBookableExcursion, departureAt, inDays } from './support/departureFixtures';
import { signedInStaff } from './support/staff';

jest.setTimeout(120_000);

// The race below is about seats, not the pool: on a busy shared machine, 100 transactions queued
// behind one departure's lock may wait past the production timeouts, which answer 503.
const testApp = useTestApp({
  SEED_DEMO_CONTENT: 'false',
  DATABASE_CONNECT_TIMEOUT_MS: '120000',
  DATABASE_STATEMENT_TIMEOUT_MS: '120000',
});
const OPERATOR = 'operator@westafricatours.example';

/** Confirmed at once, the default policy (full refund up to 24 hours before). */
let instant: number;
/** Confirmed by the operator. */
let onRequestConfirm: number;
/** Nothing back unless cancelled 30 days ahead; adults only, 2 to 4 per booking. */
let strict: number;
let awa: Traveller;
let lamin: Traveller;

/** Each call from its own address: the per-address write limit is not what these tests test. */
let addresses = 0;
const nextAddress = () => {
  addresses += 1;
  return `10.37.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};
const call = (method: 'GET' | 'POST', url: string, who: Traveller, payload?: object) =>
  testApp.app.inject({
    method,
    url,
    headers: bearer(who.token),
    remoteAddress: nextAddress(),
    ...(payload ? { payload } : {}),
  });
const reserve = (who: Traveller, lines: Array<{ departureId: number; units: object }>) =>
  call('POST', '/api/booking/reserve', who, { lines });
const confirm = (who: Traveller, id: number) => call('POST', `/api/booking/${id}/confirm`, who);

const seatsTaken = async (departureId: number) => {
  const [row] = await testApp.app.db
    .select({ reserved: departures.reserved })
    .from(departures)
    .where(eq(departures.id, departureId));
  return row.reserved;
};
const departure = (excursionId: number, days: number, time = '09:00') =>
  departureAt(testApp.app.db, excursionId, inDays(days), time);
const statusOf = async (id: number) => {
  const [row] = await testApp.app.db
    .select({ status: bookings.status })
    .from(bookings)
    .where(eq(bookings.id, id));
  return row.status;
};
/** Seats the live lines of a departure hold: what `reserved` must always equal. */
async function liveSeats(departureId: number) {
  const [row] = await testApp.app.db
    .select({ seats: sql<number>`coalesce(sum(${bookingLines.seats}), 0)::int` })
    .from(bookingLines)
    .innerJoin(bookings, eq(bookings.id, bookingLines.bookingId))
    .where(
      sql`${bookingLines.departureId} = ${departureId} and ${bookings.status} in ('on_hold', 'requested', 'confirmed', 'completed')`,
    );
  return row.seats;
}

beforeAll(async () => {
  const db = testApp.app.db;
  instant = await createBookableExcursion(db, 'Abuko Nature Reserve');
  onRequestConfirm = await createBookableExcursion(db, 'River Gambia Cruise', {
    rules: { instantConfirmation: false },
  });
  strict = await createBookableExcursion(db, 'Kachikally Crocodile Pool', {
    rules: {
      minPerBooking: 2,
      maxPerBooking: 4,
      cancellationPolicy: [{ hoursBefore: 24 * 30, refundPercent: 100 }],
    },
    pricing: {
      onRequest: false,
      units: [{ unit: 'adult', label: 'Adult', minAge: 12, maxAge: 99, price: 30 }],
    },
  });
  awa = await createTraveller(db, { firstName: 'Awa', lastName: 'Jallow' });
  lamin = await createTraveller(db, { firstName: 'Lamin', lastName: 'Ceesay' });
});

describe('POST /api/booking/reserve then confirm', () => {
  it('holds the seats at the server’s prices, then confirms at once and mails both sides', async () => {
    const line = await departure(instant, 10);
    const held = await reserve(awa, [{ departureId: line.id, units: { adult: 2, child: 1 } }]);

    expect(held.statusCode).toBe(201);
    const booking: DepartureBooking = held.json().data;
    expect(booking).toEqual({
      id: expect.any(Number),
      generatedBookingId: expect.stringMatching(/^WAT-/),
      status: 'on_hold',
      expiresAt: expect.any(String),
      totalPrice: 115,
      currency: 'USD',
      lines: [
        {
          departureId: line.id,
          excursionId: instant,
          excursionName: 'Abuko Nature Reserve',
          date: inDays(10),
          time: '09:00',
          units: { adult: 2, child: 1, infant: 0 },
          price: 115,
        },
      ],
    });
    const minutesHeld = (Date.parse(booking.expiresAt!) - Date.now()) / 60_000;
    expect(minutesHeld).toBeGreaterThan(29);
    expect(minutesHeld).toBeLessThanOrEqual(30);
    expect(await seatsTaken(line.id)).toBe(3);
    const listed = await call('GET', '/api/booking/user-booking', awa);
    expect(listed.json().data.results).toEqual([]); // a hold is not a booking yet

    const confirmed = await confirm(awa, booking.id);

    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({
      success: true,
      message: DEPARTURE_MESSAGES.confirmed,
      data: { ...booking, status: 'confirmed', expiresAt: null },
    });
    expect(await seatsTaken(line.id)).toBe(3);
    const [visitorMail] = await mailsTo(testApp.app.db, awa.email);
    expect(visitorMail.subject).toContain('confirmed');
    expect(visitorMail.textBody).toContain(`Abuko Nature Reserve, ${inDays(10)} at 09:00`);
    expect(visitorMail.textBody).toContain('2 adults, 1 child: $115.00');
    const [notice] = await mailsTo(testApp.app.db, OPERATOR);
    expect(notice.subject).toContain(booking.generatedBookingId);

    const list = await call('GET', '/api/booking/user-booking', awa);
    const rows: Booking[] = list.json().data.results;
    expect(rows).toEqual([
      expect.objectContaining({
        id: booking.id,
        status: 'confirmed',
        totalPrice: 115,
        currency: 'USD',
        excursionNames: ['Abuko Nature Reserve'],
        lines: booking.lines,
      }),
    ]);
    expect((await confirm(awa, booking.id)).statusCode).toBe(409); // confirmed already
  });

  it('leaves a booking the operator confirms as requested, and tells the visitor so', async () => {
    const line = await departure(onRequestConfirm, 10);
    const held = await reserve(lamin, [{ departureId: line.id, units: { adult: 1 } }]);
    expect(held.statusCode).toBe(201);

    const confirmed = await confirm(lamin, held.json().data.id);

    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.status).toBe('requested');
    expect(confirmed.json().message).toBe(DEPARTURE_MESSAGES.requested);
    const [visitorMail] = await mailsTo(testApp.app.db, lamin.email);
    expect(visitorMail.subject).toContain('received');
    const [notice] = await mailsTo(testApp.app.db, OPERATOR);
    expect(notice.subject).toContain('awaits your confirmation');
  });

  it('holds every line or none: a line that does not fit is named and nothing is held', async () => {
    const db = testApp.app.db;
    const fits = await departure(instant, 12);
    const nearlyFull = await departure(onRequestConfirm, 12);
    await db.update(departures).set({ reserved: 11 }).where(eq(departures.id, nearlyFull.id));
    const before = await Promise.all([rowCount(db, bookings), rowCount(db, bookingLines)]);

    const refused = await reserve(awa, [
      { departureId: fits.id, units: { adult: 2 } },
      { departureId: nearlyFull.id, units: { adult: 2 } },
    ]);

    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      success: false,
      message: DEPARTURE_MESSAGES.notHeld,
      errors: { 'lines.1': [DEPARTURE_MESSAGES.onlyLeft(1)] },
    });
    expect(await seatsTaken(fits.id)).toBe(0);
    expect(await seatsTaken(nearlyFull.id)).toBe(11);
    expect(await Promise.all([rowCount(db, bookings), rowCount(db, bookingLines)])).toEqual(before);
  });

  it('names every line that cannot be held: sold out, closed, past its cut-off', async () => {
    const db = testApp.app.db;
    const soldOut = await departure(instant, 14);
    const closed = await departure(instant, 14, '15:00');
    const today = await departureAt(db, instant, inDays(0), '09:00'); // 12 hours' cut-off
    await db.update(departures).set({ reserved: 12 }).where(eq(departures.id, soldOut.id));
    await db.update(departures).set({ closed: true }).where(eq(departures.id, closed.id));

    const refused = await reserve(awa, [
      { departureId: today.id, units: { adult: 1 } },
      { departureId: soldOut.id, units: { adult: 1 } },
      { departureId: closed.id, units: { adult: 1 } },
    ]);

    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toEqual({
      'lines.0': [DEPARTURE_MESSAGES.pastCutoff],
      'lines.1': [DEPARTURE_MESSAGES.soldOut],
      'lines.2': [DEPARTURE_MESSAGES.closed],
    });
    expect(await seatsTaken(today.id)).toBe(0);
  });

  it.each([
    [
      'more people than the excursion takes online',
      { adult: 5 },
      DEPARTURE_MESSAGES.tooManyPeople(4),
    ],
    ['fewer people than it takes', { adult: 1 }, DEPARTURE_MESSAGES.tooFewPeople(2)],
    [
      'a unit it has no price for',
      { adult: 2, child: 1 },
      DEPARTURE_MESSAGES.unpricedUnits(['child']),
    ],
  ])('refuses a party of %s with a 400 and holds nothing', async (_, units, message) => {
    const line = await departure(strict, 10);

    const refused = await reserve(lamin, [{ departureId: line.id, units }]);

    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ success: false, message, errors: { 'lines.0': [message] } });
    expect(await seatsTaken(line.id)).toBe(0);
  });

  it('points a group too large for the website to the enquiry form', () => {
    expect(DEPARTURE_MESSAGES.tooManyPeople(8)).toMatch(/enquiry/);
  });

  it('refuses a departure named twice, an unknown one and one sold on request', async () => {
    const db = testApp.app.db;
    const line = await departure(instant, 16);
    const twice = await reserve(awa, [
      { departureId: line.id, units: { adult: 1 } },
      { departureId: line.id, units: { adult: 1 } },
    ]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors).toEqual({ 'lines.1': [DEPARTURE_MESSAGES.repeatedDeparture] });

    const unknown = await reserve(awa, [{ departureId: 2_000_000, units: { adult: 1 } }]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ 'lines.0': [DEPARTURE_MESSAGES.departureNotFound] });

    const quoted = await createBookableExcursion(db, 'Juffureh Roots Tour');
    await db
      .update(excursions)
      .set({ pricing: { onRequest: true, units: [] } })
      .where(eq(excursions.id, quoted));
    const onRequest = await reserve(awa, [
      { departureId: (await departure(quoted, 10)).id, units: { adult: 1 } },
    ]);
    expect(onRequest.statusCode).toBe(400);
    expect(onRequest.json().errors).toEqual({ 'lines.0': [DEPARTURE_MESSAGES.onRequest] });
    expect(await seatsTaken(line.id)).toBe(0);
  });

  it('holds once for the same Idempotency-Key and answers the first answer again', async () => {
    const line = await departure(instant, 17);
    const send = () =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/booking/reserve',
        headers: { ...bearer(lamin.token), 'idempotency-key': 'reserve-17' },
        remoteAddress: nextAddress(),
        payload: { lines: [{ departureId: line.id, units: { adult: 3 } }] },
      });

    const first = await send();
    const again = await send();

    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await seatsTaken(line.id)).toBe(3);
  });

  it('is documented with its answers', async () => {
    const { paths } = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(paths['/api/booking/reserve'].post.responses)).toEqual(
      expect.arrayContaining(['201', '400', '401', '409']),
    );
    expect(Object.keys(paths['/api/booking/{id}/confirm'].post.responses)).toEqual(
      expect.arrayContaining(['200', '404', '409']),
    );
    expect(paths['/api/booking/{id}/cancellation'].get).toBeDefined();
    expect(paths['/api/booking/{id}/cancel'].post).toBeDefined();
  });

  it('refuses an unsigned caller', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/booking/reserve',
      payload: { lines: [{ departureId: 1, units: { adult: 1 } }] },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('holds that run out', () => {
  it('refuses to confirm a hold past its end and gives its seats back exactly once', async () => {
    const db = testApp.app.db;
    const line = await departure(instant, 18);
    const held = await reserve(awa, [{ departureId: line.id, units: { adult: 4 } }]);
    const { id } = held.json().data;
    await db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, id));
    expect(await seatsTaken(line.id)).toBe(4);

    const late = await confirm(awa, id);

    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ success: false, message: DEPARTURE_MESSAGES.holdExpired });
    expect(await statusOf(id)).toBe('expired');
    expect(await seatsTaken(line.id)).toBe(0);
    expect((await confirm(awa, id)).statusCode).toBe(409);
    expect(await expireHolds(db)).toBe(0);
    expect(await seatsTaken(line.id)).toBe(0);
    expect(await mailsTo(db, awa.email)).not.toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          subject: expect.stringContaining(held.json().data.generatedBookingId),
        }),
      ]),
    );
  });

  it('ends each expired hold once when two passes run at once', async () => {
    const db = testApp.app.db;
    const line = await departure(instant, 19);
    const ids: number[] = [];
    for (const who of [awa, lamin, awa]) {
      const held = await reserve(who, [{ departureId: line.id, units: { adult: 2 } }]);
      ids.push(held.json().data.id);
    }
    const live = await reserve(lamin, [{ departureId: line.id, units: { adult: 1 } }]);
    expect(await seatsTaken(line.id)).toBe(7);
    await db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(inArray(bookings.id, ids));

    const ended = await Promise.all([expireHolds(db), expireHolds(db)]);

    expect(ended[0] + ended[1]).toBe(3);
    expect(await seatsTaken(line.id)).toBe(1);
    expect(await liveSeats(line.id)).toBe(1);
    expect(await statusOf(live.json().data.id)).toBe('on_hold');
    expect(await expireHolds(db)).toBe(0);
  });
});

describe('cancelling a booking', () => {
  /** Confirmed, and paid in full in cash: the refund is a share of what was paid (decision 061). */
  async function confirmedBooking(who: Traveller, excursionId: number, days: number) {
    const line = await departure(excursionId, days);
    const held = await reserve(who, [{ departureId: line.id, units: { adult: 2 } }]);
    const booking: DepartureBooking = held.json().data;
    expect((await confirm(who, booking.id)).statusCode).toBe(200);
    const { token } = await signedInStaff(testApp.app.db);
    const paid = await testApp.app.inject({
      method: 'POST',
      url: `/api/operator/bookings/${booking.id}/payments`,
      headers: bearer(token),
      payload: { amount: booking.totalPrice, method: 'cash', reference: `CASH-${booking.id}` },
    });
    expect(paid.statusCode).toBe(201);
    return { booking, departureId: line.id };
  }

  it('quotes a full refund a day ahead and nothing under a strict policy', async () => {
    const full = await confirmedBooking(awa, instant, 20);
    const none = await confirmedBooking(lamin, strict, 20);

    const fullQuote = await call('GET', `/api/booking/${full.booking.id}/cancellation`, awa);
    const noneQuote = await call('GET', `/api/booking/${none.booking.id}/cancellation`, lamin);

    expect(fullQuote.statusCode).toBe(200);
    expect(fullQuote.json().data).toEqual({
      refundPercent: 100,
      refundAmount: 90,
      currency: 'USD',
    });
    expect(noneQuote.json().data).toEqual({ refundPercent: 0, refundAmount: 0, currency: 'USD' });
  });

  it('cancels with the refund, frees the seats and mails the visitor and the operator', async () => {
    const db = testApp.app.db;
    const { booking, departureId } = await confirmedBooking(awa, instant, 21);
    expect(await seatsTaken(departureId)).toBe(2);
    const [{ n: mailsBefore }] = await db.select({ n: count() }).from(mailQueue);

    const cancelled = await call('POST', `/api/booking/${booking.id}/cancel`, awa);

    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({
      success: true,
      message: DEPARTURE_MESSAGES.cancelled,
      data: { refundPercent: 100, refundAmount: 90, currency: 'USD' },
    });
    expect(await seatsTaken(departureId)).toBe(0);
    const [row] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({
      status: 'cancelled',
      isCancelled: true,
      refundPercent: 100,
      refundAmount: 90,
      cancelledAt: expect.any(Date),
    });
    const [{ n: mailsAfter }] = await db.select({ n: count() }).from(mailQueue);
    expect(mailsAfter - mailsBefore).toBe(2);
    const [visitorMail] = await mailsTo(db, awa.email);
    expect(visitorMail.subject).toContain('cancelled');
    expect(visitorMail.textBody).toContain('$90.00');
    const [notice] = await mailsTo(db, OPERATOR);
    expect(notice.subject).toContain(`Booking ${booking.generatedBookingId} cancelled`);

    const again = await call('POST', `/api/booking/${booking.id}/cancel`, awa);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(DEPARTURE_MESSAGES.notCancellable);
    expect(await seatsTaken(departureId)).toBe(0);
    const listed: Booking[] = (await call('GET', '/api/booking/user-booking', awa)).json().data
      .results;
    expect(listed.find((row) => row.id === booking.id)).toMatchObject({
      status: 'cancelled',
      isCancelled: true,
    });
  });

  it('refuses once the first departure has started', async () => {
    const db = testApp.app.db;
    const { booking, departureId } = await confirmedBooking(lamin, instant, 22);
    await db
      .update(departures)
      .set({ startsAt: new Date(Date.now() - 60_000) })
      .where(eq(departures.id, departureId));

    const refused = await call('POST', `/api/booking/${booking.id}/cancel`, lamin);

    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(DEPARTURE_MESSAGES.started);
    expect(await statusOf(booking.id)).toBe('confirmed');
    expect(await seatsTaken(departureId)).toBe(2);
  });

  it("answers 404 for another visitor's booking and changes nothing", async () => {
    const { booking, departureId } = await confirmedBooking(awa, instant, 23);
    const held = await reserve(awa, [
      { departureId: (await departure(instant, 24)).id, units: { adult: 1 } },
    ]);

    for (const [method, url] of [
      ['POST', `/api/booking/${held.json().data.id}/confirm`],
      ['GET', `/api/booking/${booking.id}/cancellation`],
      ['POST', `/api/booking/${booking.id}/cancel`],
    ] as const) {
      const response = await call(method, url, lamin);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        success: false,
        message: DEPARTURE_MESSAGES.bookingNotFound,
      });
    }
    expect(await statusOf(booking.id)).toBe('confirmed');
    expect(await statusOf(held.json().data.id)).toBe('on_hold');
    expect(await seatsTaken(departureId)).toBe(2);
  });
});

describe('many visitors at once', () => {
  it('sells the 12 seats of a departure to exactly 12 of 100 parallel reservations', async () => {
    const db = testApp.app.db;
    const race = await createBookableExcursion(db, 'Bijilo Monkey Park', { capacity: 12 });
    const line = await departure(race, 30);
    const visitors = await Promise.all(
      Array.from({ length: 100 }, (_, n) =>
        createTraveller(db, { firstName: `Visitor${n}`, lastName: 'Racer' }),
      ),
    );

    const answers = await Promise.all(
      visitors.map((who) => reserve(who, [{ departureId: line.id, units: { adult: 1 } }])),
    );

    const held = answers.filter((answer) => answer.statusCode === 201);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect(held).toHaveLength(12);
    expect(refused.map((answer) => answer.statusCode)).toEqual(Array(88).fill(409));
    for (const answer of refused) {
      expect(answer.json()).toEqual({
        success: false,
        message: DEPARTURE_MESSAGES.notHeld,
        errors: { 'lines.0': [DEPARTURE_MESSAGES.soldOut] },
      });
    }
    expect(await seatsTaken(line.id)).toBe(12);
    expect(await liveSeats(line.id)).toBe(12);
  });
});
