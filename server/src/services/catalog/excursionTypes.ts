import { asc, eq } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { excursionTypes } from '@server/db/schema';
import type { ExcursionType } from '@/contract/wire/catalog';

export async function listExcursionTypes(db: Executor): Promise<ExcursionType[]> {
  return db
    .select({ id: excursionTypes.id, name: excursionTypes.name })
    .from(excursionTypes)
    .orderBy(asc(excursionTypes.id));
}

export async function excursionTypeExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: excursionTypes.id })
    .from(excursionTypes)
    .where(eq(excursionTypes.id, id))
    .limit(1);
  return row !== undefined;
}
