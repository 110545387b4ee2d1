import { and, eq, ilike } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { destinations, excursions, excursionTypes } from '../../db/schema';
import { page, type Paging } from '../../lib/paging';
import { catalogChanged } from '../catalog/version';
import { containsPattern, excursionPageRows, toExcursion } from '../catalog/excursions';
import type { StaffMember } from '../staff/sessions';
import { recordAudit } from './audit';
import { frenchFields } from './french';
import type { ChangeOutcome } from './outcome';
import { CATALOG_EDIT_MESSAGES } from '@/contract/serverMessages';
import type { Paged } from '@/contract/wire/envelope';
import type {
  ExcursionInput,
  StaffExcursion,
  StaffExcursionsQuery,
} from '@/contract/wire/operatorCatalog';

type ExcursionRow = typeof excursions.$inferSelect;
type Stored = typeof excursions.$inferInsert;

const toStaffExcursion = (row: ExcursionRow): StaffExcursion => ({
  ...toExcursion(row),
  nameFr: row.nameFr ?? '',
  descriptionFr: row.descriptionFr ?? '',
  locationFr: row.locationFr ?? '',
  imageAlts: row.imageAlts,
  published: row.published,
  specialOffer: row.specialOffer,
  specialOfferOrder: row.specialOfferOrder,
});

/** A page of every excursion, published or not, by name: the console's catalog list. */
export async function listStaffExcursions(
  db: Executor,
  query: StaffExcursionsQuery,
  paging: Paging,
): Promise<Paged<StaffExcursion>> {
  const q = query.q?.trim();
  const where = and(
    q ? ilike(excursions.name, containsPattern(q)) : undefined,
    query.published === undefined ? undefined : eq(excursions.published, query.published),
  );
  const { rows, total } = await excursionPageRows(db, where, paging);
  return page(rows.map(toStaffExcursion), paging, total);
}

export async function findStaffExcursion(db: Executor, id: number) {
  const [row] = await db.select().from(excursions).where(eq(excursions.id, id));
  return row && toStaffExcursion(row);
}

/** A refusal names the field, as a 400 with `errors` does. */
export type SaveOutcome =
  | { saved: StaffExcursion }
  | { invalid: { field: keyof ExcursionInput; message: string } }
  | { notFound: true };

/** What is stored from a body: the fields staff set; the country comes from the destination. */
async function storedFields(
  tx: Executor,
  input: ExcursionInput,
): Promise<Stored | Extract<SaveOutcome, { invalid: unknown }>> {
  const [place] = await tx
    .select({ countryName: destinations.countryName })
    .from(destinations)
    .where(eq(destinations.id, input.destinationId));
  if (!place) {
    return {
      invalid: { field: 'destinationId', message: CATALOG_EDIT_MESSAGES.unknownDestination },
    };
  }
  const [type] = await tx
    .select({ id: excursionTypes.id })
    .from(excursionTypes)
    .where(eq(excursionTypes.id, input.excursionTypeId));
  if (!type) {
    return {
      invalid: { field: 'excursionTypeId', message: CATALOG_EDIT_MESSAGES.unknownExcursionType },
    };
  }
  const { name, description, location } = input;
  return {
    name: name.trim(),
    description: description.trim(),
    ...frenchFields(input, ['nameFr', 'descriptionFr', 'locationFr']),
    location: location.trim(),
    coverImageUrl: input.coverImageUrl,
    gallery: input.gallery,
    imageAlts: altsOf(input),
    rating: input.rating,
    latitude: input.latitude,
    longitude: input.longitude,
    duration: input.duration,
    durationHours: input.durationHours,
    numberOfPeople: input.numberOfPeople,
    food: input.food,
    drinks: input.drinks,
    tourStartDate: input.tourStartDate,
    max: input.max,
    destinationId: input.destinationId,
    excursionTypeId: input.excursionTypeId,
    specialOffer: input.specialOffer,
    specialOfferOrder: input.specialOfferOrder,
    countryName: place.countryName,
  };
}

/** The alt texts of the photos the record shows, trimmed; one left blank is not kept. */
export function altsOf(input: Pick<ExcursionInput, 'coverImageUrl' | 'gallery' | 'imageAlts'>) {
  const shown = new Set([input.coverImageUrl, ...input.gallery]);
  return Object.fromEntries(
    Object.entries(input.imageAlts ?? {})
      .map(([path, alt]) => [path, alt.trim()] as const)
      .filter(([path, alt]) => shown.has(path) && alt !== ''),
  );
}

/** A new excursion, unpublished until staff publish it; audited, and the catalog moves on. */
export async function createExcursion(
  db: Database,
  who: StaffMember,
  input: ExcursionInput,
): Promise<SaveOutcome> {
  return db.transaction(async (tx): Promise<SaveOutcome> => {
    const fields = await storedFields(tx, input);
    if ('invalid' in fields) return fields;
    const [row] = await tx
      .insert(excursions)
      .values({ ...fields, published: false })
      .returning();
    await recordAudit(tx, who, {
      action: 'excursion.create',
      subjectKind: 'excursion',
      subjectId: row.id,
      after: fields,
    });
    await catalogChanged(tx);
    return { saved: toStaffExcursion(row) };
  });
}

/** The fields an edit changed, before and after, for the audit row. */
function changedFields(before: ExcursionRow, after: Stored) {
  const keys = (Object.keys(after) as Array<keyof Stored>).filter(
    (key) => JSON.stringify(before[key as keyof ExcursionRow]) !== JSON.stringify(after[key]),
  );
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key as keyof ExcursionRow]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}

/** An edit: every field again; published or not stays as it was. */
export async function updateExcursion(
  db: Database,
  who: StaffMember,
  id: number,
  input: ExcursionInput,
): Promise<SaveOutcome> {
  return db.transaction(async (tx): Promise<SaveOutcome> => {
    const [before] = await tx.select().from(excursions).where(eq(excursions.id, id)).for('update');
    if (!before) return { notFound: true };
    const fields = await storedFields(tx, input);
    if ('invalid' in fields) return fields;
    const [row] = await tx.update(excursions).set(fields).where(eq(excursions.id, id)).returning();
    await recordAudit(tx, who, {
      action: 'excursion.edit',
      subjectKind: 'excursion',
      subjectId: id,
      ...changedFields(before, fields),
    });
    await catalogChanged(tx);
    return { saved: toStaffExcursion(row) };
  });
}

/** Publish or unpublish: the public lists, pages and calls follow on the next request. */
export async function setExcursionPublished(
  db: Database,
  who: StaffMember,
  id: number,
  published: boolean,
): Promise<ChangeOutcome> {
  return db.transaction(async (tx): Promise<ChangeOutcome> => {
    const [row] = await tx
      .select({ published: excursions.published })
      .from(excursions)
      .where(eq(excursions.id, id))
      .for('update');
    if (!row) return { notFound: true };
    if (row.published === published) {
      return {
        refused: published
          ? CATALOG_EDIT_MESSAGES.alreadyPublished
          : CATALOG_EDIT_MESSAGES.alreadyUnpublished,
      };
    }
    await tx.update(excursions).set({ published }).where(eq(excursions.id, id));
    await recordAudit(tx, who, {
      action: published ? 'excursion.publish' : 'excursion.unpublish',
      subjectKind: 'excursion',
      subjectId: id,
      before: { published: row.published },
      after: { published },
    });
    await catalogChanged(tx);
    return { changed: true };
  });
}
