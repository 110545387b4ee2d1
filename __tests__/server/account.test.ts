import { desc, eq, sql } from 'drizzle-orm';
import { mailQueue, oneTimeCodes, sessions, users } from '../../server/src/db/schema';
import { ACCOUNT_MESSAGES, SERVER_MESSAGES } from '../../src/contract/serverMessages';
import { useTestApp } from './support/testApp';
import { latestCode as latestCodeTo, mailsTo as mailsToAddress } from './support/mails';

// Booting PGlite and hashing with argon2 take a few seconds on a busy machine.
jest.setTimeout(60_000);

const testApp = useTestApp({ SEED_DEMO_CONTENT: 'false' });

const PASSWORD = 'Banjul2024!';
let visitors = 0;

/**
 * A visitor from an address of their own, so that the per-address limits of one test never
 * reach into another, with a fresh e-mail address.
 */
function newVisitor() {
  visitors += 1;
  const remoteAddress = `10.1.${Math.floor(visitors / 250)}.${visitors % 250}`;
  const email = `visitor${visitors}@example.com`;
  const call = (method: 'GET' | 'POST', path: string, payload?: object, token?: string) =>
    testApp.app.inject({
      method,
      url: `/api/account${path}`,
      payload,
      remoteAddress,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  return {
    email,
    post: (path: string, payload?: object, token?: string) => call('POST', path, payload, token),
    get: (path: string, token?: string) => call('GET', path, undefined, token),
  };
}
type Visitor = ReturnType<typeof newVisitor>;

const signUpBody = (email: string, overrides: Record<string, unknown> = {}) => ({
  email,
  firstName: 'Ama',
  lastName: 'Jallow',
  password: PASSWORD,
  agreeTerms: true,
  country: 'The Gambia',
  countryCode: '220',
  isWhatsAppUser: true,
  newsLetterSubscription: false,
  mobileNumber: '7012345',
  ...overrides,
});

const verifyBody = (email: string, code: string) => ({
  email,
  code,
  firstName: 'Ama',
  lastName: 'Jallow',
  mobileNumber: '7012345',
  countryCode: '220',
  country: 'The Gambia',
});

const db = () => testApp.app.db;

const mailsTo = (email: string) => mailsToAddress(db(), email);
const latestCode = (email: string) => latestCodeTo(db(), email);

async function codeRows(email: string) {
  return db()
    .select()
    .from(oneTimeCodes)
    .where(eq(oneTimeCodes.email, email))
    .orderBy(desc(oneTimeCodes.id));
}

async function userRow(email: string) {
  const [row] = await db()
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}

const countUsers = async () =>
  (
    await db()
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(users)
  )[0].n;
const countMails = async () =>
  (
    await db()
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(mailQueue)
  )[0].n;

/** Moves every code of an address back in time, as if `seconds` had passed. */
async function ageCodes(email: string, seconds: number) {
  await db()
    .update(oneTimeCodes)
    .set({ createdAt: sql`${oneTimeCodes.createdAt} - make_interval(secs => ${seconds})` })
    .where(eq(oneTimeCodes.email, email));
}

async function signUp(visitor: Visitor) {
  const response = await visitor.post('/sign-up', signUpBody(visitor.email));
  expect(response.statusCode).toBe(201);
}

/** Signs up and verifies; answers the token verification gave. */
async function signUpAndVerify(visitor: Visitor): Promise<string> {
  await signUp(visitor);
  const verified = await visitor.post(
    '/verify-email',
    verifyBody(visitor.email, await latestCode(visitor.email)),
  );
  expect(verified.statusCode).toBe(200);
  return verified.json().accessToken;
}

describe('the account journey', () => {
  it('signs up, verifies the code from the mail, signs in, reads the account and signs out', async () => {
    const visitor = newVisitor();

    const signedUp = await visitor.post('/sign-up', signUpBody(visitor.email));
    expect(signedUp.statusCode).toBe(201);
    expect(signedUp.json()).toEqual({ success: true, message: ACCOUNT_MESSAGES.signUpReceived });

    const [mail] = await mailsTo(visitor.email);
    expect(mail.subject).toMatch(/verification code/i);
    const code = await latestCode(visitor.email);
    expect(mail.htmlBody).toContain(code);

    const verified = await visitor.post('/verify-email', verifyBody(visitor.email, code));
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({
      accessToken: expect.any(String),
      message: ACCOUNT_MESSAGES.emailVerified,
    });
    expect((await userRow(visitor.email)).emailVerifiedAt).toBeInstanceOf(Date);

    const signedIn = await visitor.post('/app/sign-in', {
      email: visitor.email,
      password: PASSWORD,
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual({ accessToken: expect.any(String) });
    const token = signedIn.json().accessToken;

    const account = await visitor.get('', token);
    expect(account.statusCode).toBe(200);
    expect(account.json()).toEqual({
      name: 'Ama Jallow',
      email: visitor.email,
      userId: (await userRow(visitor.email)).id,
      mobileNumber: '7012345',
      countryCode: '220',
      country: 'The Gambia',
      isWhatsAppUser: true,
      newsLetterSubscription: false,
    });

    const loggedOut = await visitor.post('/logout', undefined, token);
    expect(loggedOut.statusCode).toBe(200);
    expect(loggedOut.json()).toEqual({ success: true, message: ACCOUNT_MESSAGES.signedOut });

    const refused = await visitor.get('', token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ success: false, message: SERVER_MESSAGES.sessionExpired });
    // The session verification opened is a separate one and still works.
    expect((await visitor.get('', verified.json().accessToken)).statusCode).toBe(200);
  });

  it('stores the password and the code only as argon2id hashes', async () => {
    const visitor = newVisitor();
    await signUp(visitor);
    const code = await latestCode(visitor.email);

    const user = await userRow(visitor.email);
    expect(user.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(user.passwordHash).not.toContain(PASSWORD);

    const [row] = await codeRows(visitor.email);
    expect(row.purpose).toBe('verify-email');
    expect(row.codeHash.startsWith('$argon2id$')).toBe(true);
    expect(row.codeHash).not.toContain(code);
    const lifetimeMinutes = (row.expiresAt.getTime() - row.createdAt.getTime()) / 60_000;
    expect(lifetimeMinutes).toBe(10);
  });

  it('trims text fields and keeps the details of sign-up', async () => {
    const visitor = newVisitor();
    const response = await visitor.post(
      '/sign-up',
      signUpBody(` ${visitor.email} `, { firstName: '  Fatou ', lastName: 'Ceesay  ' }),
    );
    expect(response.statusCode).toBe(201);
    const user = await userRow(visitor.email);
    expect(user.email).toBe(visitor.email);
    expect([user.firstName, user.lastName]).toEqual(['Fatou', 'Ceesay']);
    expect(user.emailVerifiedAt).toBeNull();
    expect(user.agreedTermsAt).toBeInstanceOf(Date);
  });
});

describe('sign-up', () => {
  it.each([
    ['too short', 'Ab1!xyz'],
    ['no uppercase letter', 'banjul2024!'],
    ['no lowercase letter', 'BANJUL2024!'],
    ['no digit', 'Banjul!!!!'],
    ['no special character', 'Banjul20244'],
    ['a space', 'Banjul 2024!'],
    ['a special character outside @$!%*?&', 'Banjul2024#'],
    ['a letter outside A-Z', 'Bänjul2024!'],
    ['empty', ''],
  ])('refuses a password with %s and stores nothing', async (_case, password) => {
    const visitor = newVisitor();
    const [users0, mails0] = [await countUsers(), await countMails()];
    const response = await visitor.post('/sign-up', signUpBody(visitor.email, { password }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      message: ACCOUNT_MESSAGES.passwordRule,
      errors: { password: [ACCOUNT_MESSAGES.passwordRule] },
    });
    expect([await countUsers(), await countMails()]).toEqual([users0, mails0]);
  });

  it.each([
    ['no e-mail', { email: undefined }, 'email'],
    ['an address without @', { email: 'ama.example.com' }, 'email'],
    ['no first name', { firstName: undefined }, 'firstName'],
    ['a blank last name', { lastName: '   ' }, 'lastName'],
    ['a first name over 100 characters', { firstName: 'A'.repeat(101) }, 'firstName'],
    ['no password', { password: undefined }, 'password'],
    ['no agreement to the terms', { agreeTerms: undefined }, 'agreeTerms'],
    ['terms not agreed', { agreeTerms: false }, 'agreeTerms'],
    ['terms as an object', { agreeTerms: { yes: true } }, 'agreeTerms'],
    ['no country', { country: undefined }, 'country'],
    ['a dial code with letters', { countryCode: 'us' }, 'countryCode'],
    ['no mobile number', { mobileNumber: undefined }, 'mobileNumber'],
    ['a mobile number with letters', { mobileNumber: 'call me' }, 'mobileNumber'],
    ['a mobile number as an object', { mobileNumber: { n: 1 } }, 'mobileNumber'],
  ])('answers 400 for %s and stores nothing', async (_case, overrides, field) => {
    const visitor = newVisitor();
    const [users0, mails0] = [await countUsers(), await countMails()];
    const response = await visitor.post('/sign-up', signUpBody(visitor.email, overrides));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.success).toBe(false);
    expect(body.message).toEqual(expect.any(String));
    expect(Object.keys(body.errors ?? {})).toContain(field);
    expect([await countUsers(), await countMails()]).toEqual([users0, mails0]);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/account/sign-up',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
      remoteAddress: '10.9.9.9',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: SERVER_MESSAGES.bodyNotJson });
  });
});

describe('verify-email', () => {
  it('refuses a wrong code, then accepts the right one once', async () => {
    const visitor = newVisitor();
    await signUp(visitor);
    const code = await latestCode(visitor.email);
    const wrong = code === '000000' ? '000001' : '000000';

    const refused = await visitor.post('/verify-email', verifyBody(visitor.email, wrong));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ success: false, message: ACCOUNT_MESSAGES.invalidCode });
    expect((await userRow(visitor.email)).emailVerifiedAt).toBeNull();

    expect((await visitor.post('/verify-email', verifyBody(visitor.email, code))).statusCode).toBe(
      200,
    );
    const reused = await visitor.post('/verify-email', verifyBody(visitor.email, code));
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(ACCOUNT_MESSAGES.invalidCode);
  });

  it('refuses an expired code', async () => {
    const visitor = newVisitor();
    await signUp(visitor);
    await db()
      .update(oneTimeCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(oneTimeCodes.email, visitor.email));

    const response = await visitor.post(
      '/verify-email',
      verifyBody(visitor.email, await latestCode(visitor.email)),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(ACCOUNT_MESSAGES.invalidCode);
    expect((await userRow(visitor.email)).emailVerifiedAt).toBeNull();
  });

  it('voids the code after 5 wrong tries, even when the 6th is right', async () => {
    const visitor = newVisitor();
    await signUp(visitor);
    const code = await latestCode(visitor.email);
    const wrongCodes = ['111111', '222222', '333333', '444444', '555555', '666666'].filter(
      (c) => c !== code,
    );

    for (const wrong of wrongCodes.slice(0, 5)) {
      const response = await visitor.post('/verify-email', verifyBody(visitor.email, wrong));
      expect(response.statusCode).toBe(400);
    }
    const sixth = await visitor.post('/verify-email', verifyBody(visitor.email, code));
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().message).toBe(ACCOUNT_MESSAGES.invalidCode);
    expect((await userRow(visitor.email)).emailVerifiedAt).toBeNull();
    expect((await codeRows(visitor.email))[0].failedAttempts).toBe(5);
  });

  it('accepts the right code on the 5th try', async () => {
    const visitor = newVisitor();
    await signUp(visitor);
    const code = await latestCode(visitor.email);
    const wrongCodes = ['111111', '222222', '333333', '444444', '555555'].filter((c) => c !== code);
    for (const wrong of wrongCodes.slice(0, 4)) {
      await visitor.post('/verify-email', verifyBody(visitor.email, wrong));
    }
    expect((await visitor.post('/verify-email', verifyBody(visitor.email, code))).statusCode).toBe(
      200,
    );
    const [row] = await codeRows(visitor.email);
    expect(row.failedAttempts).toBe(4);
    expect(row.usedAt).toBeInstanceOf(Date);
  });

  it('keeps the details of sign-up whatever verification sends again', async () => {
    const visitor = newVisitor();
    await signUp(visitor);
    const response = await visitor.post('/verify-email', {
      ...verifyBody(visitor.email, await latestCode(visitor.email)),
      firstName: 'Someone',
      mobileNumber: '',
    });
    expect(response.statusCode).toBe(200);
    const user = await userRow(visitor.email);
    expect([user.firstName, user.mobileNumber]).toEqual(['Ama', '7012345']);
  });

  it('lets only one of two simultaneous tries with the right code win', async () => {
    const visitor = newVisitor();
    await signUp(visitor);
    const body = verifyBody(visitor.email, await latestCode(visitor.email));
    const answers = await Promise.all([
      visitor.post('/verify-email', body),
      visitor.post('/verify-email', body),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const [user] = await db().select().from(users).where(eq(users.email, visitor.email));
    expect(await db().select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
  });

  it('answers an unknown address and a malformed code like a wrong code', async () => {
    const visitor = newVisitor();
    const unknown = await visitor.post('/verify-email', verifyBody(visitor.email, '123456'));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ success: false, message: ACCOUNT_MESSAGES.invalidCode });

    await signUp(visitor);
    const malformed = await visitor.post('/verify-email', verifyBody(visitor.email, '12a456'));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(ACCOUNT_MESSAGES.invalidCode);
  });

  it('answers 400 when the e-mail or the code is missing', async () => {
    const visitor = newVisitor();
    expect((await visitor.post('/verify-email', { code: '123456' })).statusCode).toBe(400);
    expect((await visitor.post('/verify-email', { email: visitor.email })).statusCode).toBe(400);
  });
});

