import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { auditLog, bookingLines, bookings, departures, excursions } from '@server/db/schema';
import { takeSeats } from '@server/services/departures/seats';
import { addDays, isoWeekday } from '@/contract/booking';
import { operatorToday } from '@/contract/dates';
import { OPERATOR_MESSAGES, SCHEDULE_EDIT_MESSAGES as M } from '@/contract/serverMessages';
import type {
  ExcursionPricing,
  ManifestRow,
  OperatorDeparture,
  PricingInput,
  Schedule,
} from '@/contract/wire/departures';
import type { OperatorSummary, StaffBookingDetails } from '@/contract/wire/operator';
import { useTestApp } from './support/testApp';
import { mailsTo } from './support/mails';
import { signedInStaff } from './support/staff';
import {
  bearer,
  createExcursions,
  createTraveller,
  rowCount,
  type Traveller,
} from './support/travelFixtures';

const test_ = useTestApp({ SEED_DEMO_CONTENT: 'false' });
const db = () => test_.app.db;
const today = operatorToday();
let staffToken: string;
let visitor: Traveller;

beforeAll(async () => {
  staffToken = (await signedInStaff(db())).token;
  visitor = await createTraveller(db(), { firstName: 'Fatou', lastName: 'Ceesay' });
});

const staffCall = (
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  payload?: object,
  headers: Record<string, string> = bearer(staffToken),
) => test_.app.inject({ method, url: `/api/operator${url}`, payload, headers });

const PRICES: PricingInput = {
  onRequest: false,
  units: [
    { unit: 'adult', label: 'Adult', minAge: 12, maxAge: 99, price: 25 },
    { unit: 'child', label: 'Child', minAge: 4, maxAge: 11, price: 12.5 },
    { unit: 'infant', label: 'Infant', minAge: 0, maxAge: 3, price: 0 },
  ],
};

/** Mondays, Wednesdays and Fridays at 09:00 and 14:00 for two months, with a closed date. */
const schedule = (over: Partial<Schedule> = {}): Schedule => ({
  instantConfirmation: true,
  cutoffHours: 12,
  minPerBooking: 1,
  maxPerBooking: 8,
  cancellationPolicy: [{ hoursBefore: 24, refundPercent: 100 }],
  rules: [
    {
      from: today,
      to: addDays(today, 60),
      weekdays: [1, 3, 5],
      times: ['09:00', '14:00'],
      capacity: 12,
    },
  ],
  closures: [],
  ...over,
});

/**
 * The first `weekday` after tomorrow: at least a day away at any hour, so beyond the schedule's
 * 12-hour cutoff (the next Monday, seen on a Sunday evening, was within it and closed).
 */
function next(weekday: number, after = addDays(today, 1)) {
  let date = addDays(after, 1);
  while (isoWeekday(date) !== weekday) date = addDays(date, 1);
  return date;
}

async function scheduledExcursion(rules = schedule()) {
  const {
    excursionIds: [id],
  } = await createExcursions(db(), [`Abuko walk ${randomBytes(3).toString('hex')}`]);
  expect((await staffCall('PUT', `/excursions/${id}/pricing`, PRICES)).statusCode).toBe(200);
  expect((await staffCall('PUT', `/excursions/${id}/schedule`, rules)).statusCode).toBe(200);
  return id;
}

async function departuresOf(excursionId: number, from = today, to = addDays(today, 62)) {
  const answer = await staffCall(
    'GET',
    `/departures?excursionId=${excursionId}&from=${from}&to=${to}`,
  );
  expect(answer.statusCode).toBe(200);
  return answer.json().data as OperatorDeparture[];
}

async function departureOn(excursionId: number, date: string, time = '09:00') {
  const [row] = await db()
    .select()
    .from(departures)
    .where(
      and(
        eq(departures.excursionId, excursionId),
        eq(departures.date, date),
        eq(departures.time, time),
      ),
    );
  return row;
}

