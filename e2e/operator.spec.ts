import { operatorToday } from '@/contract/dates';
import type { BookingCreated } from '@/contract/wire/bookings';
import type { Envelope } from '@/contract/wire/envelope';
import { expect, test, visitorPage as newVisitorPage } from './support/fixtures';
import { blockingViolations } from './support/axe';
import { codeIn, waitForMail } from './support/mail';
import { SITE_URL } from './support/ports';
import { firstExcursionId, pricedExcursion } from './support/seeded';
import { ruleAbidingVisitor, signedInVisitor } from './support/session';
import { createVerifiedAccount } from './support/account';
import {
  invitationCode,
  projectOf,
  searchConsoleList,
  signedInStaff,
  staffEmail,
  STAFF_PASSWORD,
} from './support/staff';

async function call<T>(path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${SITE_URL}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

test(
  'an invited member of staff chooses a password, signs in with the mailed code and sees the summary',
  { tag: '@desktop-only' },
  async ({ page }) => {
    const email = staffEmail('welcome', projectOf(test.info()));
    const code = await invitationCode(email);
    await page.goto(`/operator/welcome?email=${encodeURIComponent(email)}`);
    await expect(page.getByRole('heading', { name: 'Welcome to the console' })).toBeVisible();
    await page.getByLabel('Invitation code').fill(code);
    await page.getByLabel('New password').fill(STAFF_PASSWORD);
    await page.getByRole('button', { name: 'Set my password' }).click();

    await page.waitForURL((url) => url.pathname === '/operator/sign-in');
    // The address changes before the new page is drawn, and the welcome page has an "E-mail
    // address" field too: once, the address went into it, and the sign-in page came up empty.
    await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password').fill(STAFF_PASSWORD);
    await page.getByRole('button', { name: 'Continue' }).click();
    const mail = await waitForMail(email, (m) => /sign-in code/i.test(m.subject));
    await page.getByLabel('6-digit code').fill(codeIn(mail));
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page.getByRole('heading', { name: 'What needs action' })).toBeVisible();
    await expect(page.getByRole('link', { name: /New bookings to quote/ })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  },
);

test(
  "a visitor's session opens neither a console page nor an operator call",
  { tag: '@desktop-only' },
  async ({ page }) => {
    const { token } = await signedInVisitor(page, 'not-staff');
    await page.goto('/operator/bookings');
    await page.waitForURL((url) => url.pathname === '/operator/sign-in');
    await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
    const answer = await fetch(`${SITE_URL}/api/operator/summary`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.status).toBe(403);
    const anonymous = await fetch(`${SITE_URL}/api/operator/summary`);
    expect(anonymous.status).toBe(401);
  },
);

test(
  'staff quote a booking and mark it paid; the visitor sees the price and Paid',
  { tag: '@desktop-only' },
  async ({ browser, page }) => {
    const visitorPage = await newVisitorPage(browser);
    const { visitor, token } = await signedInVisitor(visitorPage, 'quoted');
    const booked = await call<Envelope<BookingCreated>>(
      '/api/booking/add',
      { excursionIds: [await firstExcursionId()] },
      token,
    );
    const reference = booked.data.generatedBookingId;

    await signedInStaff(page, 'bookings', projectOf(test.info()));
    await page.goto('/operator/bookings');
    await searchConsoleList(page, 'Reference, name or e-mail', visitor.email);
    await page.getByRole('link', { name: new RegExp(reference) }).click();
    await expect(page.getByRole('heading', { level: 1, name: reference })).toBeVisible();
    await expect(page.getByRole('link', { name: visitor.email })).toHaveAttribute(
      'href',
      `mailto:${visitor.email}`,
    );

    await page.getByRole('button', { name: 'Quote a price' }).click();
    await page.getByLabel('Price in US dollars').fill('250');
    await page.getByRole('button', { name: 'Confirm' }).click();
    // The price, and what is due in the payment panel.
    await expect(page.getByText('$250.00', { exact: true })).toHaveCount(2);
    const priceMail = await waitForMail(visitor.email, (m) => m.subject.includes('The price of'));
    expect(priceMail.text).toContain(`The price of your booking ${reference} is $250.00.`);

    // What is due is recorded with how it came; the ledger then has the booking paid.
    await page.getByRole('button', { name: 'Mark paid' }).click();
    const payment = page.getByRole('dialog', { name: 'Record a payment' });
    await payment.getByLabel(/Method/).selectOption('bank_transfer');
    await payment.getByLabel(/Reference/).fill('TRF-889');
    await payment.getByRole('button', { name: 'Record payment' }).click();
    await expect(page.getByRole('button', { name: 'Complete' })).toBeVisible();
    await expect(page.getByRole('article').getByText('Bank transfer')).toBeVisible();
    await expect(page.getByText(/Quoted \$250\.00/)).toBeVisible();

    await visitorPage.goto('/user-profile');
    await visitorPage.getByRole('tab', { name: 'My Bookings' }).click();
    const panel = visitorPage.getByRole('tabpanel');
    await expect(panel.getByText('$250.00')).toBeVisible();
    await expect(panel.getByText('Paid', { exact: true })).toBeVisible();
    await visitorPage.close();
    expect(await blockingViolations(page)).toEqual([]);
  },
);

test(
  'staff cancel a transfer on the run sheet with a reason the customer is mailed',
  { tag: '@desktop-only' },
  async ({ browser, page }) => {
    const visitorPage = await newVisitorPage(browser);
    const { visitor, token } = await signedInVisitor(visitorPage, 'transfer');
    await visitorPage.close();
    const tomorrow = operatorToday(new Date(Date.now() + 86_400_000));
    await call(
      '/transport-api/user/transfer',
      {
        pickupLocation: 'Banjul International Airport',
        dropLocation: `Kololi ${visitor.email}`,
        pickupDate: tomorrow,
        pickupTime: '07:15:00',
        capacity: 2,
        isRoundTrip: false,
        flightNumber: 'sn 203',
        arrivalTime: '07:05',
      },
      token,
    );

    await signedInStaff(page, 'transfers', projectOf(test.info()));
    await page.goto(`/operator/transfers?from=${tomorrow}&to=${tomorrow}`);
    await expect(page.getByRole('heading', { name: 'Transfer run sheet' })).toBeVisible();
    const row = page.getByRole('article').filter({ hasText: `Kololi ${visitor.email}` });
    await expect(row.getByText(/07:15 · Banjul International Airport/)).toBeVisible();
    await expect(row.getByText('Flight SN203, lands 07:05')).toBeVisible();
    await row.getByRole('button', { name: 'Cancel transfer' }).click();
    await page.getByLabel(/Reason/).fill('The flight was moved to the next day.');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(row.getByText('Cancelled')).toBeVisible();
    const mail = await waitForMail(visitor.email, (m) => /cancelled/i.test(m.subject));
    expect(mail.text).toContain('The flight was moved to the next day.');
  },
);

test(
  'staff answer an enquiry from the console; the reply reaches the sender',
  { tag: '@desktop-only' },
  async ({ page }) => {
    const sender = `enquirer.${Date.now()}.${projectOf(test.info())}@example.org`;
    await call('/api/enquiry', {
      firstName: 'Isatou',
      lastName: 'Njie',
      email: sender,
      phoneNumber: '7012345',
      isWhatsAppUser: true,
      country: 'The Gambia',
      countryCode: '+220',
      newsLetterSubscription: false,
      message: `Do you run trips to Kunta Kinteh Island in December? (${sender})`,
    });

    await signedInStaff(page, 'enquiries', projectOf(test.info()));
    await page.goto('/operator/enquiries?status=open');
    const card = page.getByRole('article').filter({ hasText: sender });
    await card.getByRole('button', { name: 'Reply' }).click();
    await page.getByLabel(/Your reply/).fill('Yes: every Tuesday and Friday, from Banjul.');
    await page.getByRole('button', { name: 'Send reply' }).click();
    // Answered, it leaves the open ones and is kept, with its reply, among the answered.
    await expect(card).toHaveCount(0);
    await page.getByLabel('Status').selectOption('answered');
    await expect(card.getByText('Yes: every Tuesday and Friday, from Banjul.')).toBeVisible();
    await expect(card.getByText('Answered')).toBeVisible();
    const reply = await waitForMail(sender, (m) => m.subject.startsWith('Re: your enquiry'));
    expect(reply.text).toContain('Yes: every Tuesday and Friday, from Banjul.');
  },
);

test('an approved review appears on the tour page', { tag: '@desktop-only' }, async ({ page }) => {
  const excursionId = await firstExcursionId();
  const words = `Hornbills at dawn, ${Date.now()} ${projectOf(test.info())}.`;
  await call('/api/review/', {
    name: 'Binta',
    message: words,
    rating: '5',
    reviewFor: excursionId,
  });

  await page.goto(`/tour-details/${excursionId}`);
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(reviews).toBeVisible();
  await expect(reviews.getByText(words)).toHaveCount(0);

  await signedInStaff(page, 'reviews', projectOf(test.info()));
  await page.goto('/operator/reviews?status=pending&kind=excursion');
  const card = page.getByRole('article').filter({ hasText: words });
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(card).toHaveCount(0);
  await page.getByLabel('Status').selectOption('approved');
  await expect(card.getByText('Approved')).toBeVisible();

  await page.goto(`/tour-details/${excursionId}`);
  await expect(page.getByRole('region', { name: 'Reviews' }).getByText(words)).toBeVisible();
});

test('the console pages pass the accessibility checks', async ({ page }) => {
  test.slow(); // six pages and their checks, one after the other
  await signedInStaff(page, 'a11y', projectOf(test.info()));
  for (const path of [
    '/operator',
    '/operator/bookings',
    '/operator/transfers',
    '/operator/enquiries',
    '/operator/reviews',
    '/operator/audit',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await blockingViolations(page), path).toEqual([]);
  }
});

/** A call to the API as a client program makes it, with a bearer token. */
async function send<T>(method: string, path: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(`${SITE_URL}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
  return ((await response.json()) as Envelope<T>).data;
}

test('@phone-only a guide opens the voucher’s check-in address on a phone: the first scan checks the party in, the second names who and when; the manifest shows them arrived', async ({
  page,
}) => {
  const today = operatorToday();
  // A departure later today, as the party meets the guide: late in the evening there is none.
  const soon = new Date(Math.ceil((Date.now() + 20 * 60_000) / 300_000) * 300_000);
  const time = soon.toISOString().slice(11, 16);
  test.skip(operatorToday(soon) !== today, 'no departure is left to book today');

  const { token: staffToken } = await signedInStaff(page, 'check-in', projectOf(test.info()));
  const excursion = await pricedExcursion(2);
  await send('PUT', `/api/operator/excursions/${excursion.id}/schedule`, staffToken, {
    instantConfirmation: true,
    cutoffHours: 0,
    minPerBooking: 1,
    maxPerBooking: 8,
    cancellationPolicy: [{ hoursBefore: 24, refundPercent: 100 }],
    rules: [
      { from: today, to: today, weekdays: [1, 2, 3, 4, 5, 6, 7], times: [time], capacity: 12 },
    ],
    closures: [],
  });
  const visitorToken = await createVerifiedAccount(ruleAbidingVisitor('check-in'));
  const [departure] = await send<Array<{ id: number; time: string }>>(
    'GET',
    `/api/excursions/${excursion.id}/departures?date=${today}`,
    visitorToken,
  );
  const held = await send<{ id: number; generatedBookingId: string }>(
    'POST',
    '/api/booking/reserve',
    visitorToken,
    { lines: [{ departureId: departure.id, units: { adult: 2, child: 0, infant: 0 } }] },
  );
  await send('POST', `/api/booking/${held.id}/confirm`, visitorToken);
  const { checkInToken } = await send<{ checkInToken: string }>(
    'GET',
    `/api/operator/bookings/${held.id}`,
    staffToken,
  );

  await page.goto(`/operator/check-in/${checkInToken}`);
  await expect(
    page.getByRole('heading', { level: 1, name: held.generatedBookingId }),
  ).toBeVisible();
  await expect(page.getByText('2 adults')).toBeVisible();
  const checkIn = page.getByRole('button', { name: 'Check in' });
  await expect(checkIn).toBeInViewport();
  await checkIn.click();
  await expect(page.getByText('Checked in: 2 people. Have a good trip!')).toBeVisible();

  await page.goto(`/operator/check-in/${checkInToken}`);
  await expect(
    page.getByText(/^Already checked in by Staff check-in phone at \d\d:\d\d\.$/),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Check in' })).toHaveCount(0);

  await page.goto(`/operator/departures/${departure.id}/manifest`);
  await expect(page.getByText(/^Checked in \d\d:\d\d$/)).toBeVisible();
});