describe('resend-otp', () => {
  it('sends a new code once the last is 30 seconds old, and refuses a second ask within 30 seconds', async () => {
    const visitor = newVisitor();
    await signUp(visitor);
    const firstCode = await latestCode(visitor.email);

    await ageCodes(visitor.email, 31);
    const resent = await visitor.post('/resend-otp', { email: visitor.email });
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({ success: true, message: ACCOUNT_MESSAGES.codeSent });
    expect(await mailsTo(visitor.email)).toHaveLength(2);
    const secondCode = await latestCode(visitor.email);

    const tooSoon = await visitor.post('/resend-otp', { email: visitor.email });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toEqual({ success: false, message: ACCOUNT_MESSAGES.codeTooSoon });
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
    expect(await mailsTo(visitor.email)).toHaveLength(2);

    // The newer code voids the older one.
    if (secondCode !== firstCode) {
      const old = await visitor.post('/verify-email', verifyBody(visitor.email, firstCode));
      expect(old.statusCode).toBe(400);
    }
    const fresh = await visitor.post('/verify-email', verifyBody(visitor.email, secondCode));
    expect(fresh.statusCode).toBe(200);
  });

  it('mails nothing within 30 seconds of the sign-up code: that code is still the one', async () => {
    const visitor = newVisitor();
    await signUp(visitor);
    const asked = await visitor.post('/resend-otp', { email: visitor.email });
    expect(asked.statusCode).toBe(200);
    expect(await mailsTo(visitor.email)).toHaveLength(1);
    const verified = await visitor.post(
      '/verify-email',
      verifyBody(visitor.email, await latestCode(visitor.email)),
    );
    expect(verified.statusCode).toBe(200);
  });

  it('sends one code when two requests race', async () => {
    const visitor = newVisitor();
    await signUp(visitor);
    await ageCodes(visitor.email, 31);
    const answers = await Promise.all([
      visitor.post('/resend-otp', { email: visitor.email }),
      visitor.post('/resend-otp', { email: visitor.email }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 429]);
    expect(await mailsTo(visitor.email)).toHaveLength(2);
    expect(await codeRows(visitor.email)).toHaveLength(2);
  });

  it('answers the same 200 for an unknown or a verified address and sends nothing', async () => {
    const stranger = newVisitor();
    const unknown = await stranger.post('/resend-otp', { email: stranger.email });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ success: true, message: ACCOUNT_MESSAGES.codeSent });
    expect(await mailsTo(stranger.email)).toHaveLength(0);
    expect(await codeRows(stranger.email)).toHaveLength(0);

    const member = newVisitor();
    await signUpAndVerify(member);
    await ageCodes(member.email, 31);
    const verified = await member.post('/resend-otp', { email: member.email });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual(unknown.json());
    expect(await mailsTo(member.email)).toHaveLength(1);
  });

  it('answers 400 for a missing or broken address', async () => {
    const visitor = newVisitor();
    expect((await visitor.post('/resend-otp', {})).statusCode).toBe(400);
    expect((await visitor.post('/resend-otp', { email: 'nobody' })).statusCode).toBe(400);
  });
});

