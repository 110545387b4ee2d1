import { eq } from 'drizzle-orm';
import { auditLog, mailQueue, transfers } from '@server/db/schema';
import { OPERATOR_MESSAGES } from '@/contract/serverMessages';
import type { Transfer } from '@/contract/wire/transfers';
import type { StaffTransfer } from '@/contract/wire/operator';
import { useTestApp } from './support/testApp';
import { mailsTo } from './support/mails';
import { signedInStaff } from './support/staff';
import { bearer, createTraveller, rowCount, type Traveller } from './support/travelFixtures';

const test_ = useTestApp({ SEED_DEMO_CONTENT: 'false', OPERATOR_EMAIL: 'office@tours.example' });
const db = () => test_.app.db;
let customer: Traveller;
let staffToken: string;

beforeAll(async () => {
  customer = await createTraveller(db(), { firstName: 'Ebrima', lastName: 'Sanneh' });
  staffToken = (await signedInStaff(db())).token;
});

let dayOffset = 0;
/** A transfer on its own day in 2031, so that each test's run sheet is its own. */
async function newTransfer(
  pickupTime = '09:30:00',
  pickupDate = `2031-03-${String(++dayOffset).padStart(2, '0')}`,
) {
  const answer = await test_.app.inject({
    method: 'POST',
    url: '/transport-api/user/transfer',
    headers: bearer(customer.token),
    payload: {
      pickupLocation: 'Banjul International Airport',
      dropLocation: 'Kololi Beach Hotel',
      pickupDate,
      pickupTime,
      capacity: 3,
      isRoundTrip: false,
    },
  });
  expect(answer.statusCode).toBe(201);
  return answer.json().data as Transfer;
}

const staffCall = (method: 'GET' | 'POST', url: string, payload?: object, token = staffToken) =>
  test_.app.inject({ method, url: `/api/operator${url}`, payload, headers: bearer(token) });

async function runSheet(query: string) {
  const answer = await staffCall('GET', `/transfers?${query}`);
  expect(answer.statusCode).toBe(200);
  return answer.json().data.results as StaffTransfer[];
}

it("tells the operator's address of a new transfer", async () => {
  const transfer = await newTransfer();
  const [notice] = await mailsTo(db(), 'office@tours.example');
  expect(notice.subject).toContain(transfer.pickupDate);
  expect(notice.textBody).toContain('Banjul International Airport');
  expect(notice.textBody).toContain('/operator/transfers');
});

it('lists the run sheet by pickup date and time with the customer, filtered by dates and status', async () => {
  const late = await newTransfer('18:00:00', '2031-04-10');
  const early = await newTransfer('06:15:00', '2031-04-10');
  const nextDay = await newTransfer('07:00:00', '2031-04-11');
  const sheet = await runSheet('from=2031-04-10&to=2031-04-11');
  expect(sheet.map((t) => t.id)).toEqual([early.id, late.id, nextDay.id]);
  expect(sheet[0]).toMatchObject({
    customerName: 'Ebrima Sanneh',
    customerPhone: '+220 7012345',
    pickupTime: '06:15:00',
    status: 'Pending',
  });
  expect((await runSheet('from=2031-04-11&to=2031-04-11')).map((t) => t.id)).toEqual([nextDay.id]);
  await staffCall('POST', `/transfers/${late.id}/complete`);
  expect((await runSheet('from=2031-04-10&to=2031-04-10&status=Pending')).map((t) => t.id)).toEqual(
    [early.id],
  );
});

