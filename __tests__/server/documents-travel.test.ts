import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { bookings, excursions } from '@server/db/schema';
import { DOCUMENT_MESSAGES } from '@/contract/serverMessages';
import { buildTestApp, type TestApp } from './support/testApp';
import { startSmtpCatcher } from './support/smtpCatcher';
import { bearer, createTraveller, type Traveller } from './support/travelFixtures';
import { createBookableExcursion, departureAt, inDays } from './support/departureFixtures';
import { allText, readPdf } from './support/documents';

jest.setTimeout(180_000);

/**
 * The travel documents as a traveller gets them (API.md, "Since round 3", Travel documents): the
 * voucher read by a PDF reader and its QR code decoded from the drawn page, the calendar file read
 * by a real iCalendar parser, both attached to the confirmation mail through a real SMTP server.
 */

let catcher: Awaited<ReturnType<typeof startSmtpCatcher>>;
let testApp: TestApp;
let awa: Traveller;
let lamin: Traveller;
let excursionId: number;
let destinationId: number;
let confirmed: { id: number; reference: string; date: string };

const MEETING_POINT = 'Abuko Nature Reserve, main gate on the Lamin road';
let addresses = 0;
const get = (url: string, who?: Traveller) => {
  addresses += 1;
  return testApp.app.inject({
    method: 'GET',
    url,
    headers: who ? bearer(who.token) : {},
    remoteAddress: `10.63.0.${addresses}`,
  });
};
const post = (url: string, who: Traveller, payload?: object) => {
  addresses += 1;
  return testApp.app.inject({
    method: 'POST',
    url,
    headers: bearer(who.token),
    remoteAddress: `10.63.1.${addresses}`,
    ...(payload ? { payload } : {}),
  });
};

async function book(who: Traveller, days: number, units: object, confirm = true) {
  const departure = await departureAt(testApp.app.db, excursionId, inDays(days), '09:00');
  const held = await post('/api/booking/reserve', who, {
    lines: [{ departureId: departure.id, units }],
  });
  expect(held.statusCode).toBe(201);
  const { id, generatedBookingId } = held.json().data;
  if (confirm) expect((await post(`/api/booking/${id}/confirm`, who)).statusCode).toBe(200);
  return { id: id as number, reference: generatedBookingId as string, date: inDays(days) };
}

beforeAll(async () => {
  catcher = await startSmtpCatcher();
  testApp = await buildTestApp({ SMTP_URL: catcher.url, SEED_DEMO_CONTENT: 'false' });
  const db = testApp.app.db;
  excursionId = await createBookableExcursion(db, 'Abuko Nature Reserve');
  const [row] = await db
    .update(excursions)
    .set({ location: MEETING_POINT, latitude: 13.4034, longitude: -16.6464, durationHours: 3 })
    .where(eq(excursions.id, excursionId))
    .returning({ destinationId: excursions.destinationId });
  destinationId = row.destinationId;
  awa = await createTraveller(db, { firstName: 'Awa', lastName: 'Ŋom' });
  lamin = await createTraveller(db, { firstName: 'Lamin', lastName: 'Ceesay' });
  confirmed = await book(awa, 10, { adult: 2, child: 1 });
});

afterAll(async () => {
  await testApp?.close();
  await catcher?.close();
});

describe('GET /api/booking/{id}/voucher.pdf', () => {
  it('gives the owner a voucher whose text and QR code a reader and a phone can read', async () => {
    const answer = await get(`/api/booking/${confirmed.id}/voucher.pdf`, awa);

    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="${confirmed.reference}-voucher.pdf"`,
    );
    const pages = await readPdf(answer.rawPayload);
    const text = allText(pages);
    const longDate = new Date(`${confirmed.date}T00:00:00Z`).toLocaleDateString('en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(text).toContain(confirmed.reference);
    expect(text).toContain('Traveller: Awa Ŋom');
    expect(text).toContain(`Date: ${longDate}`);
    expect(text).toContain('Time: 09:00');
    expect(text).toContain(`Meeting point: ${MEETING_POINT}`);
    expect(text).toContain('Map: https://maps.google.com/?q=13.40340,-16.64640');
    expect(text).toContain('People: 2 adults, 1 child');
    expect(text).toContain('Total: $115.00');
    expect(text).toContain('Paid: $0.00');
    expect(text).toContain('Due: $115.00');
    expect(text).toContain('Cancelled at least 24 hours before the start: 100% refunded.');
    expect(text).toContain('Phone: +220 446 1987');
    expect(text).toContain('WhatsApp: +220 770 1987');

    const [{ checkInToken }] = await testApp.app.db
      .select({ checkInToken: bookings.checkInToken })
      .from(bookings)
      .where(eq(bookings.id, confirmed.id));
    expect(pages[0].qr).toBe(`http://localhost:3000/operator/check-in/${checkInToken}`);
  });

  it('is the owner’s alone, and only once the booking is confirmed', async () => {
    const url = `/api/booking/${confirmed.id}/voucher.pdf`;
    const other = await get(url, lamin);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ success: false, message: DOCUMENT_MESSAGES.bookingNotFound });
    expect((await get(url)).statusCode).toBe(401);

    const held = await book(lamin, 12, { adult: 1 }, false);
    for (const file of ['voucher.pdf', 'calendar.ics']) {
      const early = await get(`/api/booking/${held.id}/${file}`, lamin);
      expect(early.statusCode).toBe(409);
      expect(early.json()).toEqual({ success: false, message: DOCUMENT_MESSAGES.notConfirmed });
    }
    const missing = await get('/api/booking/999999/calendar.ics', awa);
    expect(missing.statusCode).toBe(404);
  });
});