/** A booking of one departure, stored as the reserve call stores it: row, line, seats taken. */
async function book(
  departureId: number,
  party: { adults: number; children?: number },
  status: 'on_hold' | 'requested' | 'confirmed' = 'confirmed',
  who: Traveller = visitor,
) {
  const children = party.children ?? 0;
  const price = party.adults * 25 + children * 12.5;
  return db().transaction(async (tx) => {
    const [departure] = await tx.select().from(departures).where(eq(departures.id, departureId));
    const [booking] = await tx
      .insert(bookings)
      .values({
        generatedBookingId: `WAT-${randomBytes(4).toString('hex').toUpperCase()}`,
        userId: who.id,
        userEmail: who.email,
        userName: 'Fatou',
        totalPrice: price,
        status,
      })
      .returning();
    await tx.insert(bookingLines).values({
      bookingId: booking.id,
      departureId,
      excursionId: departure.excursionId,
      adults: party.adults,
      children,
      seats: party.adults + children,
      unitPrices: PRICES.units,
      price,
    });
    expect(await takeSeats(tx, departureId, party.adults + children)).toBeDefined();
    return booking;
  });
}

const reservedOn = async (departureId: number) =>
  (await db().select().from(departures).where(eq(departures.id, departureId)))[0].reserved;

const bookingRow = async (id: number) =>
  (await db().select().from(bookings).where(eq(bookings.id, id)))[0];

const auditActions = async (subjectKind: string, subjectId: number) =>
  (
    await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.subjectKind, subjectKind), eq(auditLog.subjectId, subjectId)))
  ).map((row) => row.action);

