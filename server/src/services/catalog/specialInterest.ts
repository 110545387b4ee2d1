import { and, asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import {
  excursions,
  type ItineraryDayContent,
  specialInterestExcursions,
  specialInterestItineraries,
  specialInterestPages,
  specialInterestProgrammes,
} from '@server/db/schema';
import type { CountryProgramme, Excursion, SpecialPage } from '@/contract/wire/catalog';
import { isPublicExcursion, sortNameIn, toExcursion } from './excursions';
import { listIn, textIn, type CatalogLang } from './language';

/** The one special-interest category the website loads from the server: Students. */
export const STUDENTS_CATEGORY = 'Students';

/** The country entries of a category, each with its excursions by name: two queries in all. */
export async function listProgrammes(
  db: Executor,
  category: string,
  lang: CatalogLang = 'en',
): Promise<CountryProgramme[]> {
  const programmes = await db
    .select({
      id: specialInterestProgrammes.id,
      countryName: specialInterestProgrammes.countryName,
      description: specialInterestProgrammes.description,
      descriptionFr: specialInterestProgrammes.descriptionFr,
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
    .orderBy(asc(sortNameIn(lang)), asc(excursions.id));

  const byProgramme = new Map<number, Excursion[]>(programmes.map((p) => [p.id, []]));
  for (const link of links) {
    byProgramme.get(link.programmeId)?.push(toExcursion(link.excursion, lang));
  }
  return programmes.map(({ id, countryName, description, descriptionFr }) => ({
    countryName,
    description: textIn(lang, description, descriptionFr),
    excursions: byProgramme.get(id) ?? [],
  }));
}

/** A category's country entries in order, as the page shows them (title, text, picture). */
export async function listSpecialEntries(db: Executor, category: string) {
  return db
    .select({
      countryName: specialInterestProgrammes.countryName,
      title: specialInterestProgrammes.title,
      description: specialInterestProgrammes.description,
      image: specialInterestProgrammes.image,
      titleFr: specialInterestProgrammes.titleFr,
      descriptionFr: specialInterestProgrammes.descriptionFr,
    })
    .from(specialInterestProgrammes)
    .where(eq(specialInterestProgrammes.category, category))
    .orderBy(asc(specialInterestProgrammes.position), asc(specialInterestProgrammes.countryName));
}

/** A category's itineraries in order, each day with its activities. */
export async function listItineraries(db: Executor, category: string) {
  return db
    .select()
    .from(specialInterestItineraries)
    .where(eq(specialInterestItineraries.category, category))
    .orderBy(asc(specialInterestItineraries.position), asc(specialInterestItineraries.id));
}

/** The services text, its picture and the itineraries' lead of a category, or the empty ones. */
export async function findSpecialPageRow(db: Executor, category: string) {
  const [row] = await db
    .select()
    .from(specialInterestPages)
    .where(eq(specialInterestPages.category, category));
  return (
    row ?? {
      category,
      services: [],
      galleryImage: null,
      galleryAlt: '',
      itinerariesIntro: '',
      servicesFr: null,
      galleryAltFr: null,
      itinerariesIntroFr: null,
    }
  );
}

/** An itinerary's days in the asked language: its French days when there is one for each day. */
function daysIn(
  lang: CatalogLang,
  { days, daysFr }: { days: ItineraryDayContent[]; daysFr: ItineraryDayContent[] | null },
) {
  return daysFr?.length === days.length ? listIn(lang, days, daysFr) : days;
}

/** What a category page other than Students shows besides its lead, in the asked language. */
export async function specialPage(
  db: Executor,
  category: string,
  lang: CatalogLang = 'en',
): Promise<SpecialPage> {
  const [page, entries, itineraries] = [
    await findSpecialPageRow(db, category),
    await listSpecialEntries(db, category),
    await listItineraries(db, category),
  ];
  const galleryAlt = textIn(lang, page.galleryAlt, page.galleryAltFr);
  return {
    category,
    services: listIn(lang, page.services, page.servicesFr),
    ...(page.galleryImage ? { gallery: { image: page.galleryImage, alt: galleryAlt } } : {}),
    entries: entries.map(({ countryName, image, ...entry }) => ({
      countryName,
      title: textIn(lang, entry.title, entry.titleFr) || countryName,
      description: textIn(lang, entry.description, entry.descriptionFr),
      ...(image ? { image } : {}),
    })),
    itinerariesIntro: textIn(lang, page.itinerariesIntro, page.itinerariesIntroFr),
    itineraries: itineraries.map((itinerary) => ({
      id: itinerary.id,
      title: textIn(lang, itinerary.title, itinerary.titleFr),
      summary: textIn(lang, itinerary.summary, itinerary.summaryFr),
      days: daysIn(lang, itinerary).map((day, index) => ({
        day: index + 1,
        ...day,
      })),
    })),
  };
}
