import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { prepared } from '@server/db/prepared';
import { destinations } from '@server/db/schema';
import type { Destination } from '@/contract/wire/catalog';
import { withPhotoAlts } from './excursions';
import { textIn, type CatalogLang } from './language';

type DestinationRow = typeof destinations.$inferSelect;

/** What only the console sees of a destination: its texts in each language. */
const CONSOLE_FIELDS = [
  'nameFr',
  'aboutFr',
  'languageFr',
  'currencyFr',
  'visaRequirementsFr',
] as const;

/** A destination's public fields, its texts in the asked language (the English without French). */
export function toDestination(row: DestinationRow, lang: CatalogLang = 'en'): Destination {
  const rest: Partial<DestinationRow> = { ...row };
  for (const field of CONSOLE_FIELDS) delete rest[field];
  return {
    ...withPhotoAlts(rest as DestinationRow),
    name: textIn(lang, row.name, row.nameFr),
    about: textIn(lang, row.about, row.aboutFr),
    language: textIn(lang, row.language, row.languageFr),
    currency: textIn(lang, row.currency, row.currencyFr),
    visaRequirements: textIn(lang, row.visaRequirements, row.visaRequirementsFr),
  };
}

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

/** French names sorted as French does: "Côte d’Ivoire" with the C's, "Gambie" with the G's. */
const FRENCH_ORDER = new Intl.Collator('fr');

export async function listDestinations(
  db: Executor,
  lang: CatalogLang = 'en',
): Promise<Destination[]> {
  const rows = await publicDestinations(db).execute();
  const list = rows.map((row) => toDestination(row, lang));
  // A dozen countries: sorted here rather than by a collation both databases may not have.
  return lang === 'fr' ? list.sort((a, b) => FRENCH_ORDER.compare(a.name, b.name)) : list;
}

const publicDestination = prepared((db) =>
  db
    .select()
    .from(destinations)
    .where(and(eq(destinations.id, sql.placeholder('id')), isPublic))
    .limit(1)
    .prepare('catalog_destination'),
);

export async function findDestination(
  db: Executor,
  id: number,
  lang: CatalogLang = 'en',
): Promise<Destination | undefined> {
  const [row] = await publicDestination(db).execute({ id });
  return row && toDestination(row, lang);
}

export async function destinationExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: destinations.id })
    .from(destinations)
    .where(and(eq(destinations.id, id), isPublic))
    .limit(1);
  return row !== undefined;
}
