import { Type, type Static } from '@sinclair/typebox';
import { CATALOG_LIMITS } from '@/contract/catalogLimits';
import { TEXT_LIMITS } from '@/contract/limits';
import { Excursion, ImageAlts } from './catalog';
import { pageFields } from './paging';

/**
 * The operator's catalog under /api/operator: the excursions (and later the destinations and
 * programmes) staff create, edit, publish and unpublish, and the photos they upload.
 */

export const CATALOG_PAGE_SIZE = 20;

export const ignored = (what: string) =>
  Type.Optional(Type.Unknown({ description: `Ignored: ${what} comes from the server` }));
export const RowId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
export const Text = (maxLength: number) => Type.String({ minLength: 1, maxLength });
export const ImagePath = Type.String({
  maxLength: CATALOG_LIMITS.imagePath,
  pattern: '^/home/images/[A-Za-z0-9/_.-]+$',
  description: 'A stored photo: /home/images/<folder>/<file>',
});

/**
 * A French text beside an English one: what `lang=fr` answers instead of it. Empty means none:
 * the French pages show the English. Left out of an excursion's, a destination's or a Students
 * record's edit, the stored French stays as it was (a category page's edit replaces it whole).
 */
export const FrenchText = (maxLength: number) =>
  Type.Optional(
    Type.String({ maxLength, description: 'The French; empty: the French pages show the English' }),
  );

/** A French text as staff read it: the server always sends it, empty when there is none. */
export const StaffFrench = Type.Optional(
  Type.String({ description: 'The French; empty: the French pages show the English' }),
);

/** The body of a create and of an edit (an edit sends every field again). */
export const ExcursionInput = Type.Object({
  name: Text(CATALOG_LIMITS.name),
  description: Text(CATALOG_LIMITS.text),
  nameFr: FrenchText(CATALOG_LIMITS.name),
  descriptionFr: FrenchText(CATALOG_LIMITS.text),
  locationFr: FrenchText(TEXT_LIMITS.location),
  coverImageUrl: ImagePath,
  gallery: Type.Array(ImagePath, { maxItems: CATALOG_LIMITS.gallery }),
  imageAlts: Type.Optional(
    ImageAlts({ maxLength: CATALOG_LIMITS.altText, maxProperties: CATALOG_LIMITS.gallery + 1 }),
  ),
  rating: Type.Number({ minimum: 0, maximum: 5 }),
  location: Text(TEXT_LIMITS.location),
  latitude: Type.Number({ minimum: -90, maximum: 90 }),
  longitude: Type.Number({ minimum: -180, maximum: 180 }),
  duration: Type.Integer({ minimum: 1, maximum: CATALOG_LIMITS.durationDays, description: 'Days' }),
  durationHours: Type.Number({
    exclusiveMinimum: 0,
    maximum: CATALOG_LIMITS.durationDays * 24,
    description: 'The day trip’s hours, shown on cards',
  }),
  numberOfPeople: Type.Integer({ minimum: 1, maximum: CATALOG_LIMITS.people }),
  food: Type.Boolean(),
  drinks: Type.Boolean(),
  tourStartDate: Type.String({ format: 'date' }),
  max: Type.Integer({ minimum: 1, maximum: CATALOG_LIMITS.people, description: 'Group size' }),
  destinationId: RowId,
  excursionTypeId: RowId,
  specialOffer: Type.Boolean({ description: 'One of the home page’s special offers' }),
  specialOfferOrder: Type.Integer({
    minimum: 0,
    maximum: CATALOG_LIMITS.specialOfferOrder,
    description: 'Its place among the special offers, smallest first',
  }),
  id: ignored('the id'),
  _id: ignored('the id'),
  countryName: ignored("the destination's country"),
  published: ignored('publishing (publish and unpublish)'),
});
export type ExcursionInput = Static<typeof ExcursionInput>;

/** An excursion as staff see it: the public fields and what only the console shows. */
export const StaffExcursion = Type.Composite([
  Excursion,
  Type.Object({
    nameFr: StaffFrench,
    descriptionFr: StaffFrench,
    locationFr: StaffFrench,
    published: Type.Boolean(),
    specialOffer: Type.Boolean(),
    specialOfferOrder: Type.Integer(),
  }),
]);
export type StaffExcursion = Static<typeof StaffExcursion>;

/** The answer to an upload: the stored photo, to be named in a cover or a gallery. */
export const UploadedPhoto = Type.Object({
  path: ImagePath,
  width: Type.Integer({ description: 'Pixels, as stored (at most 2400 on the longer side)' }),
  height: Type.Integer(),
  bytes: Type.Integer({ description: 'The stored JPEG' }),
});
export type UploadedPhoto = Static<typeof UploadedPhoto>;

/** The upload's form, for the reference: the handler reads the one file itself. */
export const PhotoUploadForm = Type.Object({
  file: Type.String({
    format: 'binary',
    description: 'One JPEG, PNG or WebP of at most 10 MB',
  }),
});

export const StaffExcursionsQuery = Type.Object({
  ...pageFields(CATALOG_PAGE_SIZE),
  q: Type.Optional(
    Type.String({ maxLength: CATALOG_LIMITS.name, description: 'Part of the name' }),
  ),
  published: Type.Optional(Type.Boolean({ description: 'Only published, or only unpublished' })),
});
export type StaffExcursionsQuery = Static<typeof StaffExcursionsQuery>;
