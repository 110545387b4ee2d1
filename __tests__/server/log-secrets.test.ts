import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { loggerOptions, type LogOutput } from '@server/logger';
import { buildTestApp, openMigratedEmbedded, type TestApp } from './support/testApp';
import { latestCode } from './support/mails';

// Booting the database and hashing with argon2 take a few seconds on a busy machine.
jest.setTimeout(60_000);

/** The log the server writes, as an operator's log collector would receive it. */
function logCollector() {
  const stream: LogOutput = Object.assign(new PassThrough(), { isTTY: false });
  const chunks: string[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  return { stream, text: () => chunks.join('') };
}

const PASSWORD = 'Kachikally@2026';

const signUp = (email: string) => ({
  email,
  firstName: 'Isatou',
  lastName: 'Njie',
  password: PASSWORD,
  agreeTerms: true,
  country: 'The Gambia',
  countryCode: '220',
  isWhatsAppUser: false,
  newsLetterSubscription: false,
  mobileNumber: '7012345',
});

describe("the server's log after failing queries with personal data in them", () => {
  const log = logCollector();
  let testApp: TestApp;
  const first = 'isatou.njie@example.org';
  const second = 'omar.sowe@example.org';
  let code = '';

  beforeAll(async () => {
    // No SMTP_URL: the log then tells a newcomer where the mail is, and still not its code.
    testApp = await buildTestApp(
      { SEED_DEMO_CONTENT: 'false', SMTP_URL: '' },
      { logger: loggerOptions('info', log.stream) },
    );
    const post = (url: string, payload: object) =>
      testApp.app.inject({ method: 'POST', url, payload });

    const signedUp = await post('/api/account/sign-up', signUp(first));
    expect(signedUp.json()).toMatchObject({ success: true });
    code = await latestCode(testApp.database.db, first);

    // Storing a session fails: its token's hash is a parameter of the failing query.
    await testApp.database.db.execute(
      sql`alter table sessions add constraint refuse_all check (false) not valid`,
    );
    const verify = await post('/api/account/verify-email', {
      ...signUp(first),
      code,
    });
    expect(verify.statusCode).toBe(500);

    // Storing an account fails: its e-mail and password hash are parameters, and PostgreSQL's
    // detail quotes the whole failing row.
    await testApp.database.db.execute(
      sql`alter table users add constraint refuse_all check (false) not valid`,
    );
    expect((await post('/api/account/sign-up', signUp(second))).statusCode).toBe(500);
  });

  afterAll(() => testApp?.close());

  it('says which query failed and why, for the operator', () => {
    const failures = log
      .text()
      .split('\n')
      .filter((line) => line.includes('request failed'));
    expect(failures).toHaveLength(2);
    for (const line of failures) expect(line).toMatch(/Failed query: insert into/);
    expect(failures.join('\n')).toMatch(/"sessions"[\s\S]*"users"/);
    expect(failures.join('\n')).toContain('refuse_all');
  });

  it('carries no e-mail address, password, hash, token or code', () => {
    const text = log.text();
    expect(text).not.toContain(first);
    expect(text).not.toContain(second);
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toContain('$argon2');
    expect(text).not.toMatch(/[0-9a-f]{64}/i);
    expect(text).not.toMatch(new RegExp(`\\b${code}\\b`));
  });
});

describe("the server's log while the database is too busy", () => {
  it('writes one line for each 503, without a stack', async () => {
    const log = logCollector();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wat-log-'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_QUEUE_LIMIT: '1',
      SEED_DEMO_CONTENT: 'false',
      MAIL_SENDER: 'false',
      HOUSEKEEPING: 'false',
    });
    const database = await openMigratedEmbedded(config.database);
    const app = await buildApp({
      config,
      database,
      loadShedding: false,
      logger: loggerOptions('warn', log.stream),
    });
    await app.ready();
    try {
      const answers = await Promise.all(
        // Eight reads of different excursions at once: each is a query of its own.
        Array.from({ length: 8 }, (_, i) => app.inject(`/api/excursions/${i + 1}`)),
      );
      const refused = answers.filter((answer) => answer.statusCode === 503).length;
      expect(refused).toBeGreaterThan(0);

      const lines = log.text().trim().split('\n');
      expect(lines).toHaveLength(refused);
      for (const line of lines) {
        expect(line).toContain('503 GET /api/excursions/:id');
        expect(line).not.toMatch(/stack|\n\s+at /);
      }
    } finally {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
