import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { destinations } from '@server/db/schema';
import type { Destination } from '@/contract/wire/catalog';
import { withPhotoAlts } from './excursions';

/** Only published destinations are public; the operator's catalog sees the others. */
const isPublic = eq(destinations.published, true);

export async function listDestinations(db: Executor): Promise<Destination[]> {
  const rows = await db.select().from(destinations).where(isPublic).orderBy(asc(destinations.name));
  return rows.map(withPhotoAlts);
}

export async function findDestination(db: Executor, id: number): Promise<Destination | undefined> {
  const [row] = await db
    .select()
    .from(destinations)
    .where(and(eq(destinations.id, id), isPublic))
    .limit(1);
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
