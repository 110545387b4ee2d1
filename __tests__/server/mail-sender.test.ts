import { eq } from 'drizzle-orm';
import { mailQueue } from '../../server/src/db/schema';
import { buildTestApp, type TestApp } from './support/testApp';
import { startSmtpCatcher } from './support/smtpCatcher';

// Booting the app compiles and migrates the embedded database first.
jest.setTimeout(60_000);

describe('the mail sender loop', () => {
  let catcher: Awaited<ReturnType<typeof startSmtpCatcher>>;
  let testApp: TestApp | undefined;

  beforeAll(async () => {
    catcher = await startSmtpCatcher();
  });
  afterAll(async () => {
    await testApp?.close();
    await catcher?.close();
  });

  it('delivers a queued mail on its own and stops with the app', async () => {
    testApp = await buildTestApp({
      SMTP_URL: catcher.url,
      SEED_DEMO_CONTENT: 'false',
      MAIL_SENDER: 'true',
    });
    const { app } = testApp;

    await app.mail.enqueue({
      to: 'musa@example.com',
      subject: 'Your transfer request',
      text: 'Pickup: Banjul International Airport',
    });

    const caught = await catcher.waitFor('musa@example.com');
    expect(caught.subject).toBe('Your transfer request');

    // The row is marked sent right after the SMTP answer; wait for that through the next pass.
    await app.mail.deliverDue();
    const [row] = await app.db
      .select({ status: mailQueue.status })
      .from(mailQueue)
      .where(eq(mailQueue.recipient, 'musa@example.com'));
    expect(row.status).toBe('sent');

    const closing = testApp.close();
    testApp = undefined;
    await expect(closing).resolves.toBeUndefined();
  });
});
