import { eq, sql } from 'drizzle-orm';
import { auditLog, oneTimeCodes, staff } from '@server/db/schema';
import { parseStaffCommand, runStaffCommand, UsageError } from '@server/staff/command';
import { STAFF_MESSAGES } from '@/contract/serverMessages';
import { useTestApp } from './support/testApp';
import { latestCode, mailsTo } from './support/mails';
import { bearer, createTraveller, rowCount } from './support/travelFixtures';

const test_ = useTestApp({ SEED_DEMO_CONTENT: 'false' });
const db = () => test_.app.db;
const PASSWORD = 'Kololi@Beach2026';
let callers = 0;

/** Each call from an address of its own, so the per-address limits stay out of the way. */
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  test_.app.inject({
    method: 'POST',
    url: `/api/operator${url}`,
    payload,
    headers,
    remoteAddress: `10.7.0.${(callers++ % 250) + 1}`,
  });
const summary = (token: string) =>
  test_.app.inject({ method: 'GET', url: '/api/operator/summary', headers: bearer(token) });

let staffCount = 0;
async function invite(name = 'Lamin Touray') {
  staffCount += 1;
  const email = `lamin${staffCount}@staff.example.com`;
  const printed: string[] = [];
  await runStaffCommand(
    { kind: 'add', email, name },
    { db: db(), config: test_.app.config, print: (line) => printed.push(line) },
  );
  return { email, printed };
}

async function activeStaff() {
  const { email } = await invite();
  const accepted = await post('/accept-invite', {
    email,
    code: await latestCode(db(), email),
    password: PASSWORD,
  });
  expect(accepted.statusCode).toBe(200);
  return email;
}

async function signIn(email: string) {
  expect((await post('/sign-in', { email, password: PASSWORD })).statusCode).toBe(200);
  const answer = await post('/sign-in/code', { email, code: await latestCode(db(), email) });
  expect(answer.statusCode).toBe(200);
  return answer.json().data.accessToken as string;
}

describe('npm run staff', () => {
  it('reads add, list and remove, and refuses anything else with the usage', () => {
    expect(parseStaffCommand(['add', 'a@b.com', 'Awa'])).toEqual({
      kind: 'add',
      email: 'a@b.com',
      name: 'Awa',
    });
    expect(parseStaffCommand(['list'])).toEqual({ kind: 'list' });
    expect(parseStaffCommand(['remove', 'a@b.com'])).toEqual({ kind: 'remove', email: 'a@b.com' });
    expect(() => parseStaffCommand(['add', 'a@b.com'])).toThrow(/Usage/);
    expect(() => parseStaffCommand(['promote', 'a@b.com'])).toThrow(UsageError);
  });

  it('invites a member: stored as invited, an invitation mail with a 24-hour code and a link', async () => {
    const { email, printed } = await invite('Awa Jallow');
    const [row] = await db().select().from(staff).where(eq(staff.email, email));
    expect(row).toMatchObject({ name: 'Awa Jallow', passwordHash: null, activatedAt: null });
    const [mail] = await mailsTo(db(), email);
    expect(mail.subject).toMatch(/staff invitation/);
    expect(mail.textBody).toContain('/operator/welcome?email=');
    expect(mail.textBody).toContain('24 hours');
    const [code] = await db().select().from(oneTimeCodes).where(eq(oneTimeCodes.email, email));
    const hours = (code.expiresAt.getTime() - code.createdAt.getTime()) / 3_600_000;
    expect(hours).toBe(24);
    expect(printed[0]).toContain(email);
  });

  it('refuses a bad address or a missing name and stores nothing', async () => {
    const before = await rowCount(db(), staff);
    const context = { db: db(), config: test_.app.config, print: () => {} };
    await expect(
      runStaffCommand({ kind: 'add', email: 'not-an-address', name: 'X' }, context),
    ).rejects.toThrow(STAFF_MESSAGES.emailInvalid);
    await expect(
      runStaffCommand({ kind: 'add', email: 'ok@example.com', name: '  ' }, context),
    ).rejects.toThrow(STAFF_MESSAGES.nameRequired);
    expect(await rowCount(db(), staff)).toBe(before);
  });

  it('gives a visitor account a separate staff login', async () => {
    const visitor = await createTraveller(db(), { firstName: 'Isatou', lastName: 'Bah' });
    const context = { db: db(), config: test_.app.config, print: () => {} };
    await runStaffCommand({ kind: 'add', email: visitor.email, name: 'Isatou Bah' }, context);
    // The visitor's token still reaches nothing of the console.
    expect((await summary(visitor.token)).statusCode).toBe(403);
  });

  it('lists the staff with their status, and remove ends every session at once', async () => {
    const email = await activeStaff();
    const token = await signIn(email);
    expect((await summary(token)).statusCode).toBe(200);

    const printed: string[] = [];
    const context = { db: db(), config: test_.app.config, print: (l: string) => printed.push(l) };
    await runStaffCommand({ kind: 'list' }, context);
    expect(printed.find((line) => line.startsWith(email))).toMatch(/active/);

    await runStaffCommand({ kind: 'remove', email }, context);
    expect((await summary(token)).statusCode).toBe(401);
    expect((await post('/sign-in', { email, password: PASSWORD })).statusCode).toBe(401);
    const audit = await db().select().from(auditLog).where(eq(auditLog.action, 'staff.remove'));
    expect(audit.length).toBeGreaterThan(0);
  });
});

