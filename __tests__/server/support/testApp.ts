import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { buildApp, type App, type AppOptions } from '@server/app';
import { loadConfig } from '@server/config';
import { openDatabase, type DatabaseHandle } from '@server/db/client';
import type { DatabaseSettings } from '@server/db/settings';

export interface TestApp {
  app: App;
  database: DatabaseHandle;
  dataDir: string;
  /** The test's own PostgreSQL database, when DATABASE_URL is set: a second replica can open it. */
  databaseUrl?: string;
  close(): Promise<void>;
}

/**
 * Boots the real app on a database of its own: an in-memory PGlite, or, when DATABASE_URL is
 * set, a fresh database on that PostgreSQL server that is dropped again by close(). The app
 * logs nothing unless a test hands it the server's logger options.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  { logger }: Pick<AppOptions, 'logger'> = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wat-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    MAIL_SENDER: 'false',
    HOUSEKEEPING: 'false',
    PUBLIC_URL: 'http://localhost:3000',
    REDIS_URL: process.env.TEST_REDIS_URL ?? '',
    ...env,
  });
  const serverUrl = process.env.DATABASE_URL;
  let dropDatabase = async () => {};
  let database: DatabaseHandle;
  let databaseUrl: string | undefined;
  if (serverUrl) {
    // Named after the run's database, so the run can drop whatever a crashed test left behind.
    const name = `${new URL(serverUrl).pathname.slice(1)}_${process.pid}_${randomBytes(4).toString('hex')}`;
    await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    database = await openDatabase({ url: databaseUrl }, config.database);
    dropDatabase = () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } else {
    database = await openMigratedEmbedded(config.database);
  }

  const app = await buildApp({
    config,
    database,
    rateLimitNamespace: `wat-test-rate:${randomBytes(6).toString('hex')}:`,
    loadShedding: false,
    logger,
  });
  await app.ready();

  return {
    app,
    database,
    dataDir,
    databaseUrl,
    async close() {
      await app.close();
      await database.close().catch(() => {}); // a test may have closed it already
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const ROOT = path.join(__dirname, '../../..');
const MIGRATIONS = path.join(ROOT, 'server/src/db/migrations');
const PGLITE_PACKAGE = path.join(ROOT, 'node_modules/@electric-sql/pglite/package.json');

/** An in-memory embedded database with every migration applied, started from the kept copy. */
export async function openMigratedEmbedded(settings?: DatabaseSettings) {
  return openDatabase({ memory: true, from: await migratedCopy() }, settings);
}

/**
 * An embedded database with every migration applied, kept as a file in the temporary folder and
 * named after the migrations and PGlite's version: creating an empty PGlite runs initdb, which
 * takes seconds, and most test files boot an app. Starting from the copy skips it; the app's own
 * migrate then finds nothing left to apply. A stale copy is never used, since its name changes
 * with any migration.
 */
async function migratedCopy(): Promise<Blob> {
  const hash = createHash('sha256');
  hash.update(fs.readFileSync(PGLITE_PACKAGE));
  for (const file of fs.readdirSync(MIGRATIONS, { recursive: true }).map(String).sort()) {
    const full = path.join(MIGRATIONS, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  const copyPath = path.join(os.tmpdir(), `wat-migrated-${hash.digest('hex').slice(0, 16)}.tar`);
  if (!fs.existsSync(copyPath)) {
    const fresh = await openDatabase({ memory: true });
    try {
      await fresh.migrate();
      const copy = Buffer.from(await (await fresh.copy!()).arrayBuffer());
      // Parallel workers may both make it: each writes its own file and renames it into place.
      const partial = `${copyPath}.${process.pid}.${randomBytes(4).toString('hex')}`;
      fs.writeFileSync(partial, copy);
      fs.renameSync(partial, copyPath);
    } finally {
      await fresh.close();
    }
  }
  return new Blob([fs.readFileSync(copyPath)]);
}

async function adminQuery(serverUrl: string, text: string) {
  const url = new URL(serverUrl);
  url.pathname = '/postgres';
  const client = new Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * One app for the whole test file: booted before its first test (and before the file's own
 * beforeAll, when called above it) and closed after its last. The handle reads through to the
 * booted app, so the file can keep it in a constant.
 */
export function useTestApp(env: Record<string, string> = {}): TestApp {
  let booted: TestApp | undefined;
  beforeAll(async () => {
    booted = await buildTestApp(env);
  });
  afterAll(() => booted?.close());
  const current = () => {
    if (!booted) throw new Error('The test app is booted in beforeAll');
    return booted;
  };
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    get dataDir() {
      return current().dataDir;
    },
    get databaseUrl() {
      return current().databaseUrl;
    },
    close: () => current().close(),
  };
}
