import { eq } from 'drizzle-orm';
import { departures, excursions } from '@server/db/schema';
import { CALENDAR_MAX_DAYS } from '@/contract/booking';
import type { CalendarDay, Departure } from '@/contract/wire/departures';
import { useTestApp } from './support/testApp';
import { bearer, createExcursions, createTraveller } from './support/travelFixtures';
import {
  createBookableExcursion,
  departureAt,
  departuresOf,
  inDays,
} from './support/departureFixtures';

jest.setTimeout(60_000);

const testApp = useTestApp({ SEED_DEMO_CONTENT: 'false' });
/** Books 72 hours ahead at the latest: the day after tomorrow is past its cut-off. */
let excursionId: number;

const calendar = (id: number, from: string, to: string) =>
  testApp.app.inject({
    method: 'GET',
    url: `/api/excursions/${id}/calendar?from=${from}&to=${to}`,
  });
const daysOf = (response: { json(): { data: CalendarDay[] } }) =>
  new Map(response.json().data.map((day) => [day.date, day]));

async function setSeats(
  date: string,
  time: string,
  change: { reserved?: number; closed?: boolean },
) {
  const departure = await departureAt(testApp.app.db, excursionId, date, time);
  await testApp.app.db.update(departures).set(change).where(eq(departures.id, departure.id));
}

beforeAll(async () => {
  const db = testApp.app.db;
  excursionId = await createBookableExcursion(db, 'Makasutu Culture Forest', {
    capacity: 12,
    rules: { cutoffHours: 72 },
  });
  await setSeats(inDays(10), '09:00', { reserved: 12 }); // sold out, 15:00 free
  await setSeats(inDays(11), '09:00', { reserved: 7 }); // 5 of 12 left
  await setSeats(inDays(11), '15:00', { reserved: 12 });
  await setSeats(inDays(12), '09:00', { reserved: 12 });
  await setSeats(inDays(12), '15:00', { reserved: 12 });
  await setSeats(inDays(13), '09:00', { closed: true });
  await setSeats(inDays(13), '15:00', { closed: true, reserved: 3 });
});

