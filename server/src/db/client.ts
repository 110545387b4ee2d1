import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Pool, type PoolClient } from 'pg';
import * as schema from './schema';
import { DatabaseUnavailable, databaseUnavailableReason } from './availability';
import { lockFolder, staleLockLine, type LockHolder } from './folderLock';
import { DEFAULT_DATABASE_SETTINGS, type DatabaseSettings } from './settings';

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
  /**
   * Calls `onPayload` with each NOTIFY on `channel` once its transaction commits; answers how to
   * stop. Only the embedded database has it: one process owns that database (decision 028), so
   * every change reaches its listeners, and none is missed.
   */
  listen?(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** A copy of the whole embedded database (PGlite's data folder as a tar), to start another from. */
  copy?(): Promise<Blob>;
}

/** `from` starts an in-memory database from a copy instead of an empty one (see `copy`). */
export type DatabaseTarget =
  { url: string } | { pgliteDir: string } | { memory: true; from?: Blob };

const MIGRATIONS_FOLDER = path.join(__dirname, 'migrations');
const STARTUP_LOCK_KEY = 727_1987; // any fixed number shared by every replica

/** Told when an embedded folder's lock was left by a process that has ended, and taken over. */
export type StaleLockNotice = (stale: LockHolder) => void;

const warnOfStaleLock: StaleLockNotice = (stale) => console.warn(staleLockLine(stale));

/**
 * Opens the database. An embedded folder is locked for this process first (decision 028): a
 * folder another live process holds throws `DatabaseFolderInUse`, naming it.
 */
export async function openDatabase(
  target: DatabaseTarget,
  settings: DatabaseSettings = DEFAULT_DATABASE_SETTINGS,
  onStaleLock: StaleLockNotice = warnOfStaleLock,
): Promise<DatabaseHandle> {
  return 'url' in target
    ? openPostgres(target.url, settings)
    : openPglite(target, settings, onStaleLock);
}

async function openPostgres(url: string, settings: DatabaseSettings): Promise<DatabaseHandle> {
  const pool: Pool = new ReleasingPool({
    connectionString: url,
    max: settings.poolSize,
    // Covers the wait for a pooled connection and the whole start of a new one.
    connectionTimeoutMillis: settings.connectTimeoutMs,
    idleTimeoutMillis: settings.idleTimeoutMs,
    // The server cancels a long statement; the client stops waiting a little later, for a
    // server that accepts connections and never answers.
    statement_timeout: settings.statementTimeoutMs,
    query_timeout: settings.statementTimeoutMs + 1_000,
    keepAlive: true,
  }) as unknown as Pool;
  // A connection that breaks, idle in the pool or checked out by a transaction, must never end
  // the process: node-postgres emits 'error' on its client, and an unheard 'error' event throws.
  // The query in progress fails (a 503) and the pool opens a new connection for the next call.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
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

/** The contrib extensions the migrations create (PostgreSQL servers ship them). */
const EXTENSIONS = { pg_trgm };

async function openPglite(
  target: Exclude<DatabaseTarget, { url: string }>,
  settings: DatabaseSettings,
  onStaleLock: StaleLockNotice,
): Promise<DatabaseHandle> {
  const lock = 'pgliteDir' in target ? lockFolder(target.pgliteDir, onStaleLock) : undefined;
  let client: PGlite;
  try {
    client =
      'pgliteDir' in target
        ? await PGlite.create(target.pgliteDir, { extensions: EXTENSIONS })
        : await PGlite.create({ extensions: EXTENSIONS, loadDataDir: target.from });
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite({
    client: boundedQueue(client, settings.queueLimit),
    schema,
  }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    // One process owns an embedded database, so there is nobody to wait for.
    withStartupLock: (work) => work(),
    migrate: () =>
      migratePglite(db as Parameters<typeof migratePglite>[0], {
        migrationsFolder: MIGRATIONS_FOLDER,
      }),
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      return () => stop();
    },
    copy: async () => client.dumpDataDir('none'),
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

const releases = new WeakMap<PoolClient, (err: Error) => void>();

/**
 * A pool whose checked-out connections go back (and are closed) as soon as they fail: drizzle
 * releases a transaction's connection only once its BEGIN has worked, so a connection lost or
 * timed out at that moment would otherwise stay checked out for good, and after `poolSize` of
 * them no call could ever get a connection again. Releasing twice is harmless here.
 */
class ReleasingPool extends Pool {
  // @ts-expect-error node-postgres declares overloads; the callback form goes to the pool as is.
  override connect(callback?: Parameters<Pool['connect']>[0]) {
    if (callback) return super.connect(callback);
    return super.connect().then((client) => {
      let released = false;
      const release = client.release.bind(client);
      const releaseOnce = (err?: Error | boolean) => {
        if (released) return;
        released = true;
        client.removeListener('end', onLost);
        release(err);
      };
      const onLost = () => releaseOnce(new Error('Connection terminated'));
      client.once('end', onLost);
      client.release = releaseOnce;
      if (!releases.has(client)) {
        const query = client.query.bind(client) as (...args: unknown[]) => unknown;
        client.query = ((...args: unknown[]) => {
          const result = query(...args);
          if (result instanceof Promise) {
            result.catch((err: unknown) => {
              if (databaseUnavailableReason(err)) releases.get(client)?.(err as Error);
            });
          }
          return result;
        }) as PoolClient['query'];
      }
      releases.set(client, releaseOnce);
      return client;
    });
  }
}

/** Seconds a caller is asked to wait when the embedded database's queue is full. */
const RETRY_AFTER_BUSY_SECONDS = 2;

/**
 * The embedded database runs one statement at a time; calls wait in its queue. This bounds the
 * queue: past `limit` calls waiting or running, a call is refused at once (a 503 with
 * Retry-After) instead of waiting behind hundreds of others. A transaction counts as one call.
 */
function boundedQueue(client: PGlite, limit: number): PGlite {
  let waiting = 0;
  const admit = async <T>(work: () => Promise<T>): Promise<T> => {
    if (waiting >= limit) {
      throw new DatabaseUnavailable('embedded database queue full', RETRY_AFTER_BUSY_SECONDS);
    }
    waiting++;
    try {
      return await work();
    } finally {
      waiting--;
    }
  };
  const bounded: Pick<PGlite, 'query' | 'transaction'> = {
    query: (...args: Parameters<PGlite['query']>) => admit(() => client.query(...args)),
    transaction: (...args: Parameters<PGlite['transaction']>) =>
      admit(() => client.transaction(...args)),
  } as Pick<PGlite, 'query' | 'transaction'>;
  // drizzle calls only these two; everything else is the client's own.
  return Object.assign(Object.create(client) as PGlite, bounded);
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/** The database or an open transaction: what a service needs to read and write. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];
