import { asc, eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { excursions, specialInterestExcursions, specialInterestProgrammes } from '../../db/schema';
import { catalogChanged } from '../catalog/version';
import { STUDENTS_CATEGORY } from '../catalog/specialInterest';
import type { StaffMember } from '../staff/sessions';
import { recordAudit } from './audit';
import { frenchFields } from './french';
import { PROGRAMME_EDIT_MESSAGES } from '@/contract/serverMessages';
import type {
  ProgrammesInput,
  StaffProgramme,
  StaffProgrammes,
} from '@/contract/wire/operatorProgrammes';

const M = PROGRAMME_EDIT_MESSAGES;

/** The Students programme's country records in their order, each with its excursions by name. */
export async function staffProgrammes(db: Executor): Promise<StaffProgrammes> {
  const rows = await db
    .select()
    .from(specialInterestProgrammes)
    .where(eq(specialInterestProgrammes.category, STUDENTS_CATEGORY))
    .orderBy(asc(specialInterestProgrammes.position), asc(specialInterestProgrammes.countryName));
  const links =
    rows.length === 0
      ? []
      : await db
          .select({
            programmeId: specialInterestExcursions.programmeId,
            id: excursions.id,
            name: excursions.name,
            countryName: excursions.countryName,
            published: excursions.published,
          })
          .from(specialInterestExcursions)
          .innerJoin(excursions, eq(excursions.id, specialInterestExcursions.excursionId))
          .where(
            inArray(
              specialInterestExcursions.programmeId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(excursions.name), asc(excursions.id));
  const programmes: StaffProgramme[] = rows.map((row) => ({
    id: row.id,
    countryName: row.countryName,
    description: row.description,
    descriptionFr: row.descriptionFr ?? '',
    excursions: links
      .filter((link) => link.programmeId === row.id)
      .map(({ id, name, countryName, published }) => ({ id, name, countryName, published })),
  }));
  return { category: STUDENTS_CATEGORY, programmes };
}

export type ProgrammesOutcome =
  { saved: StaffProgrammes } | { invalid: { field: string; message: string } };

/** What the audit keeps of the programme: each country's descriptions and excursion ids. */
const auditShape = (programmes: StaffProgrammes) =>
  programmes.programmes.map((p) => ({
    countryName: p.countryName,
    description: p.description,
    descriptionFr: p.descriptionFr,
    excursionIds: p.excursions.map((e) => e.id),
  }));

/**
 * An edit of the whole programme: the country records in their new order, each with its
 * description and excursions. A record is matched by its country, so its id stays; a country
 * left out is taken out. One audit row holds the programme before and after.
 */
export async function saveProgrammes(
  db: Database,
  who: StaffMember,
  input: ProgrammesInput,
): Promise<ProgrammesOutcome> {
  const entries = input.programmes.map((entry) => ({
    countryName: entry.countryName.trim(),
    description: entry.description.trim(),
    french: frenchFields(entry, ['descriptionFr']),
    excursionIds: entry.excursionIds,
  }));
  const seen = new Set<string>();
  for (const [index, entry] of entries.entries()) {
    if (!entry.countryName) {
      return { invalid: { field: `programmes.${index}.countryName`, message: M.required } };
    }
    if (!entry.description) {
      return { invalid: { field: `programmes.${index}.description`, message: M.required } };
    }
    const key = entry.countryName.toLowerCase();
    if (seen.has(key)) {
      return { invalid: { field: `programmes.${index}.countryName`, message: M.countryTwice } };
    }
    seen.add(key);
  }
  return db.transaction(async (tx): Promise<ProgrammesOutcome> => {
    const wanted = [...new Set(entries.flatMap((entry) => entry.excursionIds))];
    const known = new Set(
      wanted.length === 0
        ? []
        : (
            await tx
              .select({ id: excursions.id })
              .from(excursions)
              .where(inArray(excursions.id, wanted))
          ).map((row) => row.id),
    );
    for (const [index, entry] of entries.entries()) {
      if (entry.excursionIds.some((id) => !known.has(id))) {
        return {
          invalid: { field: `programmes.${index}.excursionIds`, message: M.unknownExcursion },
        };
      }
    }
    const before = await staffProgrammes(tx);
    const existing = new Map(
      before.programmes.map((p) => [p.countryName.toLowerCase(), p.id] as const),
    );
    const keep = new Set<number>();
    for (const [position, entry] of entries.entries()) {
      let id = existing.get(entry.countryName.toLowerCase());
      if (id === undefined) {
        const [row] = await tx
          .insert(specialInterestProgrammes)
          .values({
            category: STUDENTS_CATEGORY,
            position,
            countryName: entry.countryName,
            description: entry.description,
            ...entry.french,
          })
          .returning({ id: specialInterestProgrammes.id });
        id = row.id;
      } else {
        await tx
          .update(specialInterestProgrammes)
          .set({
            position,
            countryName: entry.countryName,
            description: entry.description,
            ...entry.french,
          })
          .where(eq(specialInterestProgrammes.id, id));
        await tx
          .delete(specialInterestExcursions)
          .where(eq(specialInterestExcursions.programmeId, id));
      }
      keep.add(id);
      if (entry.excursionIds.length > 0) {
        const programmeId = id;
        await tx
          .insert(specialInterestExcursions)
          .values(entry.excursionIds.map((excursionId) => ({ programmeId, excursionId })));
      }
    }
    const gone = before.programmes.map((p) => p.id).filter((id) => !keep.has(id));
    if (gone.length > 0) {
      await tx.delete(specialInterestProgrammes).where(inArray(specialInterestProgrammes.id, gone));
    }
    const after = await staffProgrammes(tx);
    await recordAudit(tx, who, {
      action: 'programme.edit',
      subjectKind: 'programme',
      subjectId: null,
      before: { category: STUDENTS_CATEGORY, programmes: auditShape(before) },
      after: { category: STUDENTS_CATEGORY, programmes: auditShape(after) },
    });
    await catalogChanged(tx);
    return { saved: after };
  });
}
