import { asc } from 'drizzle-orm';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { mailQueue, oneTimeCodes, sessions } from '../../server/src/db/schema';
import type { Database } from '../../server/src/db/client';
import { purgeStaleRows } from '../../server/src/services/housekeeping';
import { bearer, createTraveller, type Traveller } from './support/travelFixtures';
import { buildTestApp, useTestApp } from './support/testApp';

// Booting the app compiles and migrates the embedded database first.
jest.setTimeout(60_000);

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms);
const ahead = (ms: number) => new Date(Date.now() + ms);

/** Rows a day and more past their use, each beside one that must stay. */
async function storeStaleAndLiveRows(db: Database, traveller: Traveller) {
  const session = (tokenHash: string, expiresAt: Date, revokedAt: Date | null = null) => ({
    userId: traveller.id,
    tokenHash,
    expiresAt,
    revokedAt,
  });
  await db
    .insert(sessions)
    .values([
      session('expired-two-days-ago', ago(2 * DAY)),
      session('signed-out-two-days-ago', ahead(HOUR), ago(2 * DAY)),
      session('expired-an-hour-ago', ago(HOUR)),
      session('signed-out-an-hour-ago', ahead(HOUR), ago(HOUR)),
    ]);
  const code = (codeHash: string, expiresAt: Date) => ({
    email: traveller.email,
    purpose: 'verify-email' as const,
    codeHash,
    expiresAt,
  });
  await db
    .insert(oneTimeCodes)
    .values([
      code('spent-two-days-ago', ago(2 * DAY)),
      code('spent-an-hour-ago', ago(HOUR)),
      code('live', ahead(HOUR)),
    ]);
  const mail = (subject: string, status: 'pending' | 'sent' | 'failed', at: Date) => ({
    recipient: traveller.email,
    subject,
    textBody: 'Your code',
    status,
    sentAt: status === 'sent' ? at : null,
    createdAt: at,
  });
  await db
    .insert(mailQueue)
    .values([
      mail('sent eight days ago', 'sent', ago(8 * DAY)),
      mail('sent yesterday', 'sent', ago(DAY)),
      mail('given up 31 days ago', 'failed', ago(31 * DAY)),
      mail('given up two days ago', 'failed', ago(2 * DAY)),
      mail('waiting for ten days', 'pending', ago(10 * DAY)),
    ]);
}

const storedSessions = (db: Database) =>
  db.select({ tokenHash: sessions.tokenHash }).from(sessions).orderBy(asc(sessions.id));
const storedCodes = (db: Database) =>
  db.select({ codeHash: oneTimeCodes.codeHash }).from(oneTimeCodes).orderBy(asc(oneTimeCodes.id));
const storedMail = (db: Database) =>
  db.select({ subject: mailQueue.subject }).from(mailQueue).orderBy(asc(mailQueue.id));

describe('housekeeping', () => {
  const testApp = useTestApp({ SEED_DEMO_CONTENT: 'false' });

  it('deletes ended sessions, spent codes and old mail, and keeps everything still in use', async () => {
    const { app } = testApp;
    const traveller = await createTraveller(app.db, { firstName: 'Awa', lastName: 'Jallow' });
    await storeStaleAndLiveRows(app.db, traveller);

    const purged = await purgeStaleRows(app.db);

    expect(purged).toEqual({ sessions: 2, codes: 1, mails: 2 });
    expect((await storedSessions(app.db)).map((row) => row.tokenHash)).toEqual([
      expect.any(String), // the traveller's own live session
      'expired-an-hour-ago',
      'signed-out-an-hour-ago',
    ]);
    expect((await storedCodes(app.db)).map((row) => row.codeHash)).toEqual([
      'spent-an-hour-ago',
      'live',
    ]);
    expect((await storedMail(app.db)).map((row) => row.subject)).toEqual([
      'sent yesterday',
      'given up two days ago',
      'waiting for ten days',
    ]);
    const account = await app.inject({
      method: 'GET',
      url: '/api/account',
      headers: bearer(traveller.token),
    });
    expect(account.statusCode).toBe(200);
    expect(account.json()).toMatchObject({ email: traveller.email });

    expect(await purgeStaleRows(app.db)).toEqual({ sessions: 0, codes: 0, mails: 0 });
  });

  it('runs when a replica starts with HOUSEKEEPING on, and not with it off', async () => {
    const own = await buildTestApp({ SEED_DEMO_CONTENT: 'false' });
    try {
      const { db } = own.app;
      await storeStaleAndLiveRows(
        db,
        await createTraveller(db, { firstName: 'Lamin', lastName: 'Sonko' }),
      );
      const replica = async (HOUSEKEEPING: string) => {
        const env = {
          DATA_DIR: own.dataDir,
          SEED_DEMO_CONTENT: 'false',
          MAIL_SENDER: 'false',
          HOUSEKEEPING,
        };
        const app = await buildApp({
          config: loadConfig(env),
          database: own.database,
          loadShedding: false,
        });
        await app.ready();
        await app.close(); // waits for a pass that started with it
      };

      await replica('false');
      expect(await storedMail(db)).toHaveLength(5);

      await replica('true');
      expect((await storedMail(db)).map((row) => row.subject)).toEqual([
        'sent yesterday',
        'given up two days ago',
        'waiting for ten days',
      ]);
      expect(await storedCodes(db)).toHaveLength(2);
      expect(await storedSessions(db)).toHaveLength(3);
    } finally {
      await own.close();
    }
  });
});
