import { and, eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { payments } from '@server/db/schema';
import { startLocalModemPay, type LocalModemPay } from '../../scripts/modempay/server';
import { buildTestApp, type TestApp } from './support/testApp';
import { bearer, createTraveller, type Traveller } from './support/travelFixtures';
import { mailsTo } from './support/mails';
import { signedInStaff } from './support/staff';
import { sendBalanceReminders } from '@server/services/payments/reminders';
import { checkPendingPayments } from '@server/services/payments/gatewayEvents';
import { PENDING_CHECK_AFTER_MS } from '@server/plugins/payments';
import { createBookableExcursion, departureAt, inDays } from './support/departureFixtures';

jest.setTimeout(180_000);

const SECRET_KEY = 'sk_test_local';
const WEBHOOK_SECRET = 'whsec_local_test';
let gateway: LocalModemPay;
let testApp: TestApp;
let excursion: number;
let staffToken: string;
let staffEmail: string;
let addresses = 0;
const nextAddress = () => {
  addresses += 1;
  return `10.61.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};

beforeAll(async () => {
  gateway = await startLocalModemPay({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    retryDelayMs: 50,
  });
  testApp = await buildTestApp({
    SEED_DEMO_CONTENT: 'false',
    MODEMPAY_SECRET_KEY: SECRET_KEY,
    MODEMPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    MODEMPAY_API_URL: gateway.url,
  });
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = testApp.app.server.address() as AddressInfo;
  gateway.setWebhookUrl(`http://127.0.0.1:${port}/api/payments/modempay/webhook`);
  excursion = await createBookableExcursion(testApp.app.db, 'Abuko Nature Reserve', {
    rules: { cancellationPolicy: [{ hoursBefore: 24, refundPercent: 50 }] },
  });
  const member = await signedInStaff(testApp.app.db);
  staffToken = member.token;
  staffEmail = member.email;
});
afterAll(async () => {
  await gateway?.settle();
  await testApp?.close();
  await gateway?.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  testApp.app.inject({
    method,
    url,
    headers: bearer(token),
    remoteAddress: nextAddress(),
    ...(payload ? { payload } : {}),
  });

/** A confirmed booking of 2 adults ($90) a month or so ahead, each on a day of its own. */
let bookingsMade = 0;
async function confirmedBooking(
  soon = false,
): Promise<{ who: Traveller; id: number; departureId: number }> {
  bookingsMade += 1;
  const days = soon ? 16 : 30 + bookingsMade;
  const who = await createTraveller(testApp.app.db, { firstName: 'Awa', lastName: 'Jallow' });
  const departure = await departureAt(testApp.app.db, excursion, inDays(days));
  const held = await call('POST', '/api/booking/reserve', who.token, {
    lines: [{ departureId: departure.id, units: { adult: 2 } }],
  });
  const id = held.json().data.id as number;
  expect((await call('POST', `/api/booking/${id}/confirm`, who.token)).json().data.status).toBe(
    'confirmed',
  );
  return { who, id, departureId: departure.id };
}
const paymentOf = async (who: Traveller, id: number) =>
  (await call('GET', `/api/booking/${id}/payment`, who.token)).json().data;
const webhook = (body: string, signature?: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/payments/modempay/webhook',
    headers: {
      'content-type': 'application/json',
      ...(signature ? { 'x-modem-signature': signature } : {}),
    },
    payload: body,
  });
const intentOf = (redirectUrl: string) => redirectUrl.split('/').pop()!;

test('the methods on offer include the gateway once it is configured', async () => {
  const answer = await testApp.app.inject({ method: 'GET', url: '/api/payment-methods' });
  expect(answer.json().data.map((m: { method: string }) => m.method)).toEqual([
    'card',
    'wave',
    'afrimoney',
    'qmoney',
    'bank_transfer',
    'on_arrival',
  ]);
});

test('a deposit through the checkout: pending until the signed webhook, then Deposit paid and a receipt; a wrong signature is 401 and changes nothing; 20 identical webhooks record one payment', async () => {
  const { who, id } = await confirmedBooking();
  const before = await paymentOf(who, id);
  expect(before).toMatchObject({
    amountPaid: 0,
    amountDue: 90,
    depositDue: 27,
    paymentStatus: 'Pending',
  });

  const paid = await call('POST', `/api/booking/${id}/pay`, who.token, {
    method: 'wave',
    part: 'deposit',
  });
  expect(paid.statusCode).toBe(200);
  expect(paid.json().data).toMatchObject({ amount: 27, currency: 'USD' });
  const intent = intentOf(paid.json().data.redirectUrl);
  expect(gateway.intents.get(intent)).toMatchObject({ amount: 27, metadata: { bookingId: id } });
  expect((await paymentOf(who, id)).paymentStatus).toBe('Pending');

  const { body, signature } = gateway.webhookOf(intent, 'charge.succeeded');
  const forged = await webhook(
    body,
    signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
  );
  expect(forged.statusCode).toBe(401);
  expect((await webhook(body)).statusCode).toBe(401);
  expect((await webhook(body.replace('"amount":27', '"amount":27.0'), signature)).statusCode).toBe(
    401,
  );
  expect((await paymentOf(who, id)).payments[0].status).toBe('pending');
  await gateway.complete(intent, 'pay', { send: false });

  const answers = await Promise.all(Array.from({ length: 20 }, () => webhook(body, signature)));
  expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
  const rows = await testApp.app.db.select().from(payments).where(eq(payments.bookingId, id));
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ status: 'succeeded', amount: 27, recordedBy: 'webhook' });
  expect(await paymentOf(who, id)).toMatchObject({
    amountPaid: 27,
    amountDue: 63,
    paymentStatus: 'Deposit paid',
  });
  const receipts = (await mailsTo(testApp.app.db, who.email)).filter((m) =>
    m.subject.startsWith('Receipt'),
  );
  expect(receipts).toHaveLength(1);

  // A late failure for the same intent does not undo the success.
  const late = gateway.webhookOf(intent, 'charge.failed');
  expect((await webhook(late.body, late.signature)).statusCode).toBe(200);
  expect((await paymentOf(who, id)).paymentStatus).toBe('Deposit paid');

  // My Bookings shows it.
  const mine = (await call('GET', '/api/booking/user-booking', who.token)).json().data.results[0];
  expect(mine).toMatchObject({ id, paymentStatus: 'Deposit paid', amountPaid: 27, amountDue: 63 });
});

