import { and, asc, count, eq, ilike, inArray, ne, or } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { destinations, excursions } from '../../db/schema';
import { offsetOf, page, type Paging } from '../../lib/paging';
import { catalogChanged } from '../catalog/version';
import { containsPattern } from '../catalog/excursions';
import type { StaffMember } from '../staff/sessions';
import { recordAudit } from './audit';
import { altsOf } from './excursions';
import { frenchFields } from './french';
import type { ChangeOutcome } from './outcome';
import { DESTINATION_EDIT_MESSAGES } from '@/contract/serverMessages';
import type { Paged } from '@/contract/wire/envelope';
import type {
  DestinationInput,
  StaffDestination,
  StaffDestinationsQuery,
} from '@/contract/wire/operatorDestinations';

type DestinationRow = typeof destinations.$inferSelect;
type Stored = Omit<typeof destinations.$inferInsert, 'id' | 'published'>;

const M = DESTINATION_EDIT_MESSAGES;

/** How many published excursions each of the destinations has. */
async function publishedExcursionCounts(db: Executor, ids: number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ destinationId: excursions.destinationId, n: count() })
    .from(excursions)
    .where(and(inArray(excursions.destinationId, ids), eq(excursions.published, true)))
    .groupBy(excursions.destinationId);
  return new Map(rows.map((row) => [row.destinationId, row.n]));
}

const toStaffDestination = (
  row: DestinationRow,
  publishedExcursions: number,
): StaffDestination => ({
  ...row,
  nameFr: row.nameFr ?? '',
  aboutFr: row.aboutFr ?? '',
  languageFr: row.languageFr ?? '',
  currencyFr: row.currencyFr ?? '',
  visaRequirementsFr: row.visaRequirementsFr ?? '',
  publishedExcursions,
});

/** A page of every destination, published or not, by name: the console's list. */
export async function listStaffDestinations(
  db: Executor,
  query: StaffDestinationsQuery,
  paging: Paging,
): Promise<Paged<StaffDestination>> {
  const q = query.q?.trim();
  const where = and(
    q
      ? or(
          ilike(destinations.name, containsPattern(q)),
          ilike(destinations.countryName, containsPattern(q)),
        )
      : undefined,
    query.published === undefined ? undefined : eq(destinations.published, query.published),
  );
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(destinations).where(where),
    db
      .select()
      .from(destinations)
      .where(where)
      .orderBy(asc(destinations.name), asc(destinations.id))
      .limit(paging.pageSize)
      .offset(offsetOf(paging)),
  ]);
  const counts = await publishedExcursionCounts(
    db,
    rows.map((row) => row.id),
  );
  return page(
    rows.map((row) => toStaffDestination(row, counts.get(row.id) ?? 0)),
    paging,
    total,
  );
}

export async function findStaffDestination(db: Executor, id: number) {
  const [row] = await db.select().from(destinations).where(eq(destinations.id, id));
  if (!row) return undefined;
  const counts = await publishedExcursionCounts(db, [id]);
  return toStaffDestination(row, counts.get(id) ?? 0);
}

/** A refusal names the field, as a 400 with `errors` does. */
export type DestinationSaveOutcome =
  | { saved: StaffDestination }
  | { invalid: { field: keyof DestinationInput; message: string } }
  | { notFound: true };

/** What is stored from a body: the fields staff set, trimmed. */
function storedFields(input: DestinationInput): Stored {
  return {
    name: input.name.trim(),
    capital: input.capital.trim(),
    about: input.about.trim(),
    location: input.location.trim(),
    latitude: input.latitude,
    longitude: input.longitude,
    countryName: input.countryName.trim(),
    language: input.language.trim(),
    currency: input.currency.trim(),
    visaRequirements: input.visaRequirements.trim(),
    ...frenchFields(input, ['nameFr', 'aboutFr', 'languageFr', 'currencyFr', 'visaRequirementsFr']),
    rating: input.rating,
    coverImageUrl: input.coverImageUrl,
    gallery: input.gallery,
    imageAlts: altsOf(input),
  };
}

/** A name is the destination's own: two destinations of one name would be one on the site. */
async function nameTaken(tx: Executor, name: string, except?: number) {
  const [row] = await tx
    .select({ id: destinations.id })
    .from(destinations)
    .where(
      and(
        ilike(
          destinations.name,
          name.replace(/[\\%_]/g, (char) => `\\${char}`),
        ),
        except === undefined ? undefined : ne(destinations.id, except),
      ),
    )
    .limit(1);
  return row !== undefined;
}

const blank = (fields: Stored): DestinationSaveOutcome | undefined => {
  for (const field of ['name', 'capital', 'about', 'location', 'countryName'] as const) {
    if (!fields[field]) return { invalid: { field, message: M.required } };
  }
  return undefined;
};