describe('sign-in', () => {
  it('answers 401 with the same error for a wrong password and an unknown address', async () => {
    const visitor = newVisitor();
    await signUpAndVerify(visitor);

    const wrongPassword = await visitor.post('/app/sign-in', {
      email: visitor.email,
      password: 'Wrong2024!',
    });
    const unknown = await visitor.post('/app/sign-in', {
      email: `nobody-${visitor.email}`,
      password: PASSWORD,
    });
    for (const response of [wrongPassword, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        success: false,
        message: ACCOUNT_MESSAGES.wrongCredentials,
        error: ACCOUNT_MESSAGES.wrongCredentials,
      });
    }
  });

  it('accepts the address in any case', async () => {
    const visitor = newVisitor();
    await signUpAndVerify(visitor);
    const response = await visitor.post('/app/sign-in', {
      email: visitor.email.toUpperCase(),
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers 403 for an unverified account, but only after the right password, and mails it a new code that verifies it', async () => {
    const visitor = newVisitor();
    await signUp(visitor);
    await ageCodes(visitor.email, 31);

    const wrong = await visitor.post('/app/sign-in', {
      email: visitor.email,
      password: 'Wrong2024!',
    });
    expect(wrong.statusCode).toBe(401);
    expect(await mailsTo(visitor.email)).toHaveLength(1);

    const right = await visitor.post('/app/sign-in', { email: visitor.email, password: PASSWORD });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({
      success: false,
      message: ACCOUNT_MESSAGES.emailNotVerified,
      error: ACCOUNT_MESSAGES.emailNotVerified,
    });
    expect(await mailsTo(visitor.email)).toHaveLength(2);
    // Within 30 seconds, no other mail: the code just sent is the one.
    expect(
      (await visitor.post('/app/sign-in', { email: visitor.email, password: PASSWORD })).statusCode,
    ).toBe(403);
    expect(await mailsTo(visitor.email)).toHaveLength(2);
    const code = await latestCode(visitor.email);
    expect(
      await db()
        .select()
        .from(sessions)
        .where(eq(sessions.userId, (await userRow(visitor.email)).id)),
    ).toHaveLength(0);
    expect((await visitor.post('/verify-email', verifyBody(visitor.email, code))).statusCode).toBe(
      200,
    );
  });

  it('answers validation errors with `error` too', async () => {
    const visitor = newVisitor();
    const response = await visitor.post('/app/sign-in', { email: visitor.email });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error).toBe(body.message);
    expect(body.errors).toHaveProperty('password');
  });
});

