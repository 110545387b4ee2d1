import { eq } from 'drizzle-orm';
import { auditLog, bookings, mailQueue } from '@server/db/schema';
import { OPERATOR_MESSAGES } from '@/contract/serverMessages';
import type { Booking } from '@/contract/wire/bookings';
import type { StaffBooking, StaffBookingDetails } from '@/contract/wire/operator';
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

const test_ = useTestApp({ SEED_DEMO_CONTENT: 'false', OPERATOR_EMAIL: 'office@tours.example' });
const db = () => test_.app.db;
let customer: Traveller;
let staffToken: string;
let excursionIds: number[];

beforeAll(async () => {
  customer = await createTraveller(db(), { firstName: 'Mariama', lastName: 'Darboe' });
  staffToken = (await signedInStaff(db())).token;
  ({ excursionIds } = await createExcursions(db(), [
    'Abuko Nature Reserve',
    'Wassu Stone Circles',
  ]));
});

async function newBooking(who: Traveller = customer) {
  const answer = await test_.app.inject({
    method: 'POST',
    url: '/api/booking/add',
    headers: bearer(who.token),
    payload: { excursionIds },
  });
  expect(answer.statusCode).toBe(201);
  return answer.json().data as { id: number; generatedBookingId: string };
}

const staffCall = (method: 'GET' | 'POST', url: string, payload?: object, token = staffToken) =>
  test_.app.inject({ method, url: `/api/operator${url}`, payload, headers: bearer(token) });

async function details(id: number) {
  return (await staffCall('GET', `/bookings/${id}`)).json().data as StaffBookingDetails;
}

/** What a refused change must leave as it was. */
async function stored(id: number) {
  const [row] = await db().select().from(bookings).where(eq(bookings.id, id));
  return { row, audit: await rowCount(db(), auditLog), mails: await rowCount(db(), mailQueue) };
}

describe('a new booking', () => {
  it("tells the operator's address, with the reference and a link to the console", async () => {
    const { id, generatedBookingId } = await newBooking();
    const [notice] = await mailsTo(db(), 'office@tours.example');
    expect(notice.subject).toContain(generatedBookingId);
    expect(notice.textBody).toContain(`/operator/bookings/${id}`);
    expect(notice.textBody).toContain('Abuko Nature Reserve');
  });
});

describe('the bookings list', () => {
  it('lists every customer’s bookings newest first with the customer’s contact', async () => {
    const other = await createTraveller(db(), { firstName: 'Ousman', lastName: 'Njie' });
    await newBooking();
    const latest = await newBooking(other);
    const page = (await staffCall('GET', '/bookings?pageSize=2')).json().data;
    expect(page.results[0]).toMatchObject({
      id: latest.id,
      status: 'pending',
      customerName: 'Ousman Njie',
      customerEmail: other.email,
      customerPhone: '+220 7012345',
      excursions: [
        expect.objectContaining({ name: 'Abuko Nature Reserve' }),
        expect.objectContaining({ name: 'Wassu Stone Circles' }),
      ],
    });
    expect(page.pageSize).toBe(2);
    expect(page.totalCount).toBeGreaterThanOrEqual(2);
  });

  it('searches by reference, name and e-mail, and filters by status', async () => {
    const { id, generatedBookingId } = await newBooking();
    const ids = async (query: string) =>
      ((await staffCall('GET', `/bookings?${query}`)).json().data.results as StaffBooking[]).map(
        (b) => b.id,
      );
    expect(await ids(`q=${generatedBookingId.toLowerCase()}`)).toEqual([id]);
    expect(await ids('q=darboe')).toContain(id);
    expect(await ids(`q=${encodeURIComponent(customer.email)}`)).toContain(id);
    expect(await ids('q=%25')).toEqual([]); // a wildcard is taken literally
    await staffCall('POST', `/bookings/${id}/quote`, { totalPrice: 99 });
    expect(await ids('status=quoted')).toContain(id);
    expect(await ids('status=pending')).not.toContain(id);
  });

  it('refuses an unknown status with 400', async () => {
    expect((await staffCall('GET', '/bookings?status=lost')).statusCode).toBe(400);
  });
});

