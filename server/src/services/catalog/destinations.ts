import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { prepared } from '@server/db/prepared';
import { destinations } from '@server/db/schema';
import type { Destination } from '@/contract/wire/catalog';
import { withPhotoAlts } from './excursions';

/** Only published destinations are public; the operator's catalog sees the others. */
const isPublic = eq(destinations.published, true);

const publicDestinations = prepared((db) =>
  db
    .select()
    .from(destinations)
    .where(isPublic)
    .orderBy(asc(destinations.name))
    .prepare('catalog_destinations'),
);

export async function listDestinations(db: Executor): Promise<Destination[]> {
  const rows = await publicDestinations(db).execute();
  return rows.map(withPhotoAlts);
}

const publicDestination = prepared((db) =>
  db
    .select()
    .from(destinations)
    .where(and(eq(destinations.id, sql.placeholder('id')), isPublic))
    .limit(1)
    .prepare('catalog_destination'),
);

export async function findDestination(db: Executor, id: number): Promise<Destination | undefined> {
  const [row] = await publicDestination(db).execute({ id });
  return row && withPhotoAlts(row);
}

export async function destinationExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: destinations.id })
    .from(destinations)
    .where(and(eq(destinations.id, id), isPublic))
    .limit(1);
  return row !== undefined;
}
