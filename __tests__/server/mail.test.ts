import fs from 'node:fs';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import { mailQueue } from '../../server/src/db/schema';
import { MAX_MAIL_ATTEMPTS, claimDueMails } from '../../server/src/services/mail/queue';
import type { OutgoingMail } from '../../server/src/services/mail/types';
import { buildTestApp, type TestApp } from './support/testApp';
import { startSmtpCatcher } from './support/smtpCatcher';

// Booting the app compiles and migrates the embedded database first.
jest.setTimeout(60_000);

const mail = (to: string, subject = 'Your booking WAT-0001'): OutgoingMail => ({
  to,
  subject,
  text: `Plain text for ${to}`,
  html: `<p>HTML for ${to}</p>`,
});

async function queueRow(testApp: TestApp, to: string) {
  const [row] = await testApp.app.db
    .select({
      id: mailQueue.id,
      status: mailQueue.status,
      attempts: mailQueue.attempts,
      lastError: mailQueue.lastError,
      sentAt: mailQueue.sentAt,
      lockedUntil: mailQueue.lockedUntil,
      secondsUntilNextTry:
        sql<number>`extract(epoch from ${mailQueue.nextAttemptAt} - now())`.mapWith(Number),
    })
    .from(mailQueue)
    .where(eq(mailQueue.recipient, to));
  return row;
}

/** Makes a queued mail due now, as if its back-off had passed. */
async function makeDue(testApp: TestApp, to: string) {
  await testApp.app.db
    .update(mailQueue)
    .set({ nextAttemptAt: sql`now() - interval '1 second'` })
    .where(eq(mailQueue.recipient, to));
}

