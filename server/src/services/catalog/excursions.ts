import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { prepared } from '@server/db/prepared';
import { excursions } from '@server/db/schema';
import type { OrderedIds } from '@server/lib/orderedIds';
import { offsetOf, page, type Paging } from '@server/lib/paging';
import type { Excursion } from '@/contract/wire/catalog';
import type { ExcursionPricing } from '@/contract/wire/departures';
import { BASE_CURRENCY, fromPriceOf } from '@/contract/booking';
import { usualUnitLabel } from '@/contract/unitLabels';
import { translate } from '@/i18n';
import { serverI18n } from '@server/i18n/french';
import type { Paged } from '@/contract/wire/envelope';
import { textIn, type CatalogLang } from './language';

type ExcursionRow = typeof excursions.$inferSelect;

export interface ExcursionFilter {
  destinationId?: number;
  excursionTypeId?: number;
  /** Part of the name, any case; blank means no filter (the home page sends it empty). */
  name?: string;
  /** The language the page reads: a French page's search matches the French names as well. */
  lang?: CatalogLang;
}

/**
 * A record's photo alt texts when it has some; one without is answered as before they existed.
 */
export function withPhotoAlts<Row extends { imageAlts: Record<string, string> }>(
  row: Row,
): Omit<Row, 'imageAlts'> & { imageAlts?: Record<string, string> } {
  if (Object.keys(row.imageAlts).length > 0) return row;
  const rest: Partial<Row> = { ...row };
  delete rest.imageAlts;
  return rest as Omit<Row, 'imageAlts'>;
}

/**
 * The public prices: the stored ones with their currency and the "from" price, the units' usual
 * names in the asked language.
 */
export const publicPricing = (
  pricing: ExcursionRow['pricing'],
  lang: CatalogLang = 'en',
): ExcursionPricing => ({
  onRequest: pricing.onRequest,
  currency: BASE_CURRENCY,
  fromPrice: fromPriceOf(pricing),
  units: pricing.onRequest ? [] : pricing.units.map((unit) => unitIn(lang, unit)),
});

function unitIn<Unit extends { unit: string; label: string }>(lang: CatalogLang, unit: Unit): Unit {
  const usual = lang === 'en' ? undefined : usualUnitLabel(unit.unit, unit.label);
  return usual ? { ...unit, label: translate(serverI18n(lang), usual) } : unit;
}

/** What only the console sees of an excursion: its schedule, and its texts in each language. */
const CONSOLE_FIELDS = [
  'scheduleRules',
  'closures',
  'scheduleLaidOutOn',
  'nameFr',
  'descriptionFr',
  'locationFr',
] as const;

/**
 * `_id` repeats the id as a string for the website; its texts are in the asked language (the
 * English when it has no French); the schedule stays the operator's.
 */
export const toExcursion = (row: ExcursionRow, lang: CatalogLang = 'en'): Excursion => {
  const rest: Partial<ExcursionRow> = { ...row };
  for (const field of CONSOLE_FIELDS) delete rest[field];
  return {
    ...withPhotoAlts(rest as ExcursionRow),
    _id: String(row.id),
    name: textIn(lang, row.name, row.nameFr),
    description: textIn(lang, row.description, row.descriptionFr),
    location: textIn(lang, row.location, row.locationFr),
    pricing: publicPricing(row.pricing, lang),
  };
};

/** A LIKE pattern that matches `text` literally anywhere: %, _ and \ lose their meaning. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Only published excursions are public; the operator's catalog sees the others. */
export const isPublicExcursion = eq(excursions.published, true);

/** Part of the name: of the English one, and of the French one too on a French page. */
function nameMatches(name: string, lang: CatalogLang = 'en') {
  const pattern = containsPattern(name);
  if (lang !== 'fr') return ilike(excursions.name, pattern);
  return or(ilike(excursions.name, pattern), ilike(excursions.nameFr, pattern));
}

