import { ACCOUNT_MESSAGES, STAFF_MESSAGES } from '@/contract/serverMessages';
import { SIGN_IN_RULE } from '@server/lib/limits';
import { runStaffCommand } from '@server/staff/command';
import { useTestApp } from './support/testApp';
import { latestCode } from './support/mails';
import { createTraveller } from './support/travelFixtures';

// Booting PGlite and hashing with argon2 take a few seconds on a busy machine.
jest.setTimeout(120_000);

const testApp = useTestApp({ SEED_DEMO_CONTENT: 'false' });
const db = () => testApp.app.db;
const PASSWORD = 'Secret1!pass';

const post = (url: string, payload: object, remoteAddress: string) =>
  testApp.app.inject({ method: 'POST', url, payload, remoteAddress });
const signIn = (email: string, password: string, remoteAddress: string) =>
  post('/api/account/app/sign-in', { email, password }, remoteAddress);

/** `tries` wrong passwords for `email` from one address: each answer's status and Retry-After. */
async function guess(email: string, tries: number, remoteAddress: string, path: string) {
  const answers: Array<{ status: number; retryAfter: number | undefined; message: string }> = [];
  for (let i = 0; i < tries; i += 1) {
    const answer = await post(path, { email, password: `Guess${i}!pass` }, remoteAddress);
    const retryAfter = answer.headers['retry-after'];
    answers.push({
      status: answer.statusCode,
      retryAfter: retryAfter === undefined ? undefined : Number(retryAfter),
      message: answer.json().message,
    });
  }
  return answers;
}

const waits = (answers: Array<{ status: number; retryAfter: number | undefined }>) =>
  answers.filter((a) => a.status === 429).map((a) => a.retryAfter!);