test('a confirmed amount other than what was asked is flagged for staff, not counted', async () => {
  const { who, id } = await confirmedBooking();
  const paid = await call('POST', `/api/booking/${id}/pay`, who.token, {
    method: 'card',
    part: 'full',
  });
  const intent = intentOf(paid.json().data.redirectUrl);
  await gateway.complete(intent, 'pay', { send: false });
  const { body, signature } = gateway.webhookOf(intent, 'charge.succeeded', 1);
  expect((await webhook(body, signature)).statusCode).toBe(200);
  expect(await paymentOf(who, id)).toMatchObject({ amountPaid: 0, paymentStatus: 'Pending' });
  const flagged = await call(
    'GET',
    `/api/operator/payments?status=flagged&bookingId=${id}`,
    staffToken,
  );
  expect(flagged.json().data.results).toHaveLength(1);
  expect(flagged.json().data.results[0].reason).toContain('1 USD');
});

test('a payment whose webhook never came is settled by the status call; the gateway down is a 502 and nothing recorded', async () => {
  const { who, id } = await confirmedBooking();
  const paid = await call('POST', `/api/booking/${id}/pay`, who.token, {
    method: 'card',
    part: 'full',
  });
  await gateway.complete(intentOf(paid.json().data.redirectUrl), 'pay', { send: false });
  expect(await paymentOf(who, id)).toMatchObject({
    amountPaid: 90,
    paymentStatus: 'Paid',
    paymentPending: false,
  });

  const other = await confirmedBooking();
  gateway.setDown(true);
  try {
    const refused = await call('POST', `/api/booking/${other.id}/pay`, other.who.token, {
      method: 'card',
      part: 'deposit',
    });
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toMatch(/did not answer/);
  } finally {
    gateway.setDown(false);
  }
  expect(
    await testApp.app.db.select().from(payments).where(eq(payments.bookingId, other.id)),
  ).toHaveLength(0);
});

test('the checkout sends the webhook itself, retried until the site answers', async () => {
  const { who, id } = await confirmedBooking();
  const paid = await call('POST', `/api/booking/${id}/pay`, who.token, {
    method: 'afrimoney',
    part: 'deposit',
  });
  const checkout = await fetch(paid.json().data.redirectUrl);
  expect(await checkout.text()).toContain('Pay');
  const back = await fetch(`${paid.json().data.redirectUrl}/pay`, {
    method: 'POST',
    redirect: 'manual',
  });
  expect(back.headers.get('location')).toBe(`http://localhost:3000/payment/return?booking=${id}`);
  await gateway.settle();
  const [row] = await testApp.app.db.select().from(payments).where(eq(payments.bookingId, id));
  expect(row).toMatchObject({ status: 'succeeded', recordedBy: 'webhook' });
});

