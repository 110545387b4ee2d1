import { and, eq } from 'drizzle-orm';
import { auditLog, bookingLines, bookings, resellers } from '@server/db/schema';
import { takeSeats } from '@server/services/departures/seats';
import { checkInAddress } from '@server/services/checkIn/address';
import { CHECK_IN_MESSAGES as M } from '@/contract/serverMessages';
import type { CheckInBooking } from '@/contract/wire/checkIn';
import type { DepartureBooking, ManifestRow } from '@/contract/wire/departures';
import { useTestApp } from './support/testApp';
import { signedInStaff } from './support/staff';
import { bearer, createTraveller, type Traveller } from './support/travelFixtures';
import {
  createBookableExcursion,
  DAY_TRIP_PRICES,
  departureAt,
  inDays,
  today,
} from './support/departureFixtures';

const test_ = useTestApp({ SEED_DEMO_CONTENT: 'false' });
const db = () => test_.app.db;
let guide: Awaited<ReturnType<typeof signedInStaff>>;
let driver: Awaited<ReturnType<typeof signedInStaff>>;
let visitor: Traveller;
let excursionId: number;

beforeAll(async () => {
  guide = await signedInStaff(db(), undefined, 'Awa Jallow');
  driver = await signedInStaff(db(), undefined, 'Lamin Sanneh');
  visitor = await createTraveller(db(), { firstName: 'Fatou', lastName: 'Ceesay' });
  excursionId = await createBookableExcursion(db(), 'Makasutu Culture Forest', {
    times: ['09:00'],
  });
});

const scan = (token: string, who: { token: string } = guide, payload?: object) =>
  test_.app.inject({
    method: 'POST',
    url: `/api/operator/check-in/${token}`,
    headers: bearer(who.token),
    payload,
  });
const look = (token: string, who: { token: string } = guide) =>
  test_.app.inject({
    method: 'GET',
    url: `/api/operator/check-in/${token}`,
    headers: bearer(who.token),
  });

/**
 * A confirmed booking of 2 adults and 1 child on today's 09:00 departure. Today's departure may
 * be past its cut-off when the test runs, so it is stored as the engine stores a confirmed one.
 */
async function bookedForToday(
  status: 'confirmed' | 'cancelled' | 'requested' = 'confirmed',
  owner: { userId: number } | { resellerId: number } = { userId: visitor.id },
) {
  const departure = await departureAt(db(), excursionId, today());
  return db().transaction(async (tx) => {
    const [booking] = await tx
      .insert(bookings)
      .values({
        generatedBookingId: `WAT-T${Math.random().toString(36).slice(2, 9).toUpperCase()}`,
        ...owner,
        userEmail: visitor.email,
        userName: 'Fatou Ceesay',
        totalPrice: 115,
        status,
      })
      .returning();
    await tx.insert(bookingLines).values({
      bookingId: booking.id,
      departureId: departure.id,
      excursionId,
      adults: 2,
      children: 1,
      seats: 3,
      unitPrices: DAY_TRIP_PRICES.units,
      price: 115,
    });
    if (status !== 'cancelled') await takeSeats(tx, departure.id, 3);
    return { ...booking, departureId: departure.id };
  });
}

/** A booking made and confirmed through the website's calls, for a departure in three days. */
async function bookedThroughTheApi(): Promise<DepartureBooking & { checkInToken: string }> {
  const departure = await departureAt(db(), excursionId, inDays(3));
  const held = await test_.app.inject({
    method: 'POST',
    url: '/api/booking/reserve',
    headers: bearer(visitor.token),
    payload: { lines: [{ departureId: departure.id, units: { adult: 1, child: 0, infant: 0 } }] },
  });
  expect(held.statusCode).toBe(201);
  const { id } = held.json().data as DepartureBooking;
  const confirmed = await test_.app.inject({
    method: 'POST',
    url: `/api/booking/${id}/confirm`,
    headers: bearer(visitor.token),
  });
  expect(confirmed.json().data.status).toBe('confirmed');
  const [row] = await db().select().from(bookings).where(eq(bookings.id, id));
  return { ...(confirmed.json().data as DepartureBooking), checkInToken: row.checkInToken };
}

describe('the check-in address', () => {
  it('is the console page of a random token every booking gets, different per booking', async () => {
    const first = await bookedThroughTheApi();
    const second = await bookedForToday();
    expect(first.checkInToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second.checkInToken).not.toBe(first.checkInToken);
    const details = await test_.app.inject({
      method: 'GET',
      url: `/api/operator/bookings/${first.id}`,
      headers: bearer(guide.token),
    });
    expect(details.json().data.checkInToken).toBe(first.checkInToken);
    expect(checkInAddress('https://westafricatours.example', first.checkInToken)).toBe(
      `https://westafricatours.example/operator/check-in/${first.checkInToken}`,
    );
  });
});