it('puts a day’s flights on the run sheet in the order they land, among the other pickups', async () => {
  const book = async (
    pickupTime: string,
    flight?: { flightNumber: string; arrivalTime: string },
  ) => {
    const answer = await test_.app.inject({
      method: 'POST',
      url: '/transport-api/user/transfer',
      headers: bearer(customer.token),
      payload: {
        pickupLocation: 'Banjul International Airport',
        dropLocation: 'Kololi Beach Hotel',
        pickupDate: '2031-05-20',
        pickupTime,
        capacity: 2,
        ...flight,
      },
    });
    expect(answer.statusCode).toBe(201);
    return (answer.json().data as Transfer).id;
  };
  // Booked for 10:00 but landing at 15:40: the driver goes when the flight lands.
  const lateFlight = await book('10:00:00', { flightNumber: 'tk 557', arrivalTime: '15:40' });
  const hotelRun = await book('12:00:00');
  const earlyFlight = await book('11:00:00', { flightNumber: 'SN203', arrivalTime: '08:55' });
  const sheet = await runSheet('from=2031-05-20&to=2031-05-20');
  expect(sheet.map((t) => [t.id, t.flightNumber, t.arrivalTime])).toEqual([
    [earlyFlight, 'SN203', '08:55'],
    [hotelRun, null, null],
    [lateFlight, 'TK557', '15:40'],
  ]);
});

it('refuses a date that is not a date with 400', async () => {
  expect((await staffCall('GET', '/transfers?from=tomorrow')).statusCode).toBe(400);
});

it('cancels with a reason: mailed to the customer, shown to them, audited', async () => {
  const transfer = await newTransfer();
  const answer = await staffCall('POST', `/transfers/${transfer.id}/cancel`, {
    reason: 'Flight moved to Thursday',
  });
  expect(answer.json()).toEqual({ success: true, message: OPERATOR_MESSAGES.transferCancelled });
  const [mail] = await mailsTo(db(), customer.email);
  expect(mail.textBody).toContain('Flight moved to Thursday');

  const mine = await test_.app.inject({
    method: 'GET',
    url: '/transport-api/user/transfer?pageSize=50',
    headers: bearer(customer.token),
  });
  const listed = (mine.json().data.results as Transfer[]).find((t) => t.id === transfer.id);
  expect(listed?.status).toBe('Cancelled');
  const [audit] = await db().select().from(auditLog).where(eq(auditLog.subjectId, transfer.id));
  expect(audit).toMatchObject({ action: 'transfer.cancel', before: { status: 'Pending' } });
});

it('completes a pending transfer and mails the customer', async () => {
  const transfer = await newTransfer();
  expect((await staffCall('POST', `/transfers/${transfer.id}/complete`)).statusCode).toBe(200);
  const [row] = await db().select().from(transfers).where(eq(transfers.id, transfer.id));
  expect(row.status).toBe('Completed');
  const [mail] = await mailsTo(db(), customer.email);
  expect(mail.subject).toMatch(/completed/);
});

it.each([
  ['completing a cancelled transfer', 'cancel', 'complete'],
  ['cancelling a completed transfer', 'complete', 'cancel'],
  ['cancelling twice', 'cancel', 'cancel'],
])('%s: 409 and nothing changes', async (_name, first, then) => {
  const transfer = await newTransfer();
  const reason = { reason: 'Vehicle broke down' };
  expect((await staffCall('POST', `/transfers/${transfer.id}/${first}`, reason)).statusCode).toBe(
    200,
  );
  const before = await Promise.all([
    db().select().from(transfers).where(eq(transfers.id, transfer.id)),
    rowCount(db(), auditLog),
    rowCount(db(), mailQueue),
  ]);
  expect((await staffCall('POST', `/transfers/${transfer.id}/${then}`, reason)).statusCode).toBe(
    409,
  );
  const after = await Promise.all([
    db().select().from(transfers).where(eq(transfers.id, transfer.id)),
    rowCount(db(), auditLog),
    rowCount(db(), mailQueue),
  ]);
  expect(after).toEqual(before);
});

it('answers 401 without a token, 403 with a visitor token, 404 for an unknown transfer', async () => {
  const transfer = await newTransfer();
  const noToken = await test_.app.inject({ method: 'GET', url: '/api/operator/transfers' });
  expect(noToken.statusCode).toBe(401);
  expect(
    (await staffCall('POST', `/transfers/${transfer.id}/complete`, undefined, customer.token))
      .statusCode,
  ).toBe(403);
  expect((await staffCall('POST', '/transfers/999999/complete')).statusCode).toBe(404);
});