/** A new destination, unpublished until staff publish it; audited, and the catalog moves on. */
export async function createDestination(
  db: Database,
  who: StaffMember,
  input: DestinationInput,
): Promise<DestinationSaveOutcome> {
  const fields = storedFields(input);
  const empty = blank(fields);
  if (empty) return empty;
  return db.transaction(async (tx): Promise<DestinationSaveOutcome> => {
    if (await nameTaken(tx, fields.name)) {
      return { invalid: { field: 'name', message: M.nameTaken } };
    }
    const [row] = await tx
      .insert(destinations)
      .values({ ...fields, published: false })
      .returning();
    await recordAudit(tx, who, {
      action: 'destination.create',
      subjectKind: 'destination',
      subjectId: row.id,
      after: fields,
    });
    await catalogChanged(tx);
    return { saved: toStaffDestination(row, 0) };
  });
}

/** The fields an edit changed, before and after, for the audit row. */
function changedFields(before: DestinationRow, after: Stored) {
  const keys = (Object.keys(after) as Array<keyof Stored>).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}

/**
 * An edit: every field again; published or not stays as it was. Its excursions take a new
 * country name with it, since an excursion's country is its destination's.
 */
export async function updateDestination(
  db: Database,
  who: StaffMember,
  id: number,
  input: DestinationInput,
): Promise<DestinationSaveOutcome> {
  const fields = storedFields(input);
  const empty = blank(fields);
  if (empty) return empty;
  return db.transaction(async (tx): Promise<DestinationSaveOutcome> => {
    const [before] = await tx
      .select()
      .from(destinations)
      .where(eq(destinations.id, id))
      .for('update');
    if (!before) return { notFound: true };
    if (await nameTaken(tx, fields.name, id)) {
      return { invalid: { field: 'name', message: M.nameTaken } };
    }
    const [row] = await tx
      .update(destinations)
      .set(fields)
      .where(eq(destinations.id, id))
      .returning();
    if (before.countryName !== fields.countryName) {
      await tx
        .update(excursions)
        .set({ countryName: fields.countryName })
        .where(eq(excursions.destinationId, id));
    }
    await recordAudit(tx, who, {
      action: 'destination.edit',
      subjectKind: 'destination',
      subjectId: id,
      ...changedFields(before, fields),
    });
    await catalogChanged(tx);
    const counts = await publishedExcursionCounts(tx, [id]);
    return { saved: toStaffDestination(row, counts.get(id) ?? 0) };
  });
}

export async function publishDestination(
  db: Database,
  who: StaffMember,
  id: number,
): Promise<ChangeOutcome> {
  return db.transaction(async (tx): Promise<ChangeOutcome> => {
    const [row] = await tx
      .select({ published: destinations.published })
      .from(destinations)
      .where(eq(destinations.id, id))
      .for('update');
    if (!row) return { notFound: true };
    if (row.published) return { refused: M.alreadyPublished };
    await tx.update(destinations).set({ published: true }).where(eq(destinations.id, id));
    await recordAudit(tx, who, {
      action: 'destination.publish',
      subjectKind: 'destination',
      subjectId: id,
      before: { published: false },
      after: { published: true },
    });
    await catalogChanged(tx);
    return { changed: true };
  });
}

/**
 * Unpublish: the destination leaves the public site. Its published excursions would be left
 * pointing at a page that is gone, so staff must say what happens to them: without
 * `unpublishExcursions` the change is refused with how many there are; with it, each leaves the
 * site in the same transaction, with an audit row of its own.
 */
export async function unpublishDestination(
  db: Database,
  who: StaffMember,
  id: number,
  unpublishExcursions: boolean,
): Promise<ChangeOutcome> {
  return db.transaction(async (tx): Promise<ChangeOutcome> => {
    const [row] = await tx
      .select({ published: destinations.published })
      .from(destinations)
      .where(eq(destinations.id, id))
      .for('update');
    if (!row) return { notFound: true };
    if (!row.published) return { refused: M.alreadyUnpublished };
    const published = await tx
      .select({ id: excursions.id })
      .from(excursions)
      .where(and(eq(excursions.destinationId, id), eq(excursions.published, true)))
      .orderBy(asc(excursions.id))
      .for('update');
    if (published.length > 0 && !unpublishExcursions) {
      return { refused: M.hasPublishedExcursions(published.length) };
    }
    await tx.update(destinations).set({ published: false }).where(eq(destinations.id, id));
    await recordAudit(tx, who, {
      action: 'destination.unpublish',
      subjectKind: 'destination',
      subjectId: id,
      before: { published: true },
      after: { published: false, excursionsUnpublished: published.length },
    });
    if (published.length > 0) {
      const ids = published.map((excursion) => excursion.id);
      await tx.update(excursions).set({ published: false }).where(inArray(excursions.id, ids));
      for (const excursionId of ids) {
        await recordAudit(tx, who, {
          action: 'excursion.unpublish',
          subjectKind: 'excursion',
          subjectId: excursionId,
          before: { published: true },
          after: { published: false, withDestination: id },
        });
      }
    }
    await catalogChanged(tx);
    return { changed: true };
  });
}
