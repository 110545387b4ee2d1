import { sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { catalogVersion } from '@server/db/schema';

/** The catalog's version now: one row, read on every catalog call (decision 021). */
export async function currentCatalogVersion(db: Executor): Promise<number> {
  const [row] = await db.select({ version: catalogVersion.version }).from(catalogVersion);
  return row?.version ?? 0;
}

/**
 * Raises the version, in the transaction of the change it announces: every replica's cached
 * catalog answers are then stale at once, and none can see the new version before the change.
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
  return row.version;
}