test('staff record cash: Deposit paid then Paid, audited and receipted; a refund never exceeds what was paid', async () => {
  const { who, id } = await confirmedBooking();
  const record = (amount: number) =>
    call('POST', `/api/operator/bookings/${id}/payments`, staffToken, {
      amount,
      method: 'cash',
      reference: `CASH-${amount}`,
    });
  const first = await record(30);
  expect(first.statusCode).toBe(201);
  expect(first.json().data).toMatchObject({
    kind: 'payment',
    method: 'cash',
    amount: 30,
    status: 'succeeded',
  });
  expect((await paymentOf(who, id)).paymentStatus).toBe('Deposit paid');
  expect((await record(60)).statusCode).toBe(201);
  expect(await paymentOf(who, id)).toMatchObject({
    amountPaid: 90,
    amountDue: 0,
    paymentStatus: 'Paid',
  });
  const details = await call('GET', `/api/operator/bookings/${id}`, staffToken);
  expect(details.json().data.history.map((h: { action: string }) => h.action)).toContain('payment');

  const tooMuch = await call(
    'POST',
    `/api/operator/payments/${first.json().data.id}/refund`,
    staffToken,
    { amount: 90.01, reason: 'Goodwill' },
  );
  expect(tooMuch.statusCode).toBe(409);
  const refund = await call(
    'POST',
    `/api/operator/payments/${first.json().data.id}/refund`,
    staffToken,
    { amount: 20, reason: 'Goodwill' },
  );
  expect(refund.statusCode).toBe(201);
  expect(await paymentOf(who, id)).toMatchObject({
    amountPaid: 70,
    refunded: 20,
    paymentStatus: 'Partly refunded',
  });
  expect(
    (await mailsTo(testApp.app.db, who.email)).some((m) =>
      m.subject.startsWith('Refund of $20.00'),
    ),
  ).toBe(true);
});

test('a cancellation owes its policy share of what was paid, shown in the ledger until staff refund it', async () => {
  const { who, id } = await confirmedBooking();
  await call('POST', `/api/operator/bookings/${id}/payments`, staffToken, {
    amount: 40,
    method: 'bank_transfer',
    reference: 'TRF-1',
  });
  const cancelled = await call('POST', `/api/booking/${id}/cancel`, who.token);
  expect(cancelled.json().data).toMatchObject({ refundPercent: 50, refundAmount: 20 });
  const owed = await call('GET', `/api/operator/payments?status=owed&bookingId=${id}`, staffToken);
  expect(owed.json().data.results).toEqual([
    expect.objectContaining({ kind: 'refund', amount: 20, status: 'owed' }),
  ]);
  const refund = await call(
    'POST',
    `/api/operator/payments/${owed.json().data.results[0].id}/refund`,
    staffToken,
    { amount: 20, reason: 'Cancelled 40 days ahead' },
  );
  expect(refund.statusCode).toBe(201);
  const after = await testApp.app.db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, id), eq(payments.status, 'owed')));
  expect(after).toHaveLength(0);
  expect(await paymentOf(who, id)).toMatchObject({
    refundOwed: 0,
    amountPaid: 20,
    paymentStatus: 'Partly refunded',
  });
});

const deps = () => ({
  settings: testApp.app.config.payments,
  mail: testApp.app.mail,
  siteUrl: 'http://localhost:3000',
});

test('the housekeeping pass asks the gateway about a payment pending for minutes, once, on any number of processes', async () => {
  const { who, id } = await confirmedBooking();
  const paid = await call('POST', `/api/booking/${id}/pay`, who.token, {
    method: 'qmoney',
    part: 'deposit',
  });
  await gateway.complete(intentOf(paid.json().data.redirectUrl), 'pay', { send: false });
  const options = {
    now: new Date(),
    olderThanMs: PENDING_CHECK_AFTER_MS,
    limit: 50,
    bookingId: id,
  };
  expect(await checkPendingPayments(testApp.app.db, deps(), options)).toBe(0);
  const later = { ...options, now: new Date(Date.now() + PENDING_CHECK_AFTER_MS + 60_000) };
  const passes = await Promise.all(
    [1, 2, 3].map(() => checkPendingPayments(testApp.app.db, deps(), later)),
  );
  expect(passes.reduce((a, b) => a + b, 0)).toBe(1);
  const [row] = await testApp.app.db.select().from(payments).where(eq(payments.bookingId, id));
  expect(row).toMatchObject({ status: 'succeeded', recordedBy: 'gateway' });
});