describe('checking a party in at the meeting point', () => {
  it('marks today’s departure the first time, then names who did it and when', async () => {
    const booking = await bookedForToday();
    const before = await look(booking.checkInToken);
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toMatchObject({
      generatedBookingId: booking.generatedBookingId,
      name: 'Fatou Ceesay',
      phone: '+220 7012345',
      status: 'confirmed',
      refusal: null,
      lines: [
        {
          excursionName: 'Makasutu Culture Forest',
          date: today(),
          time: '09:00',
          units: { adult: 2, child: 1, infant: 0 },
          today: true,
          checkedInAt: null,
          checkedInBy: null,
        },
      ],
    });

    const first = await scan(booking.checkInToken);
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe(M.checkedIn(3));
    const line = (first.json().data as CheckInBooking).lines[0];
    expect(line.checkedInBy).toBe('Awa Jallow');
    const at = line.checkedInAt!;
    const hhmm = at.slice(11, 16); // Banjul keeps UTC

    const second = await scan(booking.checkInToken, driver);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      success: false,
      message: `Already checked in by Awa Jallow at ${hhmm}.`,
    });
    expect((await look(booking.checkInToken, driver)).json().data.refusal).toBe(
      `Already checked in by Awa Jallow at ${hhmm}.`,
    );

    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectKind, 'booking'), eq(auditLog.subjectId, booking.id)));
    expect(audit.map((row) => [row.action, row.staffEmail])).toEqual([
      ['booking.check-in', guide.email],
    ]);

    const manifest = await test_.app.inject({
      method: 'GET',
      url: `/api/operator/departures/${booking.departureId}/manifest`,
      headers: bearer(guide.token),
    });
    const row = (manifest.json().data as ManifestRow[]).find((r) => r.bookingId === booking.id);
    expect(row?.checkedInAt).toBe(at);
  });

  it('lets exactly one of two scans at the same moment check the party in', async () => {
    const booking = await bookedForToday();
    const answers = await Promise.all([
      scan(booking.checkInToken, guide),
      scan(booking.checkInToken, driver),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)!;
    const loser = answers.find((answer) => answer.statusCode === 409)!;
    const { checkedInBy } = (winner.json().data as CheckInBooking).lines[0];
    expect(loser.json().message).toMatch(new RegExp(`^Already checked in by ${checkedInBy} at `));
    const marks = await db()
      .select({ n: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'booking.check-in'), eq(auditLog.subjectId, booking.id)));
    expect(marks).toHaveLength(1);
  });

  it('refuses a cancelled booking, one not confirmed, one not today, and an unknown code', async () => {
    const cancelled = await bookedForToday('cancelled');
    const refusedCancelled = await scan(cancelled.checkInToken);
    expect(refusedCancelled.statusCode).toBe(409);
    expect(refusedCancelled.json().message).toBe(M.cancelled);

    const requested = await bookedForToday('requested');
    expect((await scan(requested.checkInToken)).json().message).toBe(M.notConfirmed);

    const later = await bookedThroughTheApi();
    const notToday = await scan(later.checkInToken);
    expect(notToday.statusCode).toBe(409);
    expect(notToday.json().message).toBe(M.notToday(inDays(3), '09:00'));

    const unknown = await scan('NoSuchTokenAtAll_0123456789abcdefghijklmnopq');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: M.unknown });
    expect((await look('NoSuchTokenAtAll_0123456789abcdefghijklmnopq')).statusCode).toBe(404);

    const lines = await db()
      .select({ at: bookingLines.checkedInAt })
      .from(bookingLines)
      .where(eq(bookingLines.bookingId, cancelled.id));
    expect(lines).toEqual([{ at: null }]);
  });

  it('checks in a line named by the guide, and refuses a line of another booking', async () => {
    const later = await bookedThroughTheApi();
    const [line] = (await look(later.checkInToken)).json().data.lines as CheckInBooking['lines'];
    const other = await bookedForToday();
    const [otherLine] = (await look(other.checkInToken)).json().data
      .lines as CheckInBooking['lines'];

    const wrong = await scan(later.checkInToken, guide, { lineId: otherLine.lineId });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ lineId: [M.unknownLine] });

    const named = await scan(later.checkInToken, guide, { lineId: line.lineId });
    expect(named.statusCode).toBe(200);
    expect(named.json().data.lines[0].checkedInBy).toBe('Awa Jallow');
  });

  it('checks in a party a reseller sold, under the name the reseller gave', async () => {
    const [reseller] = await db()
      .insert(resellers)
      .values({ name: 'Banjul Hotel Desk', keyHash: 'not-a-real-key-hash' })
      .returning();
    const booking = await bookedForToday('confirmed', { resellerId: reseller.id });
    const party = await look(booking.checkInToken);
    expect(party.statusCode).toBe(200);
    expect((party.json().data as CheckInBooking).name).toBe('Fatou Ceesay');
    expect((await scan(booking.checkInToken)).statusCode).toBe(200);
  });

  it('is for staff only: no token is 401, a visitor’s token 403', async () => {
    const booking = await bookedForToday();
    const anonymous = await test_.app.inject({
      method: 'POST',
      url: `/api/operator/check-in/${booking.checkInToken}`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().success).toBe(false);
    expect((await look(booking.checkInToken, visitor)).statusCode).toBe(403);
    expect((await scan(booking.checkInToken, visitor)).statusCode).toBe(403);
    const [row] = await db()
      .select({ at: bookingLines.checkedInAt })
      .from(bookingLines)
      .where(eq(bookingLines.bookingId, booking.id));
    expect(row.at).toBeNull();
  });
});