describe('the sign-in rule (decision 029)', () => {
  it("lets the owner in from another address after an attacker's 30 failures, and makes the attacker wait longer each time", async () => {
    const owner = await createTraveller(db(), { firstName: 'Fatou', lastName: 'Ceesay' });
    const answers = await guess(owner.email, 30, '10.20.0.1', '/api/account/app/sign-in');

    const free = SIGN_IN_RULE.freeTries;
    expect(answers.slice(0, free).map((a) => a.status)).toEqual(Array(free).fill(401));
    expect(answers.slice(free).every((a) => a.status === 429)).toBe(true);
    const refusedWaits = waits(answers);
    // Each refused try doubles the wait, up to the longest.
    for (let i = 1; i < refusedWaits.length; i += 1) {
      expect(refusedWaits[i]).toBe(
        Math.min(refusedWaits[i - 1] * 2, SIGN_IN_RULE.longestWaitSeconds),
      );
    }
    expect(refusedWaits[0]).toBeGreaterThanOrEqual(SIGN_IN_RULE.firstWaitSeconds);
    expect(refusedWaits.at(-1)).toBe(SIGN_IN_RULE.longestWaitSeconds);
    // The sentence says when, and what to do instead.
    expect(answers[free].message).toBe(ACCOUNT_MESSAGES.signInPaused(refusedWaits[0]));
    expect(answers[free].message).toMatch(/Forgot password/);

    // The owner, from their own connection, is in.
    const mine = await signIn(owner.email, PASSWORD, '10.20.0.2');
    expect(mine.statusCode).toBe(200);
    expect(mine.json().accessToken).toEqual(expect.any(String));
  });

  it('gives the owner a way in on a waiting pair: a password reset, then sign-in at once', async () => {
    const owner = await createTraveller(db(), { firstName: 'Musa', lastName: 'Bah' });
    const address = '10.21.0.1';
    const answers = await guess(
      owner.email,
      SIGN_IN_RULE.freeTries + 1,
      address,
      '/api/account/app/sign-in',
    );
    expect(answers.at(-1)!.status).toBe(429);
    // Even the right password waits on this pair.
    const waiting = await signIn(owner.email, PASSWORD, address);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().error).toMatch(/Forgot password/);

    const asked = await post('/api/account/forgot-password', { email: owner.email }, address);
    expect(asked.statusCode).toBe(200);
    const code = await latestCode(db(), owner.email);
    const reset = await post(
      '/api/account/reset-password',
      { email: owner.email, code, newPassword: 'NewPass1!word' },
      address,
    );
    expect(reset.statusCode).toBe(200);
    expect((await signIn(owner.email, 'NewPass1!word', address)).statusCode).toBe(200);
  });

  it('limits one client address guessing across many e-mail addresses', async () => {
    const address = '10.22.0.1';
    const max = SIGN_IN_RULE.failuresPerAddress.max;
    for (let i = 0; i < max; i += 1) {
      const answer = await signIn(`someone${i}@example.com`, 'Guess1!pass', address);
      expect(answer.statusCode).toBe(401);
    }
    const limited = await signIn('one-more@example.com', 'Guess1!pass', address);
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({
      message: ACCOUNT_MESSAGES.signInAddressPaused(retryAfter),
      error: ACCOUNT_MESSAGES.signInAddressPaused(retryAfter),
    });
    // Another connection is answered as usual.
    expect((await signIn('one-more@example.com', 'Guess1!pass', '10.22.0.2')).statusCode).toBe(401);
  });

  it('slows a guess spread over many addresses once the e-mail address has had too many failures, until a reset', async () => {
    const owner = await createTraveller(db(), { firstName: 'Isatou', lastName: 'Njie' });
    const max = SIGN_IN_RULE.failuresPerEmail.max;
    for (let i = 0; i < max; i += 1) {
      const answer = await signIn(
        owner.email,
        `Guess${i}!pass`,
        `10.23.${Math.floor(i / 200)}.${(i % 200) + 1}`,
      );
      expect(answer.statusCode).toBe(401);
    }
    const limited = await signIn(owner.email, PASSWORD, '10.23.9.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Forgot password/);

    await post('/api/account/forgot-password', { email: owner.email }, '10.23.9.1');
    const code = await latestCode(db(), owner.email);
    await post(
      '/api/account/reset-password',
      { email: owner.email, code, newPassword: 'NewPass1!word' },
      '10.23.9.1',
    );
    expect((await signIn(owner.email, 'NewPass1!word', '10.23.9.2')).statusCode).toBe(200);
  });

  it('refuses parallel tries past the free ones', async () => {
    const owner = await createTraveller(db(), { firstName: 'Ebrima', lastName: 'Sowe' });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        signIn(owner.email, `Guess${i}!pass`, '10.24.0.1').then((a) => a.statusCode),
      ),
    );
    expect(answers.filter((status) => status === 401)).toHaveLength(SIGN_IN_RULE.freeTries);
    expect(answers.filter((status) => status === 429)).toHaveLength(12 - SIGN_IN_RULE.freeTries);
  });

  it("applies to the staff's sign-in too", async () => {
    const email = 'kebba@staff.example.com';
    await runStaffCommand(
      { kind: 'add', email, name: 'Kebba Sanneh' },
      { db: db(), config: testApp.app.config, print: () => undefined },
    );
    const accepted = await post(
      '/api/operator/accept-invite',
      { email, code: await latestCode(db(), email), password: 'Operator@2026' },
      '10.25.0.9',
    );
    expect(accepted.statusCode).toBe(200);

    const answers = await guess(email, 10, '10.25.0.1', '/api/operator/sign-in');
    const free = SIGN_IN_RULE.freeTries;
    expect(answers.slice(0, free).map((a) => a.status)).toEqual(Array(free).fill(401));
    const refusedWaits = waits(answers);
    expect(refusedWaits).toHaveLength(10 - free);
    for (let i = 1; i < refusedWaits.length; i += 1) {
      expect(refusedWaits[i]).toBeGreaterThan(refusedWaits[i - 1]);
    }
    expect(answers.at(-1)!.message).toBe(STAFF_MESSAGES.signInPaused(refusedWaits.at(-1)!));

    const owner = await post(
      '/api/operator/sign-in',
      { email, password: 'Operator@2026' },
      '10.25.0.2',
    );
    expect(owner.statusCode).toBe(200);
  });
});