test('the balance reminder goes once, a few days before the balance is due, whatever the passes', async () => {
  const { who, id } = await confirmedBooking(true);
  const passes = await Promise.all(
    [1, 2, 3].map(() => sendBalanceReminders(testApp.app.db, deps())),
  );
  expect(passes.reduce((a, b) => a + b, 0)).toBe(1);
  expect(await sendBalanceReminders(testApp.app.db, deps())).toBe(0);
  const reminders = (await mailsTo(testApp.app.db, who.email)).filter((m) =>
    m.subject.includes('balance'),
  );
  expect(reminders).toHaveLength(1);
  expect(reminders[0].textBody).toContain('$90.00');
  expect((await paymentOf(who, id)).balanceDueDate).toBe(inDays(2));
});

const ledgerOf = async (id: number) =>
  (await call('GET', `/api/operator/payments?bookingId=${id}`, staffToken)).json().data.results;

test("the console's Mark paid records what was due in the ledger, so later ledger writes keep it paid", async () => {
  const { who, id } = await confirmedBooking();
  await call('POST', `/api/operator/bookings/${id}/payments`, staffToken, {
    amount: 27,
    method: 'bank_transfer',
    reference: 'TRF-DEP',
  });
  expect((await call('POST', `/api/operator/bookings/${id}/paid`, staffToken)).statusCode).toBe(
    200,
  );
  const marked = (await ledgerOf(id)).find((row: { method: string }) => row.method === 'cash');
  expect(marked).toMatchObject({
    kind: 'payment',
    amount: 63,
    status: 'succeeded',
    recordedBy: staffEmail,
  });
  expect(await paymentOf(who, id)).toMatchObject({
    amountPaid: 90,
    amountDue: 0,
    paymentStatus: 'Paid',
  });
  expect(
    (await mailsTo(testApp.app.db, who.email)).some((m) => m.subject.startsWith('Receipt: $63.00')),
  ).toBe(true);
  const details = (await call('GET', `/api/operator/bookings/${id}`, staffToken)).json().data;
  expect(details.history.map((entry: { action: string }) => entry.action)).toContain('paid');

  // The next ledger write counts the marked payment instead of overwriting "Paid".
  const refund = await call('POST', `/api/operator/payments/${marked.id}/refund`, staffToken, {
    amount: 10,
    reason: 'Goodwill',
  });
  expect(refund.statusCode).toBe(201);
  expect(await paymentOf(who, id)).toMatchObject({
    amountPaid: 80,
    paymentStatus: 'Partly refunded',
  });
});

test("staff cancelling a booking owe a full refund of what was paid, in the ledger as the visitor's cancel does", async () => {
  const { who, id } = await confirmedBooking();
  await call('POST', `/api/operator/bookings/${id}/payments`, staffToken, {
    amount: 40,
    method: 'cash',
    reference: 'DESK-1',
  });
  const cancel = await call('POST', `/api/operator/bookings/${id}/cancel`, staffToken, {
    reason: 'The guide is ill',
  });
  expect(cancel.statusCode).toBe(200);
  expect((await ledgerOf(id)).filter((row: { status: string }) => row.status === 'owed')).toEqual([
    expect.objectContaining({ kind: 'refund', amount: 40, status: 'owed' }),
  ]);
  expect(await paymentOf(who, id)).toMatchObject({ amountPaid: 40, refundOwed: 40, amountDue: 0 });
});

test('closing a departure with cancelBookings owes each paid booking its full refund in the ledger', async () => {
  const paid = await confirmedBooking();
  await call('POST', `/api/operator/bookings/${paid.id}/payments`, staffToken, {
    amount: 27,
    method: 'mobile_money',
    reference: 'WAVE-77',
  });
  const closed = await call('PUT', `/api/operator/departures/${paid.departureId}`, staffToken, {
    closed: true,
    cancelBookings: true,
  });
  expect(closed.statusCode).toBe(200);
  expect(
    (await ledgerOf(paid.id)).filter((row: { status: string }) => row.status === 'owed'),
  ).toEqual([expect.objectContaining({ kind: 'refund', amount: 27, status: 'owed' })]);
  expect(await paymentOf(paid.who, paid.id)).toMatchObject({ refundOwed: 27, amountDue: 0 });
  expect(
    (await mailsTo(testApp.app.db, paid.who.email)).some((m) =>
      m.textBody.includes('$27.00 of what you paid comes back to you'),
    ),
  ).toBe(true);
});