describe('GET /api/excursions/:id/calendar', () => {
  it('gives every date the status of its best departure and the seats left on its open ones', async () => {
    const response = await calendar(excursionId, inDays(2), inDays(14));

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toHaveLength(13);
    const days = daysOf(response);
    expect(days.get(inDays(2))).toEqual({ date: inDays(2), status: 'CLOSED', vacancies: 0 }); // cut-off
    expect(days.get(inDays(5))).toEqual({ date: inDays(5), status: 'AVAILABLE', vacancies: 24 });
    expect(days.get(inDays(10))).toEqual({ date: inDays(10), status: 'AVAILABLE', vacancies: 12 });
    expect(days.get(inDays(11))).toEqual({ date: inDays(11), status: 'LIMITED', vacancies: 5 });
    expect(days.get(inDays(12))).toEqual({ date: inDays(12), status: 'SOLD_OUT', vacancies: 0 });
    expect(days.get(inDays(13))).toEqual({ date: inDays(13), status: 'CLOSED', vacancies: 0 });
  });

  it('shows a date without departures as CLOSED and answers every date asked for', async () => {
    const response = await calendar(excursionId, inDays(55), inDays(55 + CALENDAR_MAX_DAYS - 1));

    expect(response.statusCode).toBe(200);
    const data: CalendarDay[] = response.json().data;
    expect(data).toHaveLength(CALENDAR_MAX_DAYS);
    expect(data[0]).toEqual({ date: inDays(55), status: 'AVAILABLE', vacancies: 24 });
    expect(data.at(-1)).toEqual({
      date: inDays(55 + CALENDAR_MAX_DAYS - 1),
      status: 'CLOSED',
      vacancies: 0,
    });
  });

  it('may be kept a few seconds by browsers and proxies', async () => {
    const first = await calendar(excursionId, inDays(20), inDays(21));
    const again = await calendar(excursionId, inDays(20), inDays(21));

    expect(first.headers['cache-control']).toBe('public, max-age=5');
    expect(again.headers['cache-control']).toBe('public, max-age=5');
    expect(again.json()).toEqual(first.json());
  });

  it('shows the seats a hold on this process took at once', async () => {
    const date = inDays(25);
    expect(daysOf(await calendar(excursionId, date, date)).get(date)?.vacancies).toBe(24);
    const traveller = await createTraveller(testApp.app.db, {
      firstName: 'Isatou',
      lastName: 'Njie',
    });
    const departure = await departureAt(testApp.app.db, excursionId, date, '09:00');
    const held = await testApp.app.inject({
      method: 'POST',
      url: '/api/booking/reserve',
      headers: bearer(traveller.token),
      payload: { lines: [{ departureId: departure.id, units: { adult: 8 } }] },
    });
    expect(held.statusCode).toBe(201);

    expect(daysOf(await calendar(excursionId, date, date)).get(date)).toEqual({
      date,
      status: 'AVAILABLE',
      vacancies: 16,
    });
  });

  it.each([
    ['ends before it starts', inDays(5), inDays(4)],
    ['covers more days than allowed', inDays(0), inDays(CALENDAR_MAX_DAYS)],
    ['is not a date', 'tomorrow', inDays(4)],
    ['is not a real date', '2027-02-30', '2027-03-01'],
  ])('refuses a range that %s with a sentence', async (_, from, to) => {
    const response = await calendar(excursionId, from, to);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
    expect(response.json().message.length).toBeGreaterThan(10);
  });

  it('answers 404 for an excursion sold on request, unpublished or unknown', async () => {
    const db = testApp.app.db;
    const {
      excursionIds: [onRequest, hidden],
    } = await createExcursions(db, ['Kunta Kinteh Island', 'Hidden Creek']);
    await db.update(excursions).set({ published: false }).where(eq(excursions.id, hidden));

    for (const id of [onRequest, hidden, 999_999]) {
      const response = await calendar(id, inDays(1), inDays(2));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        success: false,
        message: 'We could not find that excursion.',
      });
    }
  });
});

describe('GET /api/excursions/:id/departures', () => {
  it("lists a date's departures by time with their cut-off, seats left and status", async () => {
    const date = inDays(11);
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/excursions/${excursionId}/departures?date=${date}`,
    });

    expect(response.statusCode).toBe(200);
    const stored = await departuresOf(testApp.app.db, excursionId, date);
    const data: Departure[] = response.json().data;
    expect(data).toEqual([
      {
        id: stored[0].id,
        date,
        time: '09:00',
        startsAt: `${date}T09:00:00.000Z`,
        cutoffAt: new Date(Date.parse(`${date}T09:00:00.000Z`) - 72 * 3_600_000).toISOString(),
        capacity: 12,
        vacancies: 5,
        status: 'LIMITED',
      },
      expect.objectContaining({
        id: stored[1].id,
        time: '15:00',
        vacancies: 0,
        status: 'SOLD_OUT',
      }),
    ]);
  });

  it('shows departures past their cut-off or closed as CLOSED, and none on a day without', async () => {
    const get = (date: string) =>
      testApp.app.inject({
        method: 'GET',
        url: `/api/excursions/${excursionId}/departures?date=${date}`,
      });

    const soon: Departure[] = (await get(inDays(2))).json().data;
    expect(soon.map((departure) => departure.status)).toEqual(['CLOSED', 'CLOSED']);
    const closed: Departure[] = (await get(inDays(13))).json().data;
    expect(closed.map((departure) => [departure.status, departure.vacancies])).toEqual([
      ['CLOSED', 12],
      ['CLOSED', 9],
    ]);
    expect((await get(inDays(70))).json().data).toEqual([]);
    expect((await get('not-a-date')).statusCode).toBe(400);
  });
});
