import { sql } from 'drizzle-orm';
import { oneTimeCodes, users } from '@server/db/schema';
import { ACCOUNT_MESSAGES } from '@/contract/serverMessages';
import { startSmtpCatcher } from './support/smtpCatcher';
import { buildTestApp, type TestApp } from './support/testApp';

// Booting the app, hashing with argon2 and the real mail sender take a while on a busy machine.
jest.setTimeout(120_000);

/**
 * Whether an address has an account must not show in the answers of sign-up and resend-otp
 * (decision 029): the owner is mailed instead. The mail goes through the real sender to a real
 * SMTP server.
 */
describe('answers that do not tell whether an address has an account', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  let caller = 0;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await buildTestApp({ SMTP_URL: smtp.url, MAIL_SENDER: 'true', SEED_DEMO_CONTENT: 'false' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const post = (path: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/account${path}`,
      payload,
      remoteAddress: `10.30.0.${(caller += 1)}`,
    });
  const signUpBody = (email: string, firstName = 'Ama') => ({
    email,
    firstName,
    lastName: 'Jallow',
    password: 'Banjul2024!',
    agreeTerms: true,
    country: 'The Gambia',
    countryCode: '220',
    isWhatsAppUser: false,
    newsLetterSubscription: false,
    mobileNumber: '7012345',
  });
  const answerOf = (response: { statusCode: number; json(): unknown }) => ({
    status: response.statusCode,
    body: response.json(),
  });
  const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1];
  const verify = (email: string, code: string) =>
    post('/verify-email', {
      email,
      code,
      firstName: 'Ama',
      lastName: 'Jallow',
      mobileNumber: '7012345',
      countryCode: '220',
      country: 'The Gambia',
    });
  /** As if the last code of the address had been sent `seconds` ago. */
  const ageCodes = (email: string, seconds: number) =>
    t.app.db
      .update(oneTimeCodes)
      .set({ createdAt: sql`${oneTimeCodes.createdAt} - make_interval(secs => ${seconds})` })
      .where(sql`${oneTimeCodes.email} = ${email}`);
  const accounts = async () =>
    (await t.app.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(users))[0].n;

  async function verifiedAccount(email: string) {
    expect((await post('/sign-up', signUpBody(email))).statusCode).toBe(201);
    const mail = await smtp.waitFor(email, (m) => /verification code/.test(m.subject));
    expect((await verify(email, codeIn(mail.text)!)).statusCode).toBe(200);
  }

  it('answers sign-up with a verified address like a new one, and tells its owner by mail', async () => {
    const fresh = await post('/sign-up', signUpBody('new.visitor@example.com'));

    await verifiedAccount('owner@example.com');
    const before = await accounts();
    const again = await post('/sign-up', signUpBody('Owner@Example.com', 'Someone'));
    expect(answerOf(again)).toEqual(answerOf(fresh));
    expect(answerOf(again)).toEqual({
      status: 201,
      body: { success: true, message: ACCOUNT_MESSAGES.signUpReceived },
    });
    expect(await accounts()).toBe(before);

    const told = await smtp.waitFor('owner@example.com', (m) => /tried to sign up/.test(m.subject));
    expect(told.text).toMatch(/already have an account/);
    expect(told.text).toContain('http://localhost:3000/login');
    expect(told.text).toContain('http://localhost:3000/forgot-password');
    expect(codeIn(told.text)).toBeUndefined();
    const [owner] = await t.app.db
      .select()
      .from(users)
      .where(sql`${users.email} = 'owner@example.com'`);
    expect(owner.firstName).toBe('Ama');
  });

  it('answers sign-up with an unverified address like a new one, and mails a new code that verifies it', async () => {
    const email = 'waiting@example.com';
    const first = await post('/sign-up', signUpBody(email));
    await smtp.waitFor(email, (m) => /verification code/.test(m.subject));
    await ageCodes(email, 31);

    const again = await post('/sign-up', signUpBody(email));
    expect(answerOf(again)).toEqual(answerOf(first));
    await smtp.waitFor(email, () => smtp.mails.filter((m) => m.to.includes(email)).length === 2);
    const latest = smtp.mails.filter((m) => m.to.includes(email)).at(-1)!;
    expect(latest.subject).toMatch(/verification code/);
    expect((await verify(email, codeIn(latest.text)!)).statusCode).toBe(200);
  });

  it('answers resend-otp alike for an unknown, an unverified and a verified address, the 30-second refusal too', async () => {
    const unverified = 'pending@example.com';
    await post('/sign-up', signUpBody(unverified));
    await ageCodes(unverified, 31);
    const verified = 'member@example.com';
    await verifiedAccount(verified);

    const firstAsks = [];
    const secondAsks = [];
    for (const email of ['nobody@example.com', unverified, verified]) {
      firstAsks.push(answerOf(await post('/resend-otp', { email })));
      const again = await post('/resend-otp', { email });
      secondAsks.push({
        ...answerOf(again),
        retryAfter: again.headers['retry-after'] !== undefined,
      });
    }
    expect(firstAsks).toEqual(
      Array(3).fill({ status: 200, body: { success: true, message: ACCOUNT_MESSAGES.codeSent } }),
    );
    expect(secondAsks).toEqual(
      Array(3).fill({
        status: 429,
        body: { success: false, message: ACCOUNT_MESSAGES.codeTooSoon },
        retryAfter: true,
      }),
    );
    // Only the unverified address was sent a new code.
    await smtp.waitFor(
      unverified,
      () => smtp.mails.filter((m) => m.to.includes(unverified)).length === 2,
    );
    expect(smtp.mails.filter((m) => m.to.includes('nobody@example.com'))).toHaveLength(0);
  });
});