describe('the account', () => {
  it('answers 401 without a token or with an unknown one', async () => {
    const visitor = newVisitor();
    const none = await visitor.get('');
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ success: false, message: SERVER_MESSAGES.signInRequired });
    expect((await visitor.get('', 'not-a-real-token')).statusCode).toBe(401);
    expect((await visitor.post('/logout')).statusCode).toBe(401);
  });

  it('is always the caller’s own: another token reads another account', async () => {
    const ama = newVisitor();
    const musa = newVisitor();
    const amaToken = await signUpAndVerify(ama);
    await musa.post('/sign-up', signUpBody(musa.email, { firstName: 'Musa', lastName: 'Touray' }));
    const musaToken = (
      await musa.post('/verify-email', verifyBody(musa.email, await latestCode(musa.email)))
    ).json().accessToken;

    const asMusa = await musa.get('', musaToken);
    expect(asMusa.json()).toMatchObject({ name: 'Musa Touray', email: musa.email });
    const asAma = await ama.get('', amaToken);
    expect(asAma.json()).toMatchObject({ name: 'Ama Jallow', email: ama.email });
    expect(asMusa.json().userId).not.toBe(asAma.json().userId);

    // Query strings and bodies cannot pick another account either.
    const withQuery = await testApp.app.inject({
      method: 'GET',
      url: `/api/account?userId=${asAma.json().userId}&email=${ama.email}`,
      headers: { authorization: `Bearer ${musaToken}` },
      remoteAddress: '10.9.9.8',
    });
    expect(withQuery.json().email).toBe(musa.email);
  });

  it('stops working when the session expires', async () => {
    const visitor = newVisitor();
    const token = await signUpAndVerify(visitor);
    await db()
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.userId, (await userRow(visitor.email)).id));
    expect((await visitor.get('', token)).statusCode).toBe(401);
  });
});