describe('an excursion’s prices', () => {
  it('are saved, read back, audited and shown on the public excursion', async () => {
    const {
      excursionIds: [id],
    } = await createExcursions(db(), ['Makasutu Culture Forest']);
    const before = await staffCall('GET', `/excursions/${id}/pricing`);
    expect(before.json().data).toMatchObject({ onRequest: true, fromPrice: null, units: [] });

    const saved = await staffCall('PUT', `/excursions/${id}/pricing`, {
      ...PRICES,
      units: [...PRICES.units].reverse(),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe(M.pricingSaved);
    const expected: ExcursionPricing = {
      onRequest: false,
      currency: 'USD',
      fromPrice: 25,
      units: PRICES.units,
    };
    expect(saved.json().data).toEqual(expected);
    expect((await staffCall('GET', `/excursions/${id}/pricing`)).json().data).toEqual(expected);
    expect(await auditActions('excursion', id)).toContain('excursion.pricing');

    // The public answer is cached by catalog version: it moved on with the save.
    const publicAnswer = await test_.app.inject({ method: 'GET', url: `/api/excursions/${id}` });
    expect(publicAnswer.json().data.pricing).toMatchObject({ onRequest: false, fromPrice: 25 });
  });

  it.each([
    [
      'no adult price',
      { onRequest: false, units: [PRICES.units[1]] },
      'units',
      M.adultPriceRequired,
    ],
    [
      'an adult price of 0',
      { onRequest: false, units: [{ ...PRICES.units[0], price: 0 }] },
      'units',
      M.adultPriceRequired,
    ],
    [
      'a unit twice',
      { onRequest: false, units: [PRICES.units[0], PRICES.units[0]] },
      'units.1.unit',
      M.unitTwice('adult'),
    ],
    [
      'ages backwards',
      { onRequest: false, units: [{ ...PRICES.units[0], minAge: 30, maxAge: 12 }] },
      'units.0.minAge',
      M.agesBackwards,
    ],
    [
      'child ages inside the adult ages',
      { onRequest: false, units: [PRICES.units[0], { ...PRICES.units[1], maxAge: 14 }] },
      'units.0.minAge',
      M.agesOverlap('child', 'adult'),
    ],
    [
      'a price in fractions of a cent',
      { onRequest: false, units: [{ ...PRICES.units[0], price: 25.005 }] },
      'units.0.price',
      M.priceInCents,
    ],
  ])(
    'refuses %s with a 400 naming the field, and keeps the prices',
    async (_, body, field, message) => {
      const id = await scheduledExcursion();
      const answer = await staffCall('PUT', `/excursions/${id}/pricing`, body);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ message, errors: { [field]: [message] } });
      const [row] = await db().select().from(excursions).where(eq(excursions.id, id));
      expect(row.pricing).toEqual(PRICES);
    },
  );

  it('keeps an excursion on request without any price', async () => {
    const id = await scheduledExcursion();
    const answer = await staffCall('PUT', `/excursions/${id}/pricing`, {
      onRequest: true,
      units: [],
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({ onRequest: true, fromPrice: null });
  });

  it('answers 404 for an unknown excursion', async () => {
    expect((await staffCall('PUT', '/excursions/999999/pricing', PRICES)).statusCode).toBe(404);
    expect((await staffCall('GET', '/excursions/999999/schedule')).statusCode).toBe(404);
  });
});

describe('an excursion’s schedule', () => {
  it('is read back as saved and lays the departures out by weekday, time and closed date', async () => {
    const closed = next(3);
    const rules = schedule({
      closures: [closed, closed],
      cancellationPolicy: [
        { hoursBefore: 24, refundPercent: 50 },
        { hoursBefore: 72, refundPercent: 100 },
      ],
    });
    const id = await scheduledExcursion(rules);
    const read = (await staffCall('GET', `/excursions/${id}/schedule`)).json().data as Schedule;
    expect(read).toEqual({
      ...rules,
      closures: [closed],
      cancellationPolicy: [
        { hoursBefore: 72, refundPercent: 100 },
        { hoursBefore: 24, refundPercent: 50 },
      ],
    });

    const list = await departuresOf(id);
    expect(list.length).toBeGreaterThan(40);
    expect(list.every((d) => [1, 3, 5].includes(isoWeekday(d.date)))).toBe(true);
    expect(new Set(list.map((d) => d.time))).toEqual(new Set(['09:00', '14:00']));
    expect(list.every((d) => d.date <= addDays(today, 60))).toBe(true);
    const onClosedDay = list.filter((d) => d.date === closed);
    expect(onClosedDay).toHaveLength(2);
    expect(onClosedDay.every((d) => d.closed && d.status === 'CLOSED')).toBe(true);
    expect(list.find((d) => d.date === next(1))).toMatchObject({
      capacity: 12,
      booked: 0,
      held: 0,
      status: 'AVAILABLE',
      closed: false,
    });
    expect(await auditActions('excursion', id)).toContain('excursion.schedule');
  });

  it.each([
    [
      'dates backwards',
      { rules: [{ ...schedule().rules[0], from: addDays(today, 5), to: today }] },
      'rules.0.to',
      M.datesBackwards,
    ],
    [
      'a weekday twice',
      { rules: [{ ...schedule().rules[0], weekdays: [1, 1] }] },
      'rules.0.weekdays',
      M.weekdayTwice,
    ],
    [
      'a time twice',
      { rules: [{ ...schedule().rules[0], times: ['09:00', '09:00'] }] },
      'rules.0.times',
      M.timeTwice,
    ],
    [
      'fewest above most',
      { minPerBooking: 6, maxPerBooking: 4 },
      'minPerBooking',
      M.peopleBackwards,
    ],
    [
      'earlier cancelling refunding less',
      {
        cancellationPolicy: [
          { hoursBefore: 72, refundPercent: 50 },
          { hoursBefore: 24, refundPercent: 100 },
        ],
      },
      'cancellationPolicy',
      M.tiersBackwards,
    ],
    [
      'two tiers with the same hours',
      {
        cancellationPolicy: [
          { hoursBefore: 24, refundPercent: 50 },
          { hoursBefore: 24, refundPercent: 100 },
        ],
      },
      'cancellationPolicy',
      M.tierTwice,
    ],
  ])(
    'refuses %s with a 400 naming the field, changing nothing',
    async (_, over, field, message) => {
      const id = await scheduledExcursion();
      const countBefore = (await departuresOf(id)).length;
      const answer = await staffCall('PUT', `/excursions/${id}/schedule`, schedule(over));
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ message, errors: { [field]: [message] } });
      expect((await departuresOf(id)).length).toBe(countBefore);
    },
  );

  it('refuses a weekday out of 1–7 and a time that is not HH:MM', async () => {
    const id = await scheduledExcursion();
    const rule = schedule().rules[0];
    for (const bad of [
      { ...rule, weekdays: [8] },
      { ...rule, times: ['9:00'] },
    ]) {
      const answer = await staffCall(
        'PUT',
        `/excursions/${id}/schedule`,
        schedule({ rules: [bad] }),
      );
      expect(answer.statusCode).toBe(400);
    }
  });

  it('never removes a departure that has bookings when the rules change', async () => {
    const id = await scheduledExcursion();
    const monday = await departureOn(id, next(1));
    await book(monday.id, { adults: 2 });
    const tuesdaysOnly = schedule({ rules: [{ ...schedule().rules[0], weekdays: [2] }] });
    expect((await staffCall('PUT', `/excursions/${id}/schedule`, tuesdaysOnly)).statusCode).toBe(
      200,
    );
    const list = await departuresOf(id);
    const kept = list.filter((d) => isoWeekday(d.date) !== 2);
    expect(kept.map((d) => d.id)).toEqual([monday.id]);
    expect(kept[0]).toMatchObject({ booked: 2, capacity: 12 });
    expect(list.some((d) => isoWeekday(d.date) === 2)).toBe(true);
  });
});

