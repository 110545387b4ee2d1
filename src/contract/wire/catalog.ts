import { Type, type Static } from '@sinclair/typebox';
import { DEFAULT_PAGE_SIZE, pageFields } from '@/contract/wire/paging';
import { EXCURSION_TYPE_NAMES } from '@/contract/limits';
import { BookingRules, ExcursionPricing } from '@/contract/wire/departures';

/** The catalogue: excursion types, destinations, excursions and the Students programme. */

const ImagePath = Type.String({ description: 'Stored as /home/images/<folder>/<file>' });
const MapPlace = Type.String({ description: 'A place name a map can search' });
/**
 * A photo's alt text by its stored path. Written as `additionalProperties` (OpenAPI 3.0 has no
 * `patternProperties`); optional, so an answer without it still reads and the pages then say
 * what they said before.
 */
export const ImageAlts = (limits: { maxLength?: number; maxProperties?: number } = {}) =>
  Type.Unsafe<Record<string, string>>({
    type: 'object',
    additionalProperties: {
      type: 'string',
      ...(limits.maxLength ? { maxLength: limits.maxLength } : {}),
    },
    ...(limits.maxProperties ? { maxProperties: limits.maxProperties } : {}),
    description:
      "A photo's alt text by its stored path; a photo without one is described by the page",
  });

/**
 * The language of a catalog read's texts: `fr` answers the operator's French where there is one
 * and the English otherwise, in the same shape.
 */
export const CatalogLang = Type.Optional(
  Type.Union([Type.Literal('en'), Type.Literal('fr')], {
    default: 'en',
    description:
      "en; or fr: the operator's French texts where there are some, the English otherwise",
  }),
);
export type CatalogLang = NonNullable<Static<typeof CatalogLang>>;

/** The query of a catalog read that takes nothing but its language. */
export const CatalogLangQuery = Type.Object({ lang: CatalogLang });
export type CatalogLangQuery = Static<typeof CatalogLangQuery>;

export const ExcursionType = Type.Object({
  id: Type.Integer(),
  /** The type's key: its stored English name (addresses and programmes name it so). */
  name: Type.String(),
  label: Type.Optional(Type.String({ description: 'The name in the asked language (`lang`)' })),
});
export type ExcursionType = Static<typeof ExcursionType>;

export const Destination = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  capital: Type.String(),
  about: Type.String(),
  location: MapPlace,
  latitude: Type.Number(),
  longitude: Type.Number(),
  coverImageUrl: ImagePath,
  gallery: Type.Array(ImagePath),
  imageAlts: Type.Optional(ImageAlts()),
  rating: Type.Number(),
  countryName: Type.String(),
  language: Type.String(),
  currency: Type.String(),
  visaRequirements: Type.String(),
});
export type Destination = Static<typeof Destination>;

export const Excursion = Type.Object({
  id: Type.Integer(),
  _id: Type.String({ description: 'The id again, as a string' }),
  name: Type.String(),
  description: Type.String(),
  coverImageUrl: ImagePath,
  gallery: Type.Array(ImagePath),
  imageAlts: Type.Optional(ImageAlts()),
  rating: Type.Number(),
  countryName: Type.String(),
  location: MapPlace,
  latitude: Type.Number(),
  longitude: Type.Number(),
  duration: Type.Integer({ minimum: 1, description: 'Days' }),
  durationHours: Type.Number({ description: 'Length of a day trip, for cards' }),
  numberOfPeople: Type.Integer(),
  food: Type.Boolean(),
  drinks: Type.Boolean(),
  tourStartDate: Type.String({ format: 'date' }),
  max: Type.Integer({ description: 'Group size' }),
  destinationId: Type.Integer(),
  excursionTypeId: Type.Integer(),
  pricing: Type.Optional(ExcursionPricing),
  bookingRules: Type.Optional(BookingRules),
});
export type Excursion = Static<typeof Excursion>;

/** A country entry of a special-interest programme (Students), with its excursions by name. */
export const CountryProgramme = Type.Object({
  countryName: Type.String(),
  description: Type.String(),
  excursions: Type.Array(Excursion),
});
export type CountryProgramme = Static<typeof CountryProgramme>;

/** The Students programme, as `GET excursions/specialinterest` sends it. */
export const CountryProgrammes = Type.Object({ results: Type.Array(CountryProgramme) });
export type CountryProgrammes = Static<typeof CountryProgrammes>;

/** The categories whose page content other than Students' country records the server keeps. */
export const SPECIAL_PAGE_CATEGORIES = EXCURSION_TYPE_NAMES.filter(
  (name): name is Exclude<(typeof EXCURSION_TYPE_NAMES)[number], 'Students'> => name !== 'Students',
);

export const SpecialPageCategory = Type.Union(
  SPECIAL_PAGE_CATEGORIES.map((name) => Type.Literal(name)),
  { description: 'A special-interest category other than Students' },
);

export const SpecialPageParams = Type.Object({ category: SpecialPageCategory });
export type SpecialPageParams = Static<typeof SpecialPageParams>;

/** A country entry of a category page: its heading, text and picture. */
export const SpecialEntry = Type.Object({
  countryName: Type.String(),
  title: Type.String(),
  description: Type.String(),
  image: Type.Optional(Type.String({ description: 'A stored picture path' })),
});
export type SpecialEntry = Static<typeof SpecialEntry>;

export const ItineraryDay = Type.Object({
  day: Type.Integer({ minimum: 1 }),
  title: Type.String(),
  activities: Type.Array(Type.String()),
});
export type ItineraryDay = Static<typeof ItineraryDay>;

/** A day-by-day programme of a category (the birding itineraries of Nature Groups). */
export const Itinerary = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  summary: Type.String(),
  days: Type.Array(ItineraryDay),
});
export type Itinerary = Static<typeof Itinerary>;

/**
 * What a category page shows besides its lead, as `GET excursions/specialinterest/{category}`
 * sends it: the services text as paragraphs and the picture beside it (Cruises, Religious
 * Groups), the country entries in order, and the itineraries with their lead (Nature Groups).
 */
export const SpecialPage = Type.Object({
  category: Type.String(),
  services: Type.Array(Type.String()),
  gallery: Type.Optional(Type.Object({ image: Type.String(), alt: Type.String() })),
  entries: Type.Array(SpecialEntry),
  itinerariesIntro: Type.String(),
  itineraries: Type.Array(Itinerary),
});
export type SpecialPage = Static<typeof SpecialPage>;

/**
 * The query of every excursion list (all, by destination, by destination and type). Every field
 * may be left out: the server fills in the defaults, so none is required.
 */
export const ExcursionListQuery = Type.Object({
  SortColumn: Type.Optional(
    Type.Union([Type.Literal('name'), Type.Literal('specialOffer')], {
      default: 'name',
      description:
        "name; or specialOffer: the operator's special offers first in their order, then by name (the home page)",
    }),
  ),
  ...pageFields(DEFAULT_PAGE_SIZE),
  name: Type.Optional(
    Type.String({
      maxLength: 100,
      default: '',
      description:
        'Part of the name, any case (for fr, of the English or the French name); empty for all',
    }),
  ),
  lang: CatalogLang,
});
export type ExcursionListQuery = Static<typeof ExcursionListQuery>;

/**
 * Which excursion list to ask for: no destination means all excursions, a destination narrows
 * them, and an excursion type ('all' or none means any) narrows them again.
 */
export type ExcursionSearch = ExcursionListQuery & {
  destinationId?: number | null;
  categoryId?: number | 'all' | null;
};
