import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';
import * as schema from './schema';

/** The one database access layer: the same drizzle API over PGlite or a PostgreSQL pool. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations; safe when several replicas start at once. */
  migrate(): Promise<void>;
  /** Runs `work` while holding the start-up lock, so only one replica seeds at a time. */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export type DatabaseTarget = { url: string } | { pgliteDir: string } | { memory: true };

const MIGRATIONS_FOLDER = path.join(__dirname, 'migrations');
const STARTUP_LOCK_KEY = 727_1987; // any fixed number shared by every replica

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  return 'url' in target ? openPostgres(target.url) : openPglite(target);
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new Pool({ connectionString: url, max: 10 });
  pool.on('error', () => undefined); // idle client errors surface on the next query instead
  const db = drizzlePg(pool, { schema }) as unknown as Database;

  const withStartupLock = async <T>(work: () => Promise<T>): Promise<T> => {
    const lockClient = await pool.connect();
    try {
      await lockClient.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
      return await work();
    } finally {
      await lockClient.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {});
      lockClient.release();
    }
  };

  return {
    db,
    kind: 'postgres',
    withStartupLock,
    migrate: () =>
      withStartupLock(() =>
        migratePg(db as Parameters<typeof migratePg>[0], { migrationsFolder: MIGRATIONS_FOLDER }),
      ),
    close: () => pool.end(),
  };
}

async function openPglite(
  target: { pgliteDir: string } | { memory: true },
): Promise<DatabaseHandle> {
  let client: PGlite;
  if ('pgliteDir' in target) {
    fs.mkdirSync(path.dirname(target.pgliteDir), { recursive: true });
    client = await PGlite.create(target.pgliteDir);
  } else {
    client = await PGlite.create();
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    // One process owns an embedded database, so there is nobody to wait for.
    withStartupLock: (work) => work(),
    migrate: () =>
      migratePglite(db as Parameters<typeof migratePglite>[0], {
        migrationsFolder: MIGRATIONS_FOLDER,
      }),
    close: () => client.close(),
  };
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/** The database or an open transaction: what a service needs to read and write. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];
