import { and, asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import {
  excursions,
  specialInterestExcursions,
  specialInterestProgrammes,
} from '@server/db/schema';
import type { CountryProgramme, Excursion } from '@/contract/wire/catalog';
import { isPublicExcursion, toExcursion } from './excursions';

/** The one special-interest category the website loads from the server: Students. */
export const STUDENTS_CATEGORY = 'Students';

/** The country entries of a category, each with its excursions by name: two queries in all. */
export async function listProgrammes(db: Executor, category: string): Promise<CountryProgramme[]> {
  const programmes = await db
    .select({
      id: specialInterestProgrammes.id,
      countryName: specialInterestProgrammes.countryName,
      description: specialInterestProgrammes.description,
    })
    .from(specialInterestProgrammes)
    .where(eq(specialInterestProgrammes.category, category))
    .orderBy(asc(specialInterestProgrammes.position), asc(specialInterestProgrammes.countryName));
  if (programmes.length === 0) return [];

  const links = await db
    .select({
      programmeId: specialInterestExcursions.programmeId,
      excursion: getTableColumns(excursions),
    })
    .from(specialInterestExcursions)
    .innerJoin(excursions, eq(excursions.id, specialInterestExcursions.excursionId))
    .where(
      and(
        inArray(
          specialInterestExcursions.programmeId,
          programmes.map((programme) => programme.id),
        ),
        isPublicExcursion,
      ),
    )
    .orderBy(asc(excursions.sortName), asc(excursions.id));

  const byProgramme = new Map<number, Excursion[]>(programmes.map((p) => [p.id, []]));
  for (const link of links) byProgramme.get(link.programmeId)?.push(toExcursion(link.excursion));
  return programmes.map(({ id, countryName, description }) => ({
    countryName,
    description,
    excursions: byProgramme.get(id) ?? [],
  }));
}
