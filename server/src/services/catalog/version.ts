import { sql } from 'drizzle-orm';
import type { DatabaseHandle, Executor } from '@server/db/client';
import { sharedReads } from '@server/lib/catalogAnswers';
import { prepared } from '@server/db/prepared';
import { catalogVersion } from '@server/db/schema';

const versionRow = prepared((db) =>
  db.select({ version: catalogVersion.version }).from(catalogVersion).prepare('catalog_version'),
);

/** The catalog's version now: one row, read on every catalog call (decision 021). */
export async function currentCatalogVersion(db: Executor): Promise<number> {
  const [row] = await versionRow(db).execute();
  return row?.version ?? 0;
}

/** Where a new catalog version is announced (with the version as payload) when it commits. */
export const CATALOG_CHANNEL = 'catalog_changed';

/**
 * Raises the version, in the transaction of the change it announces: every replica's cached
 * catalog answers are then stale at once, and none can see the new version before the change.
 * The new version is also announced on CATALOG_CHANNEL, delivered when the transaction commits.
 */
export async function catalogChanged(tx: Executor): Promise<number> {
  const [row] = await tx
    .insert(catalogVersion)
    .values({ id: 1, version: 2 })
    .onConflictDoUpdate({
      target: catalogVersion.id,
      set: { version: sql`${catalogVersion.version} + 1`, changedAt: sql`now()` },
    })
    .returning({ version: catalogVersion.version });
  await tx.execute(sql`select pg_notify(${CATALOG_CHANNEL}, ${String(row.version)})`);
  return row.version;
}

/**
 * How this process learns the catalog's version, for every catalog request. The embedded
 * database has one process (its folder lock, decision 028), so the version is read once and then
 * told by each change as it commits: a cached answer costs no query at all. On PostgreSQL another
 * replica may change the catalog at any moment, so the version row is read for each request
 * (one read shared by the requests that came while it ran).
 */
export function catalogVersionReader(database: DatabaseHandle): () => Promise<number> {
  if (!database.listen) return sharedReads(() => currentCatalogVersion(database.db));
  const listen = database.listen.bind(database);
  let known = -1;
  let watching: Promise<void> | undefined;
  const watch = async () => {
    // Listening first, then reading: a change committed in between is not missed.
    await listen(CATALOG_CHANNEL, (payload) => {
      known = Math.max(known, Number(payload));
    });
    known = Math.max(known, await currentCatalogVersion(database.db));
  };
  return async () => {
    watching ??= watch().catch((error: unknown) => {
      watching = undefined;
      throw error;
    });
    await watching;
    return known;
  };
}
