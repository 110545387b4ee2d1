import { Type, type Static } from '@sinclair/typebox';
import { CATALOG_LIMITS } from '@/contract/catalogLimits';
import { TEXT_LIMITS } from '@/contract/limits';
import { RowId, Text } from './operatorCatalog';

/**
 * The special-interest programme the website loads from the server (Students) under
 * /api/operator/programmes: its country records, each with a description and its excursions.
 */

/** At most this many countries, and excursions a country. */
export const PROGRAMME_LIMITS = { countries: 30, excursions: 30 } as const;

/** An excursion of a country record, as staff pick it. */
export const ProgrammeExcursion = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  countryName: Type.String(),
  published: Type.Boolean({ description: 'Unpublished ones are left out of the public record' }),
});
export type ProgrammeExcursion = Static<typeof ProgrammeExcursion>;

/** A country record as staff see it, in the order the public page shows them. */
export const StaffProgramme = Type.Object({
  id: Type.Integer(),
  countryName: Type.String(),
  description: Type.String(),
  excursions: Type.Array(ProgrammeExcursion),
});
export type StaffProgramme = Static<typeof StaffProgramme>;

export const StaffProgrammes = Type.Object({
  category: Type.String({ description: 'The category the records belong to: Students' }),
  programmes: Type.Array(StaffProgramme),
});
export type StaffProgrammes = Static<typeof StaffProgrammes>;

/** One country record of an edit: its excursions by id, in the order shown. */
export const ProgrammeInput = Type.Object({
  countryName: Text(TEXT_LIMITS.country),
  description: Text(CATALOG_LIMITS.text),
  excursionIds: Type.Array(RowId, { maxItems: PROGRAMME_LIMITS.excursions, uniqueItems: true }),
  id: Type.Optional(Type.Unknown({ description: 'Ignored: records are matched by country' })),
});
export type ProgrammeInput = Static<typeof ProgrammeInput>;

/**
 * The body of an edit: every country record, in the order the public page shows them. A
 * country left out is taken out of the programme; a new one is added.
 */
export const ProgrammesInput = Type.Object({
  programmes: Type.Array(ProgrammeInput, { maxItems: PROGRAMME_LIMITS.countries }),
});
export type ProgrammesInput = Static<typeof ProgrammesInput>;