describe('the departures list', () => {
  it('counts booked and held seats apart, and shows how full a departure is', async () => {
    const id = await scheduledExcursion();
    const departure = await departureOn(id, next(5));
    await book(departure.id, { adults: 3, children: 2 }, 'confirmed');
    await book(departure.id, { adults: 1 }, 'requested');
    await book(departure.id, { adults: 2 }, 'on_hold');
    const [listed] = await departuresOf(id, departure.date, departure.date);
    expect(listed).toMatchObject({
      id: departure.id,
      excursionName: expect.stringContaining('Abuko walk'),
      time: '09:00',
      booked: 6,
      held: 2,
      capacity: 12,
      status: 'LIMITED',
    });
  });

  it('lists every excursion’s departures when no excursion is named, by date and time', async () => {
    await scheduledExcursion();
    const date = next(1);
    const answer = await staffCall('GET', `/departures?from=${date}&to=${date}`);
    const list = answer.json().data as OperatorDeparture[];
    expect(new Set(list.map((d) => d.excursionId)).size).toBeGreaterThan(1);
    expect(list.map((d) => d.time)).toEqual([...list.map((d) => d.time)].sort());
  });

  it('refuses dates backwards and more than a quarter at once', async () => {
    const backwards = await staffCall('GET', `/departures?from=${addDays(today, 3)}&to=${today}`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe(M.departuresBackwards);
    const tooLong = await staffCall('GET', `/departures?from=${today}&to=${addDays(today, 93)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(
      (await staffCall('GET', `/departures?from=${today}&to=${addDays(today, 92)}`)).statusCode,
    ).toBe(200);
    expect((await staffCall('GET', `/departures?from=2026-02-30&to=${today}`)).statusCode).toBe(
      400,
    );
  });
});

describe('changing a departure', () => {
  it('sets a capacity that the schedule then keeps, but never under the seats taken', async () => {
    const id = await scheduledExcursion();
    const departure = await departureOn(id, next(1));
    await book(departure.id, { adults: 4 });

    const under = await staffCall('PUT', `/departures/${departure.id}`, { capacity: 3 });
    expect(under.statusCode).toBe(409);
    expect(under.json().message).toBe(M.capacityBelowTaken(4));
    expect((await departureOn(id, departure.date)).capacity).toBe(12);

    const ok = await staffCall('PUT', `/departures/${departure.id}`, { capacity: 4 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true, message: M.departureSaved });
    await staffCall('PUT', `/excursions/${id}/schedule`, schedule());
    expect(await departureOn(id, departure.date)).toMatchObject({ capacity: 4, setByStaff: true });
    expect(await auditActions('departure', departure.id)).toEqual(['departure.change']);
  });

  it('refuses an empty change and an unknown departure', async () => {
    const id = await scheduledExcursion();
    const departure = await departureOn(id, next(1));
    const empty = await staffCall('PUT', `/departures/${departure.id}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(M.nothingToChange);
    expect((await staffCall('PUT', '/departures/99999999', { closed: true })).statusCode).toBe(404);
  });

  it('closes and opens again a departure without bookings', async () => {
    const id = await scheduledExcursion();
    const departure = await departureOn(id, next(3));
    expect(
      (await staffCall('PUT', `/departures/${departure.id}`, { closed: true })).statusCode,
    ).toBe(200);
    expect((await departuresOf(id, departure.date, departure.date))[0]).toMatchObject({
      closed: true,
      status: 'CLOSED',
    });
    expect(
      (await staffCall('PUT', `/departures/${departure.id}`, { closed: false })).statusCode,
    ).toBe(200);
    expect((await departureOn(id, departure.date)).closed).toBe(false);
  });

  it('refuses to close one with bookings unless told to cancel them, changing nothing', async () => {
    const id = await scheduledExcursion();
    const departure = await departureOn(id, next(5));
    const booking = await book(departure.id, { adults: 2 });
    const audits = await rowCount(db(), auditLog);
    const answer = await staffCall('PUT', `/departures/${departure.id}`, { closed: true });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(M.hasBookings(1));
    expect(await departureOn(id, departure.date)).toMatchObject({ closed: false, reserved: 2 });
    expect((await bookingRow(booking.id)).status).toBe('confirmed');
    expect(await rowCount(db(), auditLog)).toBe(audits);
  });

  it('closes one with its bookings cancelled, refunded in full, mailed and their seats freed', async () => {
    const id = await scheduledExcursion();
    const departure = await departureOn(id, next(5), '14:00');
    const other = await createTraveller(db(), { firstName: 'Lamin', lastName: 'Touray' });
    const confirmed = await book(departure.id, { adults: 2, children: 1 });
    const held = await book(departure.id, { adults: 1 }, 'on_hold', other);
    const mailsBefore = (await mailsTo(db(), visitor.email)).length;

    const answer = await staffCall('PUT', `/departures/${departure.id}`, {
      closed: true,
      cancelBookings: true,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().message).toBe(M.departureCancelled(2));
    expect(await departureOn(id, departure.date, '14:00')).toMatchObject({
      closed: true,
      reserved: 0,
      setByStaff: true,
    });
    expect(await bookingRow(confirmed.id)).toMatchObject({
      status: 'cancelled',
      isCancelled: true,
      refundPercent: 100,
      // A full refund of what was paid (the ledger, decision 061): nothing yet.
      refundAmount: 0,
      cancelReason: M.departureCancelledReason,
    });
    expect((await bookingRow(held.id)).status).toBe('cancelled');

    const visitorMails = await mailsTo(db(), visitor.email);
    expect(visitorMails).toHaveLength(mailsBefore + 1);
    expect(visitorMails[0].subject).toContain(confirmed.generatedBookingId);
    expect(visitorMails[0].textBody).toContain('Nothing was charged for it.');
    expect(visitorMails[0].textBody).toContain(`${departure.date} at 14:00`);
    expect(await mailsTo(db(), other.email)).toHaveLength(1);

    expect(await auditActions('booking', confirmed.id)).toEqual(['booking.cancel']);
    expect(await auditActions('departure', departure.id)).toEqual(['departure.change']);
    const details = (await staffCall('GET', `/bookings/${confirmed.id}`)).json()
      .data as StaffBookingDetails;
    expect(details).toMatchObject({ status: 'cancelled', state: 'cancelled' });
  });
});

describe('a departure’s manifest', () => {
  it('lists its bookings, live ones first, with the party and how to reach the visitor', async () => {
    const id = await scheduledExcursion();
    const departure = await departureOn(id, next(1), '14:00');
    const gone = await book(departure.id, { adults: 1 });
    const staying = await book(departure.id, { adults: 2, children: 1 }, 'requested');
    const cancelled = await staffCall('POST', `/bookings/${gone.id}/cancel`, {
      reason: 'Flight changed',
    });
    expect(cancelled.statusCode).toBe(200);

    const answer = await staffCall('GET', `/departures/${departure.id}/manifest`);
    expect(answer.statusCode).toBe(200);
    const rows = answer.json().data as ManifestRow[];
    expect(rows.map((row) => [row.bookingId, row.status])).toEqual([
      [staying.id, 'requested'],
      [gone.id, 'cancelled'],
    ]);
    expect(rows[0]).toEqual({
      bookingId: staying.id,
      generatedBookingId: staying.generatedBookingId,
      name: 'Fatou Ceesay',
      email: visitor.email,
      phone: '+220 7012345',
      isWhatsAppUser: false,
      units: { adult: 2, child: 1, infant: 0 },
      status: 'requested',
      // Nobody has arrived yet (checked in at the meeting point, decision 064).
      checkedInAt: null,
    });
    expect((await staffCall('GET', '/departures/99999999/manifest')).statusCode).toBe(404);
  });
});

describe('bookings of departures in the console', () => {
  it('confirms a requested booking once, mailing the visitor', async () => {
    const id = await scheduledExcursion();
    const departure = await departureOn(id, next(3));
    const booking = await book(departure.id, { adults: 2 }, 'requested');
    const answer = await staffCall('POST', `/bookings/${booking.id}/confirm`);
    expect(answer.json()).toEqual({ success: true, message: M.bookingConfirmed });
    expect((await bookingRow(booking.id)).status).toBe('confirmed');
    const [mail] = await mailsTo(db(), visitor.email);
    expect(mail.subject).toContain(`${booking.generatedBookingId} is confirmed`);
    expect(await auditActions('booking', booking.id)).toEqual(['booking.confirm']);

    const again = await staffCall('POST', `/bookings/${booking.id}/confirm`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.notRequested);
    expect((await staffCall('POST', '/bookings/99999999/confirm')).statusCode).toBe(404);
  });

  it('does not confirm a request booking without dates: staff quote it as before', async () => {
    const {
      excursionIds: [id],
    } = await createExcursions(db(), ['Wassu Stone Circles']);
    const added = await test_.app.inject({
      method: 'POST',
      url: '/api/booking/add',
      headers: bearer(visitor.token),
      payload: { excursionIds: [id] },
    });
    const answer = await staffCall('POST', `/bookings/${added.json().data.id}/confirm`);
    expect(answer.statusCode).toBe(409);
  });

  it('frees the seats once when staff cancel a booking of departures', async () => {
    const id = await scheduledExcursion();
    const departure = await departureOn(id, next(5));
    const booking = await book(departure.id, { adults: 3 });
    await book(departure.id, { adults: 1 });
    expect(await reservedOn(departure.id)).toBe(4);

    const cancel = () =>
      staffCall('POST', `/bookings/${booking.id}/cancel`, { reason: 'Visitor fell ill' });
    expect((await cancel()).json()).toEqual({
      success: true,
      message: OPERATOR_MESSAGES.cancelled,
    });
    expect(await reservedOn(departure.id)).toBe(1);
    expect(await bookingRow(booking.id)).toMatchObject({
      status: 'cancelled',
      isCancelled: true,
      refundPercent: 100,
      refundAmount: 0,
    });
    expect((await cancel()).statusCode).toBe(409);
    expect(await reservedOn(departure.id)).toBe(1);
  });

  it('shows each booking’s state and lines in the list and the details', async () => {
    const id = await scheduledExcursion();
    const departure = await departureOn(id, next(1));
    const booking = await book(departure.id, { adults: 2, children: 1 }, 'requested');
    const details = (await staffCall('GET', `/bookings/${booking.id}`)).json()
      .data as StaffBookingDetails;
    expect(details).toMatchObject({
      state: 'requested',
      lines: [
        {
          departureId: departure.id,
          excursionId: id,
          excursionName: expect.stringContaining('Abuko walk'),
          date: departure.date,
          time: '09:00',
          units: { adult: 2, child: 1, infant: 0 },
          price: 62.5,
        },
      ],
    });
    const list = (await staffCall('GET', `/bookings?q=${booking.generatedBookingId}`)).json().data;
    expect(list.results[0]).toMatchObject({ id: booking.id, state: 'requested' });
    expect(list.results[0].lines).toHaveLength(1);
  });
});

describe('the summary', () => {
  it('lists today’s and tomorrow’s departures that have seats booked', async () => {
    const everyDay = schedule({
      rules: [{ ...schedule().rules[0], weekdays: [1, 2, 3, 4, 5, 6, 7], times: ['23:30'] }],
    });
    const id = await scheduledExcursion(everyDay);
    const tomorrow = await departureOn(id, addDays(today, 1), '23:30');
    const later = await departureOn(id, addDays(today, 3), '23:30');
    await book(tomorrow.id, { adults: 2 });
    await book(later.id, { adults: 2 });
    const summary = (await staffCall('GET', '/summary')).json().data as OperatorSummary;
    const mine = summary.departuresSoon!.filter((d) => d.excursionId === id);
    expect(mine).toEqual([
      {
        departureId: tomorrow.id,
        excursionId: id,
        excursionName: expect.stringContaining('Abuko walk'),
        date: tomorrow.date,
        time: '23:30',
        booked: 2,
        capacity: 12,
      },
    ]);
  });
});

describe('who may call', () => {
  it('refuses a visitor’s token with 403 and no token with 401', async () => {
    const calls: Array<['GET' | 'PUT' | 'POST', string, object?]> = [
      ['GET', '/excursions/1/pricing'],
      ['PUT', '/excursions/1/pricing', PRICES],
      ['GET', '/excursions/1/schedule'],
      ['PUT', '/excursions/1/schedule', schedule()],
      ['GET', `/departures?from=${today}&to=${today}`],
      ['PUT', '/departures/1', { closed: true }],
      ['GET', '/departures/1/manifest'],
      ['POST', '/bookings/1/confirm'],
    ];
    for (const [method, url, body] of calls) {
      expect((await staffCall(method, url, body, bearer(visitor.token))).statusCode).toBe(403);
      expect((await staffCall(method, url, body, {})).statusCode).toBe(401);
    }
  });
});
