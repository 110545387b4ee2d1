import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { excursionTypes } from '../../db/schema';

export type ExcursionType = { id: number; name: string };

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
