import { startSmtpCatcher } from './support/smtpCatcher';
import { buildTestApp, type TestApp } from './support/testApp';

/**
 * A visitor's whole journey on the real app, with the real mail sender talking to a real SMTP
 * server: sign up, read the code from the mail, verify, sign in, book, list, log out.
 */
describe('a visitor signs up, books and logs out', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  const email = `awa.jallow.${Date.now()}@example.com`;
  const password = 'Kora2026!';

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await buildTestApp({ SMTP_URL: smtp.url, MAIL_SENDER: 'true' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const post = (url: string, payload: object, token?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const get = (url: string, token?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('goes from sign-up to a booking listed as Pending, then logs out', async () => {
    const signUp = await post('/api/account/sign-up', {
      email,
      firstName: 'Awa',
      lastName: 'Jallow',
      password,
      agreeTerms: true,
      country: 'The Gambia',
      countryCode: '220',
      isWhatsAppUser: true,
      newsLetterSubscription: false,
      mobileNumber: '7012345',
    });
    expect(signUp.statusCode).toBe(201);

    // The code arrives by mail through the queue and the sender loop.
    const codeMail = await smtp.waitFor(email);
    const code = /\b(\d{6})\b/.exec(codeMail.text)?.[1];
    expect(code).toBeDefined();

    // Signing in before verifying is refused with a reason.
    const early = await post('/api/account/app/sign-in', { email, password });
    expect(early.statusCode).toBe(403);
    expect(early.json().error).toEqual(expect.any(String));

    const verify = await post('/api/account/verify-email', {
      email,
      code,
      firstName: 'Awa',
      lastName: 'Jallow',
      mobileNumber: '7012345',
      countryCode: '220',
      country: 'The Gambia',
    });
    expect(verify.statusCode).toBe(200);
    expect(verify.json().accessToken).toEqual(expect.any(String));

    const signIn = await post('/api/account/app/sign-in', { email, password });
    expect(signIn.statusCode).toBe(200);
    const token: string = signIn.json().accessToken;

    const account = await get('/api/account', token);
    expect(account.json()).toMatchObject({ name: 'Awa Jallow', email, country: 'The Gambia' });

    // Two excursions of the seeded catalog go in the cart and are booked.
    const list = await get('/api/excursions/allexcursion?SortColumn=name&pageSize=20&pageIndex=1');
    const [first, second] = list.json().data.results;
    const booking = await post(
      '/api/booking/add',
      {
        userId: 999,
        totalPrice: 0,
        isCompleted: true,
        paymentStatus: 'Paid',
        excursionIds: [first.id, second.id],
        isCancelled: false,
        userEmail: email,
        userName: 'Awa Jallow',
      },
      token,
    );
    expect(booking.statusCode).toBe(201);
    const reference: string = booking.json().data.generatedBookingId;

    const confirmation = await smtp.waitFor(email, (mail) => mail.text.includes(reference));
    expect(confirmation.text).toContain(first.name);

    const bookings = await get('/api/booking/user-booking?pageIndex=1&pageSize=10', token);
    expect(bookings.json().data.results).toEqual([
      expect.objectContaining({
        generatedBookingId: reference,
        excursionNames: [first.name, second.name],
        isCompleted: false,
        isCancelled: false,
        paymentStatus: 'Pending',
        totalPrice: 0,
      }),
    ]);

    const logout = await post('/api/account/logout', {}, token);
    expect(logout.statusCode).toBe(200);
    expect((await get('/api/account', token)).statusCode).toBe(401);
    expect((await get('/api/booking/user-booking', token)).statusCode).toBe(401);
  });
});