describe('GET /api/booking/{id}/calendar.ics', () => {
  it('is one event per line, in UTC, with the meeting point and a reminder', async () => {
    const answer = await get(`/api/booking/${confirmed.id}/calendar.ics`, awa);

    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const body = answer.body;
    const lines = body.split('\r\n');
    expect(body.endsWith('\r\n')).toBe(true);
    expect(body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(Math.max(...lines.map((line) => Buffer.byteLength(line)))).toBeLessThanOrEqual(75);

    const calendar = new ICAL.Component(ICAL.parse(body));
    const events = calendar.getAllSubcomponents('vevent');
    expect(events).toHaveLength(1);
    const event = new ICAL.Event(events[0]);
    expect(event.startDate.toJSDate().toISOString()).toBe(`${confirmed.date}T09:00:00.000Z`);
    expect(event.startDate.zone.tzid).toBe('UTC');
    expect(event.endDate.toJSDate().toISOString()).toBe(`${confirmed.date}T12:00:00.000Z`);
    expect(event.location).toBe(MEETING_POINT);
    expect(event.summary).toBe(`Abuko Nature Reserve (${confirmed.reference})`);
    expect(event.description).toContain('2 adults, 1 child');
    expect(event.uid).toBe(`booking-${confirmed.id}-line-0@localhost`);
    const alarm = events[0].getFirstSubcomponent('valarm');
    expect(alarm?.getFirstPropertyValue('trigger')?.toString()).toBe('-PT12H');
  });
});

describe('the confirmation mail', () => {
  it('carries the voucher and the calendar file', async () => {
    await testApp.app.mail.deliverDue();
    const mail = await catcher.waitFor(awa.email, (m) => m.subject.includes('is confirmed'));

    const attachments = mail.parsed.attachments;
    expect(attachments.map((file) => [file.filename, file.contentType])).toEqual([
      [`${confirmed.reference}-voucher.pdf`, 'application/pdf'],
      [`${confirmed.reference}.ics`, 'text/calendar'],
    ]);
    expect(mail.text).toContain('Your voucher (PDF) and a calendar file (.ics) are attached');
    expect(attachments[0].content.subarray(0, 5).toString()).toBe('%PDF-');
    const calendar = new ICAL.Component(ICAL.parse(attachments[1].content.toString('utf8')));
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(1);
  });
});

describe('GET /transport-api/user/transfer/{id}/voucher.pdf', () => {
  it('tells the pickup, the flight and the vehicle, is attached to its mail, and is the owner’s alone', async () => {
    const booked = await post('/transport-api/user/transfer', awa, {
      pickupLocation: 'Banjul International Airport',
      dropLocation: 'Senegambia Strip, Kololi',
      pickupDate: inDays(20),
      pickupTime: '14:30:00',
      capacity: 5,
      isRoundTrip: false,
      flightNumber: 'SN203',
      arrivalTime: '13:55',
      notes: 'Two surfboards',
    });
    expect(booked.statusCode).toBe(201);
    const { id } = booked.json().data;

    const answer = await get(`/transport-api/user/transfer/${id}/voucher.pdf`, awa);
    expect(answer.statusCode).toBe(200);
    const text = allText(await readPdf(answer.rawPayload));
    expect(text).toContain(`T-${id}`);
    expect(text).toContain('From: Banjul International Airport');
    expect(text).toContain('To: Senegambia Strip, Kololi');
    expect(text).toContain('Time: 14:30');
    expect(text).toContain('Flight number: SN203');
    expect(text).toContain('Arrival: 13:55');
    expect(text).toContain('Notes for the driver: Two surfboards');
    expect(text).toContain('Passengers: 5');
    expect(text).toContain('Vehicle: People carrier (up to 7 passengers)');
    expect(text).toContain('WhatsApp: +220 770 1987');

    expect((await get(`/transport-api/user/transfer/${id}/voucher.pdf`, lamin)).statusCode).toBe(
      404,
    );
    await testApp.app.mail.deliverDue();
    const mail = await catcher.waitFor(awa.email, (m) => m.subject.includes('transfer'));
    expect(mail.parsed.attachments.map((file) => file.filename)).toEqual([
      `transfer-${id}-voucher.pdf`,
    ]);
  });
});

describe('GET /api/destination/{id}/factsheet.pdf', () => {
  it('is the destination’s fact sheet with its excursions and contacts; an unknown one is a 404', async () => {
    const answer = await get(`/api/destination/${destinationId}/factsheet.pdf`);

    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    const text = allText(await readPdf(answer.rawPayload));
    expect(text).toContain('The smallest country on mainland Africa.');
    expect(text).toContain('Capital: Banjul');
    expect(text).toContain('Languages: English');
    expect(text).toContain('Currency: Dalasi');
    expect(text).toContain('Abuko Nature Reserve · 3 hours, from $45.00 per adult');
    expect(text).toContain('Phone: +220 446 1987');

    const unknown = await get('/api/destination/999999/factsheet.pdf');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      success: false,
      message: DOCUMENT_MESSAGES.destinationNotFound,
    });
  });
});

describe('the OpenAPI document', () => {
  it('names each document’s media type and its failures', async () => {
    const { paths } = (await get('/api/docs/json')).json();
    const media = (path: string) =>
      Object.keys(paths[path].get.responses['200'].content ?? {}).join();
    expect(media('/api/booking/{id}/voucher.pdf')).toBe('application/pdf');
    expect(media('/api/booking/{id}/calendar.ics')).toBe('text/calendar');
    expect(media('/transport-api/user/transfer/{id}/voucher.pdf')).toBe('application/pdf');
    expect(media('/api/destination/{id}/factsheet.pdf')).toBe('application/pdf');
    expect(Object.keys(paths['/api/booking/{id}/voucher.pdf'].get.responses)).toEqual(
      expect.arrayContaining(['401', '404', '409']),
    );
  });
});