describe('quote, paid, complete', () => {
  it('walks a booking from pending to completed, mailing the customer each time', async () => {
    const { id, generatedBookingId } = await newBooking();
    const mailsBefore = (await mailsTo(db(), customer.email)).length;

    const quoted = await staffCall('POST', `/bookings/${id}/quote`, { totalPrice: 1250.5 });
    expect(quoted.json()).toEqual({ success: true, message: OPERATOR_MESSAGES.quoted });
    const [quoteMail] = await mailsTo(db(), customer.email);
    expect(quoteMail.textBody).toContain('$1,250.50');
    expect(quoteMail.textBody).toContain(generatedBookingId);

    expect((await staffCall('POST', `/bookings/${id}/paid`)).statusCode).toBe(200);
    expect((await staffCall('POST', `/bookings/${id}/complete`)).statusCode).toBe(200);
    expect((await mailsTo(db(), customer.email)).length).toBe(mailsBefore + 3);

    const booking = await details(id);
    expect(booking).toMatchObject({
      status: 'completed',
      totalPrice: 1250.5,
      paymentStatus: 'Paid',
    });
    expect(booking.history.map((entry) => entry.action)).toEqual([
      'created',
      'quote',
      'paid',
      'complete',
    ]);
    expect(booking.history[1].detail).toBe('Quoted $1,250.50');

    // What the visitor sees in My Bookings.
    const mine = await test_.app.inject({
      method: 'GET',
      url: '/api/booking/user-booking',
      headers: bearer(customer.token),
    });
    const listed = (mine.json().data.results as Booking[]).find((b) => b.id === id);
    expect(listed).toMatchObject({ totalPrice: 1250.5, paymentStatus: 'Paid', isCompleted: true });
  });

  it('writes an audit row with who, before and after', async () => {
    const member = await signedInStaff(db(), 'binta@staff.example.com');
    const { id } = await newBooking();
    await staffCall('POST', `/bookings/${id}/quote`, { totalPrice: 80 }, member.token);
    const [row] = await db().select().from(auditLog).where(eq(auditLog.subjectId, id));
    expect(row).toMatchObject({
      staffEmail: 'binta@staff.example.com',
      action: 'booking.quote',
      subjectKind: 'booking',
      before: expect.objectContaining({ status: 'pending', totalPrice: 0 }),
      after: expect.objectContaining({ status: 'quoted', totalPrice: 80 }),
    });
  });

  it('takes a price in cents exactly', async () => {
    const { id } = await newBooking();
    expect(
      (await staffCall('POST', `/bookings/${id}/quote`, { totalPrice: 19.99 })).statusCode,
    ).toBe(200);
    expect((await details(id)).totalPrice).toBe(19.99);
  });

  it('refuses a price of 0, below 0 or with more than two decimals', async () => {
    const { id } = await newBooking();
    for (const totalPrice of [0, -5, 10.123]) {
      expect((await staffCall('POST', `/bookings/${id}/quote`, { totalPrice })).statusCode).toBe(
        400,
      );
    }
    expect((await details(id)).status).toBe('pending');
  });
});

describe('refused transitions change nothing', () => {
  const refused = [
    { name: 'paying an unquoted booking', setup: [], action: 'paid' },
    { name: 'completing an unpaid booking', setup: ['quote'], action: 'complete' },
    { name: 'quoting a paid booking', setup: ['quote', 'paid'], action: 'quote' },
    { name: 'paying a cancelled booking', setup: ['quote', 'cancel'], action: 'paid' },
    {
      name: 'cancelling a completed booking',
      setup: ['quote', 'paid', 'complete'],
      action: 'cancel',
    },
    { name: 'cancelling twice', setup: ['cancel'], action: 'cancel' },
  ];
  const bodyOf = (action: string) =>
    action === 'quote'
      ? { totalPrice: 100 }
      : action === 'cancel'
        ? { reason: 'Road closed' }
        : undefined;

  it.each(refused)('$name: 409 with the reason', async ({ setup, action }) => {
    const { id } = await newBooking();
    for (const step of setup) {
      expect((await staffCall('POST', `/bookings/${id}/${step}`, bodyOf(step))).statusCode).toBe(
        200,
      );
    }
    const before = await stored(id);
    const answer = await staffCall('POST', `/bookings/${id}/${action}`, bodyOf(action));
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ success: false, message: expect.stringMatching(/\w/) });
    expect(await stored(id)).toEqual(before);
  });
});

describe('cancel', () => {
  it('needs a reason, and mails it to the customer', async () => {
    const { id } = await newBooking();
    expect((await staffCall('POST', `/bookings/${id}/cancel`, { reason: '   ' })).statusCode).toBe(
      400,
    );
    expect((await staffCall('POST', `/bookings/${id}/cancel`, {})).statusCode).toBe(400);
    const answer = await staffCall('POST', `/bookings/${id}/cancel`, {
      reason: 'The ferry is not running',
    });
    expect(answer.statusCode).toBe(200);
    const [mail] = await mailsTo(db(), customer.email);
    expect(mail.textBody).toContain('The ferry is not running');
    expect(await details(id)).toMatchObject({
      status: 'cancelled',
      cancelReason: 'The ferry is not running',
    });
  });
});

describe('who may', () => {
  it('answers 401 without a token, 403 with a visitor token and 404 for an unknown booking', async () => {
    const { id } = await newBooking();
    const noToken = await test_.app.inject({
      method: 'POST',
      url: `/api/operator/bookings/${id}/paid`,
    });
    expect(noToken.statusCode).toBe(401);
    expect(
      (await staffCall('POST', `/bookings/${id}/quote`, { totalPrice: 5 }, customer.token))
        .statusCode,
    ).toBe(403);
    expect((await staffCall('GET', '/bookings', undefined, customer.token)).statusCode).toBe(403);
    expect((await staffCall('GET', '/bookings/999999')).statusCode).toBe(404);
    expect((await staffCall('POST', '/bookings/999999/paid')).statusCode).toBe(404);
    expect((await details(id)).status).toBe('pending');
  });
});