function matching(filter: ExcursionFilter) {
  const name = filter.name?.trim();
  return and(
    isPublicExcursion,
    filter.destinationId === undefined
      ? undefined
      : eq(excursions.destinationId, filter.destinationId),
    filter.excursionTypeId === undefined
      ? undefined
      : eq(excursions.excursionTypeId, filter.excursionTypeId),
    name ? nameMatches(name, filter.lang) : undefined,
  );
}

/** By name, or the operator's special offers first (in their order), then by name. */
export type ExcursionOrder = 'name' | 'specialOffer';

/** The name lists sort by in a language: a French page's by the French name, where there is one. */
export const sortNameIn = (lang: CatalogLang = 'en') =>
  lang === 'fr' ? excursions.sortNameFr : excursions.sortName;

function orderBy(order: ExcursionOrder, lang: CatalogLang = 'en'): SQL[] {
  const byName = [asc(sortNameIn(lang)), asc(excursions.id)];
  if (order === 'name') return byName;
  return [desc(excursions.specialOffer), asc(excursions.specialOfferOrder), ...byName];
}

/**
 * The rows of one page (ending in the id, so pages never overlap): a LIMIT/OFFSET read that the
 * (…, name, id) indexes serve by name, and a count beside it (in parallel on a pool).
 */
export async function excursionPageRows(
  db: Executor,
  where: SQL | undefined,
  paging: Paging,
  order: ExcursionOrder = 'name',
  lang: CatalogLang = 'en',
) {
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(excursions).where(where),
    db
      .select()
      .from(excursions)
      .where(where)
      .orderBy(...orderBy(order, lang))
      .limit(paging.pageSize)
      .offset(offsetOf(paging)),
  ]);
  return { rows, total };
}

/** Excursions by id, in any order (a page's rows, once its ids are known). */
const excursionsById = prepared((db) =>
  db
    .select()
    .from(excursions)
    .where(sql`${excursions.id} = any(${sql.placeholder('ids')})`)
    .prepare('catalog_excursions_by_id'),
);

/** The catalog version a page is read for, and the process's ordered ids for it. */
export interface ExcursionOrders {
  version: number;
  ids: OrderedIds;
}

/**
 * One page of the public excursions that match. With `orders`, the matches' ids in page order
 * are read once per catalog version and filter, and a page reads only its own rows: a page near
 * the end of 100,000 excursions costs what the first one does.
 */
export async function listExcursions(
  db: Executor,
  filter: ExcursionFilter,
  paging: Paging,
  order: ExcursionOrder = 'name',
  orders?: ExcursionOrders,
): Promise<Paged<Excursion>> {
  const where = matching(filter);
  const lang = filter.lang ?? 'en';
  const inLang = (row: ExcursionRow) => toExcursion(row, lang);
  if (!orders) {
    const { rows, total } = await excursionPageRows(db, where, paging, order, lang);
    return page(rows.map(inLang), paging, total);
  }
  // Each language has its own ids: French pages sort by the French names, and a French search
  // matches more names than an English one.
  const key = JSON.stringify([
    filter.destinationId,
    filter.excursionTypeId,
    filter.name?.trim(),
    order,
    lang,
  ]);
  const ids = await orders.ids.list(orders.version, key, async () => {
    const rows = await db
      .select({ id: excursions.id })
      .from(excursions)
      .where(where)
      .orderBy(...orderBy(order, lang));
    return rows.map((row) => row.id);
  });
  const offset = offsetOf(paging);
  const pageIds = Array.from(ids.subarray(offset, offset + paging.pageSize));
  const rows = pageIds.length ? await excursionsById(db).execute({ ids: pageIds }) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const inOrder = pageIds.flatMap((id) => byId.get(id) ?? []);
  return page(inOrder.map(inLang), paging, ids.length);
}

const publicExcursion = prepared((db) =>
  db
    .select()
    .from(excursions)
    .where(and(eq(excursions.id, sql.placeholder('id')), isPublicExcursion))
    .limit(1)
    .prepare('catalog_excursion'),
);

export async function findExcursion(
  db: Executor,
  id: number,
  lang: CatalogLang = 'en',
): Promise<Excursion | undefined> {
  const [row] = await publicExcursion(db).execute({ id });
  return row && toExcursion(row, lang);
}
