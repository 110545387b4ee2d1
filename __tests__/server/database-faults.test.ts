import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp, type App } from '@server/app';
import { loadConfig } from '@server/config';
import { openDatabase, type DatabaseHandle } from '@server/db/client';
import { SERVER_MESSAGES } from '@/contract/serverMessages';
import { buildTestApp, openMigratedEmbedded, type TestApp } from './support/testApp';
import { createExcursions } from './support/travelFixtures';
import { proxyInFront, throughProxy, type TcpProxy } from '../../scripts/fault/tcpProxy';

// Needs a real PostgreSQL server and a network between it and the app: skipped without one.
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

const TIMEOUT_MS = 1_000;

onPostgres('the database goes away and comes back', () => {
  let owner: TestApp;
  let proxy: TcpProxy;
  let handle: DatabaseHandle;
  let app: App;

  beforeAll(async () => {
    owner = await buildTestApp({ SEED_DEMO_CONTENT: 'false' });
    proxy = await proxyInFront(owner.databaseUrl!);
    const config = loadConfig({
      DATA_DIR: owner.dataDir,
      DATABASE_URL: throughProxy(owner.databaseUrl!, proxy.port),
      DATABASE_CONNECT_TIMEOUT_MS: String(TIMEOUT_MS),
      DATABASE_STATEMENT_TIMEOUT_MS: String(TIMEOUT_MS),
      MAIL_SENDER: 'false',
      HOUSEKEEPING: 'false',
      SEED_DEMO_CONTENT: 'false',
    });
    handle = await openDatabase({ url: config.databaseUrl! }, config.database);
    app = await buildApp({ config, database: handle, loadShedding: false });
    await app.ready();
  });

  afterEach(() => proxy.restore());

  afterAll(async () => {
    await app?.close();
    await handle?.close().catch(() => {});
    await proxy?.close();
    await owner?.close();
  });

  const get = (url: string) => app.inject({ method: 'GET', url });
  const LIST = '/api/excursions/allexcursion?SortColumn=name&pageSize=20&pageIndex=1';

  it('answers 503 with Retry-After while the connection is cut, then 200 by itself', async () => {
    expect((await get('/api/health')).statusCode).toBe(200);
    expect((await get(LIST)).statusCode).toBe(200);

    await proxy.cut();
    for (const url of ['/api/health', LIST, '/api/excursions/1']) {
      const away = await get(url);
      expect(away.statusCode).toBe(503);
      expect(Number(away.headers['retry-after'])).toBeGreaterThan(0);
      expect(away.json()).toEqual({ success: false, message: SERVER_MESSAGES.databaseDown });
    }
    const write = await app.inject({
      method: 'POST',
      url: '/api/enquiry',
      payload: {
        firstName: 'Awa',
        lastName: 'Jallow',
        email: 'awa.jallow@example.com',
        phoneNumber: '7 000 000',
        country: 'Gambia',
        countryCode: '+220',
        message: 'Is the boat trip running on Saturday?',
      },
    });
    expect(write.statusCode).toBe(503);

    await proxy.restore();
    expect((await get('/api/health')).statusCode).toBe(200);
    expect((await get(LIST)).statusCode).toBe(200);
  });

  it('lives through a connection that breaks inside a transaction', async () => {
    const broken = handle.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await proxy.cut();
      await tx.execute(sql`select 1`);
    });
    await expect(broken).rejects.toThrow();
    await proxy.restore();
    expect((await get('/api/health')).statusCode).toBe(200);
  });

  it('answers 503 within its timeouts when the database accepts and never answers', async () => {
    proxy.blackhole();
    const health = await get('/api/health');
    expect(health.statusCode).toBe(503);
    expect(health.headers['retry-after']).toBeDefined();
    expect((await get(LIST)).statusCode).toBe(503);

    await proxy.restore();
    expect((await get('/api/health')).statusCode).toBe(200);
  }, 15_000);
});

describe('the embedded database under more calls than its queue holds', () => {
  it('answers the calls past the bound 503 with Retry-After, and the next ones 200', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wat-queue-'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_QUEUE_LIMIT: '2',
      SEED_DEMO_CONTENT: 'false',
      MAIL_SENDER: 'false',
      HOUSEKEEPING: 'false',
    });
    const database = await openMigratedEmbedded(config.database);
    const app = await buildApp({ config, database, loadShedding: false });
    await app.ready();
    try {
      const { excursionIds } = await createExcursions(
        app.db,
        Array.from({ length: 13 }, (_, i) => `Creek Trip ${i + 1}`),
      );
      // Different excursions, each a query of its own: none comes from the catalog's cache.
      const answers = await Promise.all(
        excursionIds
          .slice(0, 12)
          .map((id) => app.inject({ method: 'GET', url: `/api/excursions/${id}` })),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses).toContain(200);
      expect(statuses).toContain(503);
      expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
      const refused = answers.find((answer) => answer.statusCode === 503)!;
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json()).toEqual({ success: false, message: SERVER_MESSAGES.databaseDown });

      const later = await app.inject({ method: 'GET', url: `/api/excursions/${excursionIds[12]}` });
      expect(later.statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
