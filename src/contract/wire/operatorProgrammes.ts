import { Type, type Static } from '@sinclair/typebox';
import { CATALOG_LIMITS } from '@/contract/catalogLimits';
import { TEXT_LIMITS } from '@/contract/limits';
import { SpecialPageCategory } from './catalog';
import { FrenchText, ImagePath, RowId, StaffFrench, Text } from './operatorCatalog';

/**
 * The special-interest programme the website loads from the server (Students) under
 * /api/operator/programmes: its country records, each with a description and its excursions.
 */

/** At most this many countries, and excursions a country. */
export const PROGRAMME_LIMITS = {
  countries: 30,
  excursions: 30,
  paragraphs: 10,
  itineraries: 10,
  days: 30,
  activities: 20,
} as const;

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
  descriptionFr: StaffFrench,
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
  descriptionFr: FrenchText(CATALOG_LIMITS.text),
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

/** A country entry of another category, as staff edit it. */
export const SpecialEntryInput = Type.Object({
  countryName: Text(TEXT_LIMITS.country),
  title: Text(CATALOG_LIMITS.name),
  description: Text(CATALOG_LIMITS.text),
  titleFr: FrenchText(CATALOG_LIMITS.name),
  descriptionFr: FrenchText(CATALOG_LIMITS.text),
  image: Type.Union([ImagePath, Type.Null()]),
});
export type SpecialEntryInput = Static<typeof SpecialEntryInput>;

/** A day of an itinerary: numbered by its place in the list. */
export const ItineraryDayInput = Type.Object({
  title: Text(CATALOG_LIMITS.name),
  activities: Type.Array(Text(CATALOG_LIMITS.text), {
    minItems: 1,
    maxItems: PROGRAMME_LIMITS.activities,
  }),
});
export type ItineraryDayInput = Static<typeof ItineraryDayInput>;

/** The French of a day: left blank, the French pages show the English. */
export const ItineraryDayFrench = Type.Object({
  title: Type.String({ maxLength: CATALOG_LIMITS.name }),
  activities: Type.Array(Type.String({ maxLength: CATALOG_LIMITS.text }), {
    maxItems: PROGRAMME_LIMITS.activities,
  }),
});
export type ItineraryDayFrench = Static<typeof ItineraryDayFrench>;

export const ItineraryInput = Type.Object({
  title: Text(CATALOG_LIMITS.name),
  summary: Text(CATALOG_LIMITS.text),
  days: Type.Array(ItineraryDayInput, { minItems: 1, maxItems: PROGRAMME_LIMITS.days }),
  titleFr: FrenchText(CATALOG_LIMITS.name),
  summaryFr: FrenchText(CATALOG_LIMITS.text),
  daysFr: Type.Optional(
    Type.Array(ItineraryDayFrench, {
      maxItems: PROGRAMME_LIMITS.days,
      description:
        'The French of the days, one for each day in their order; French for another number of days is dropped, and the French pages show the English days',
    }),
  ),
});
export type ItineraryInput = Static<typeof ItineraryInput>;

/**
 * The body of an edit of a category page other than Students, whole: the services text as
 * paragraphs, the picture beside it with its alt text, the country entries in order, and the
 * itineraries in order with their lead. Whatever is left out is taken out.
 */
export const SpecialPageInput = Type.Object({
  services: Type.Array(Text(CATALOG_LIMITS.text), { maxItems: PROGRAMME_LIMITS.paragraphs }),
  galleryImage: Type.Union([ImagePath, Type.Null()]),
  galleryAlt: Type.String({ maxLength: CATALOG_LIMITS.altText }),
  entries: Type.Array(SpecialEntryInput, { maxItems: PROGRAMME_LIMITS.countries }),
  itinerariesIntro: Type.String({ maxLength: CATALOG_LIMITS.text }),
  itineraries: Type.Array(ItineraryInput, { maxItems: PROGRAMME_LIMITS.itineraries }),
  servicesFr: Type.Optional(
    Type.Array(Type.String({ maxLength: CATALOG_LIMITS.text }), {
      maxItems: PROGRAMME_LIMITS.paragraphs,
      description: 'The French paragraphs; none: the French pages show the English',
    }),
  ),
  galleryAltFr: FrenchText(CATALOG_LIMITS.altText),
  itinerariesIntroFr: FrenchText(CATALOG_LIMITS.text),
});
export type SpecialPageInput = Static<typeof SpecialPageInput>;

/** A category page as staff edit it: the body of an edit, with its category. */
export const StaffSpecialPage = Type.Composite([
  Type.Object({ category: SpecialPageCategory }),
  SpecialPageInput,
]);
export type StaffSpecialPage = Static<typeof StaffSpecialPage>;