describe('accepting the invitation', () => {
  it('sets the password with the code, once', async () => {
    const { email } = await invite();
    const code = await latestCode(db(), email);
    expect((await post('/accept-invite', { email, code, password: PASSWORD })).statusCode).toBe(
      200,
    );
    const again = await post('/accept-invite', { email, code, password: PASSWORD });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(STAFF_MESSAGES.invitationInvalid);
  });

  it('refuses a weak password and keeps the code usable', async () => {
    const { email } = await invite();
    const code = await latestCode(db(), email);
    const weak = await post('/accept-invite', { email, code, password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect((await post('/accept-invite', { email, code, password: PASSWORD })).statusCode).toBe(
      200,
    );
  });

  it('refuses an expired invitation', async () => {
    const { email } = await invite();
    await db()
      .update(oneTimeCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(oneTimeCodes.email, email));
    const code = await latestCode(db(), email);
    const answer = await post('/accept-invite', { email, code, password: PASSWORD });
    expect(answer.statusCode).toBe(400);
    const [row] = await db().select().from(staff).where(eq(staff.email, email));
    expect(row.passwordHash).toBeNull();
  });
});

describe('signing in to the console', () => {
  it('takes the password, then the mailed code, and answers an 8-hour staff session', async () => {
    const email = await activeStaff();
    const first = await post('/sign-in', { email, password: PASSWORD });
    expect(first.json()).toMatchObject({ success: true, data: { step: 'code' } });
    const [mail] = await mailsTo(db(), email);
    expect(mail.subject).toMatch(/sign-in code/);

    const answer = await post('/sign-in/code', { email, code: await latestCode(db(), email) });
    const session = answer.json().data;
    expect(session).toMatchObject({ name: 'Lamin Touray', email });
    const hours = (Date.parse(session.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(7.9);
    expect(hours).toBeLessThanOrEqual(8);
    expect((await summary(session.accessToken)).statusCode).toBe(200);
  });

  it('answers one sentence for a wrong password, an unknown address, a visitor and an invitee', async () => {
    const email = await activeStaff();
    const visitor = await createTraveller(db(), { firstName: 'Modou', lastName: 'Sowe' });
    const { email: invitee } = await invite();
    const answers = await Promise.all([
      post('/sign-in', { email, password: 'Wrong@Pass2026' }),
      post('/sign-in', { email: 'nobody@staff.example.com', password: PASSWORD }),
      post('/sign-in', { email: visitor.email, password: 'Secret1!pass' }),
      post('/sign-in', { email: invitee, password: PASSWORD }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json().message).toBe(STAFF_MESSAGES.wrongCredentials);
    }
  });

  it('voids the code after 5 wrong tries', async () => {
    const email = await activeStaff();
    await post('/sign-in', { email, password: PASSWORD });
    const code = await latestCode(db(), email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect((await post('/sign-in/code', { email, code: wrong })).statusCode).toBe(400);
    }
    const right = await post('/sign-in/code', { email, code });
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe(STAFF_MESSAGES.signInCodeInvalid);
  });

  it('ends the session on logout', async () => {
    const token = await signIn(await activeStaff());
    expect((await post('/logout', {}, bearer(token))).statusCode).toBe(200);
    expect((await summary(token)).statusCode).toBe(401);
  });

  it("refuses a visitor's token on logout with 403", async () => {
    const visitor = await createTraveller(db(), { firstName: 'Binta', lastName: 'Jobe' });
    expect((await post('/logout', {}, bearer(visitor.token))).statusCode).toBe(403);
  });
});