/** An SMTP server on a given port, keeping the recipients and subjects it is given. */
async function startSmtpServerOn(port: number) {
  const received: Array<{ to: string[]; subject: string }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = session.envelope.rcptTo.map((r) => r.address);
          received.push({ to, subject: parsed.subject ?? '' });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return { received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('mail through an SMTP server', () => {
  let catcher: Awaited<ReturnType<typeof startSmtpCatcher>>;
  let testApp: TestApp;

  beforeAll(async () => {
    catcher = await startSmtpCatcher();
    testApp = await buildTestApp({ SMTP_URL: catcher.url, SEED_DEMO_CONTENT: 'false' });
  });
  afterAll(async () => {
    await testApp?.close();
    await catcher?.close();
  });

  it('sends a queued mail on the next pass and marks it sent', async () => {
    await testApp.app.mail.enqueue(mail('ama@example.com'));
    expect(await queueRow(testApp, 'ama@example.com')).toMatchObject({
      status: 'pending',
      attempts: 0,
    });

    expect(await testApp.app.mail.deliverDue()).toBe(1);

    const caught = await catcher.waitFor('ama@example.com');
    expect(caught.to).toEqual(['ama@example.com']);
    expect(caught.subject).toBe('Your booking WAT-0001');
    expect(caught.text).toContain('Plain text for ama@example.com');
    expect(caught.parsed.html).toContain('<p>HTML for ama@example.com</p>');
    expect(caught.parsed.from?.text).toContain('West Africa Tours');

    const row = await queueRow(testApp, 'ama@example.com');
    expect(row).toMatchObject({ status: 'sent', attempts: 0, lastError: null, lockedUntil: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(await testApp.app.mail.deliverDue()).toBe(0); // nothing is sent twice
    expect(catcher.mails.filter((m) => m.to.includes('ama@example.com'))).toHaveLength(1);
  });

  it('queues a mail only when the transaction it was queued in commits', async () => {
    await expect(
      testApp.app.db.transaction(async (tx) => {
        await testApp.app.mail.enqueue(mail('rolled-back@example.com'), tx);
        throw new Error('booking failed');
      }),
    ).rejects.toThrow('booking failed');
    await testApp.app.db.transaction(async (tx) => {
      await testApp.app.mail.enqueue(mail('committed@example.com'), tx);
    });

    expect(await queueRow(testApp, 'rolled-back@example.com')).toBeUndefined();
    expect(await queueRow(testApp, 'committed@example.com')).toMatchObject({ status: 'pending' });
    expect(await testApp.app.mail.deliverDue()).toBe(1);
    expect(catcher.mails.some((m) => m.to.includes('rolled-back@example.com'))).toBe(false);
  });

  it('empties a backlog longer than one batch in one pass', async () => {
    const recipients = Array.from({ length: 12 }, (_, i) => `backlog-${i}@example.com`);
    for (const to of recipients) await testApp.app.mail.enqueue(mail(to));

    expect(await testApp.app.mail.deliverDue()).toBe(12);

    const statuses = await Promise.all(recipients.map((to) => queueRow(testApp, to)));
    expect(statuses.map((row) => row.status)).toEqual(recipients.map(() => 'sent'));
  });

  it('refuses a recipient field naming several addresses and queues nothing', async () => {
    const before = await testApp.app.db.$count(mailQueue);
    await expect(
      testApp.app.mail.enqueue(mail('one@example.com, two@example.com')),
    ).rejects.toThrow();
    expect(await testApp.app.db.$count(mailQueue)).toBe(before);
  });

  it('leases each due mail to one sender at a time until the lease runs out', async () => {
    const recipients = ['lease-1@example.com', 'lease-2@example.com', 'lease-3@example.com'];
    for (const to of recipients) await testApp.app.mail.enqueue(mail(to));
    const { db } = testApp.app;

    // Two replicas polling at once share the due mails without overlap.
    const [first, second] = await Promise.all([claimDueMails(db, 2), claimDueMails(db, 2)]);
    const claimed = [...first, ...second].map((m) => m.to);
    expect(claimed.sort()).toEqual(recipients);
    expect(await claimDueMails(db, 10)).toEqual([]);

    // A replica that died mid-send: once its lease lapses the mails are due again.
    await db
      .update(mailQueue)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(inArray(mailQueue.recipient, recipients));
    expect((await claimDueMails(db, 10)).map((m) => m.to)).toEqual(recipients);
  });
});

describe('mail during an SMTP outage', () => {
  let port: number;
  let testApp: TestApp;

  beforeAll(async () => {
    const catcher = await startSmtpCatcher();
    port = Number(new URL(catcher.url).port);
    await catcher.close(); // nothing listens on this port any more
    testApp = await buildTestApp({ SMTP_URL: catcher.url, SEED_DEMO_CONTENT: 'false' });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('keeps the mail pending and schedules a retry when the server is down', async () => {
    await testApp.app.mail.enqueue(mail('kofi@example.com'));

    expect(await testApp.app.mail.deliverDue()).toBe(0);

    const row = await queueRow(testApp, 'kofi@example.com');
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null });
    expect(row.lastError).toEqual(expect.any(String));
    expect(row.secondsUntilNextTry).toBeGreaterThan(0);

    // Not due yet: another pass leaves it alone.
    expect(await testApp.app.mail.deliverDue()).toBe(0);
    expect(await queueRow(testApp, 'kofi@example.com')).toMatchObject({ attempts: 1 });
  });

  it('waits longer after each failed try', async () => {
    await testApp.app.mail.enqueue(mail('binta@example.com'));
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await testApp.app.mail.deliverDue();
      const row = await queueRow(testApp, 'binta@example.com');
      expect(row.attempts).toBe(attempt);
      waits.push(row.secondsUntilNextTry);
      await makeDue(testApp, 'binta@example.com');
    }
    expect(waits[1]).toBeGreaterThan(waits[0]);
    expect(waits[2]).toBeGreaterThan(waits[1]);
  });

  it('gives a mail up after the last allowed try', async () => {
    await testApp.app.mail.enqueue(mail('lamin@example.com'));
    await testApp.app.db
      .update(mailQueue)
      .set({ attempts: MAX_MAIL_ATTEMPTS - 1 })
      .where(eq(mailQueue.recipient, 'lamin@example.com'));

    await testApp.app.mail.deliverDue();

    expect(await queueRow(testApp, 'lamin@example.com')).toMatchObject({
      status: 'failed',
      attempts: MAX_MAIL_ATTEMPTS,
    });
    await makeDue(testApp, 'lamin@example.com');
    await testApp.app.mail.deliverDue();
    expect(await queueRow(testApp, 'lamin@example.com')).toMatchObject({
      status: 'failed',
      attempts: MAX_MAIL_ATTEMPTS,
    });
  });

  it('delivers the delayed mail once the server is back', async () => {
    const server = await startSmtpServerOn(port);
    try {
      await makeDue(testApp, 'kofi@example.com');
      await makeDue(testApp, 'binta@example.com');

      expect(await testApp.app.mail.deliverDue()).toBe(2);

      expect(server.received.map((m) => m.to)).toEqual([
        ['kofi@example.com'],
        ['binta@example.com'],
      ]);
      const row = await queueRow(testApp, 'kofi@example.com');
      expect(row).toMatchObject({ status: 'sent', attempts: 1 });
      expect(row.sentAt).toBeInstanceOf(Date);
      // The mail given up stays given up.
      expect(await queueRow(testApp, 'lamin@example.com')).toMatchObject({ status: 'failed' });
    } finally {
      await server.close();
    }
  });
});

describe('mail without an SMTP server', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ SEED_DEMO_CONTENT: 'false' });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('writes each mail as an .eml file under the data folder', async () => {
    await testApp.app.mail.enqueue(mail('awa@example.com', 'Your verification code'));

    expect(await testApp.app.mail.deliverDue()).toBe(1);

    const folder = path.join(testApp.dataDir, 'mail');
    const files = fs.readdirSync(folder);
    expect(files).toEqual([
      expect.stringMatching(/^\d{8}T\d{6}-\d{3}Z-\d+-awa@example\.com\.eml$/),
    ]);
    const parsed = await simpleParser(fs.readFileSync(path.join(folder, files[0])));
    expect(parsed.subject).toBe('Your verification code');
    expect(parsed.text).toContain('Plain text for awa@example.com');
    expect(await queueRow(testApp, 'awa@example.com')).toMatchObject({ status: 'sent' });
  });
});
