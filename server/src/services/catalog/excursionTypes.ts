import { asc, eq } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { prepared } from '@server/db/prepared';
import { excursionTypes } from '@server/db/schema';
import type { CatalogLang, ExcursionType } from '@/contract/wire/catalog';
import { excursionTypeLabel } from '@/contract/excursionTypes';
import { translate } from '@/i18n';
import { serverI18n } from '@server/i18n/french';

const allTypes = prepared((db) =>
  db
    .select({ id: excursionTypes.id, name: excursionTypes.name })
    .from(excursionTypes)
    .orderBy(asc(excursionTypes.id))
    .prepare('catalog_excursion_types'),
);

/** The types by id, each with its name as visitors read it in `lang`. */
export async function listExcursionTypes(
  db: Executor,
  lang: CatalogLang = 'en',
): Promise<ExcursionType[]> {
  const i18n = serverI18n(lang);
  return (await allTypes(db).execute()).map(({ id, name }) => {
    const label = excursionTypeLabel(name);
    return { id, name, label: label ? translate(i18n, label) : name };
  });
}

export async function excursionTypeExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: excursionTypes.id })
    .from(excursionTypes)
    .where(eq(excursionTypes.id, id))
    .limit(1);
  return row !== undefined;
}
