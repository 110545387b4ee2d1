import { asc, eq } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { prepared } from '@server/db/prepared';
import { excursionTypes } from '@server/db/schema';
import type { ExcursionType } from '@/contract/wire/catalog';

const allTypes = prepared((db) =>
  db
    .select({ id: excursionTypes.id, name: excursionTypes.name })
    .from(excursionTypes)
    .orderBy(asc(excursionTypes.id))
    .prepare('catalog_excursion_types'),
);

export async function listExcursionTypes(db: Executor): Promise<ExcursionType[]> {
  return allTypes(db).execute();
}

export async function excursionTypeExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: excursionTypes.id })
    .from(excursionTypes)
    .where(eq(excursionTypes.id, id))
    .limit(1);
  return row !== undefined;
}