describe('forgotten password', () => {
  it('answers 200 for an unknown address and queues nothing', async () => {
    const visitor = newVisitor();
    const mails0 = await countMails();
    const response = await visitor.post('/forgot-password', { email: visitor.email });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: ACCOUNT_MESSAGES.resetCodeSent });
    expect(await countMails()).toBe(mails0);
    expect(await codeRows(visitor.email)).toHaveLength(0);
  });

  it('resets the password with the mailed code and ends every session', async () => {
    const visitor = newVisitor();
    const verifyToken = await signUpAndVerify(visitor);
    const signInToken = (
      await visitor.post('/app/sign-in', { email: visitor.email, password: PASSWORD })
    ).json().accessToken;

    const asked = await visitor.post('/forgot-password', { email: visitor.email });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ success: true, message: ACCOUNT_MESSAGES.resetCodeSent });
    const [mail] = await mailsTo(visitor.email);
    expect(mail.subject).toMatch(/password reset/i);
    const code = await latestCode(visitor.email);

    // Within 30 seconds: the same answer and no new code.
    const again = await visitor.post('/forgot-password', { email: visitor.email });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(asked.json());
    expect(await mailsTo(visitor.email)).toHaveLength(2); // verification + one reset

    const newPassword = 'Kunta2025?';
    const reset = await visitor.post('/reset-password', {
      email: visitor.email,
      code,
      newPassword,
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ success: true, message: ACCOUNT_MESSAGES.passwordReset });

    for (const token of [verifyToken, signInToken]) {
      expect((await visitor.get('', token)).statusCode).toBe(401);
    }
    const old = await visitor.post('/app/sign-in', { email: visitor.email, password: PASSWORD });
    expect(old.statusCode).toBe(401);
    const fresh = await visitor.post('/app/sign-in', {
      email: visitor.email,
      password: newPassword,
    });
    expect(fresh.statusCode).toBe(200);
    expect((await userRow(visitor.email)).passwordHash.startsWith('$argon2id$')).toBe(true);

    const reused = await visitor.post('/reset-password', {
      email: visitor.email,
      code,
      newPassword: 'Another2025!',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(ACCOUNT_MESSAGES.invalidCode);
    const still = await visitor.post('/app/sign-in', {
      email: visitor.email,
      password: newPassword,
    });
    expect(still.statusCode).toBe(200);
  });

  it('refuses a weak new password without using the code, and a wrong or expired code', async () => {
    const visitor = newVisitor();
    await signUpAndVerify(visitor);
    await visitor.post('/forgot-password', { email: visitor.email });
    const code = await latestCode(visitor.email);
    const hashBefore = (await userRow(visitor.email)).passwordHash;

    const weak = await visitor.post('/reset-password', {
      email: visitor.email,
      code,
      newPassword: 'password',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({
      message: ACCOUNT_MESSAGES.passwordRule,
      errors: { newPassword: [ACCOUNT_MESSAGES.passwordRule] },
    });
    expect((await codeRows(visitor.email))[0]).toMatchObject({ failedAttempts: 0, usedAt: null });

    const wrong = await visitor.post('/reset-password', {
      email: visitor.email,
      code: code === '999999' ? '999998' : '999999',
      newPassword: 'Kunta2025?',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(ACCOUNT_MESSAGES.invalidCode);

    await db()
      .update(oneTimeCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(oneTimeCodes.email, visitor.email));
    const expired = await visitor.post('/reset-password', {
      email: visitor.email,
      code,
      newPassword: 'Kunta2025?',
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(ACCOUNT_MESSAGES.invalidCode);
    expect((await userRow(visitor.email)).passwordHash).toBe(hashBefore);
  });

  it('does not mix up verification and reset codes', async () => {
    const visitor = newVisitor();
    await signUp(visitor);
    const verificationCode = await latestCode(visitor.email);
    const reset = await visitor.post('/reset-password', {
      email: visitor.email,
      code: verificationCode,
      newPassword: 'Kunta2025?',
    });
    expect(reset.statusCode).toBe(400);
  });

  it('lets an account that never verified its address reset the password and sign in', async () => {
    const visitor = newVisitor();
    await signUp(visitor);
    await visitor.post('/forgot-password', { email: visitor.email });
    const code = await latestCode(visitor.email);
    const newPassword = 'Kunta2025?';
    expect(
      (await visitor.post('/reset-password', { email: visitor.email, code, newPassword }))
        .statusCode,
    ).toBe(200);
    const signedIn = await visitor.post('/app/sign-in', {
      email: visitor.email,
      password: newPassword,
    });
    expect(signedIn.statusCode).toBe(200);
  });

  it('answers 400 for an unknown address', async () => {
    const visitor = newVisitor();
    const response = await visitor.post('/reset-password', {
      email: visitor.email,
      code: '123456',
      newPassword: 'Kunta2025?',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(ACCOUNT_MESSAGES.invalidCode);
  });
});

describe('the contract', () => {
  it('documents every account route in the OpenAPI document', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(response.json().paths);
    for (const path of [
      '/api/account/sign-up',
      '/api/account/verify-email',
      '/api/account/resend-otp',
      '/api/account/app/sign-in',
      '/api/account/',
      '/api/account/logout',
      '/api/account/forgot-password',
      '/api/account/reset-password',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
