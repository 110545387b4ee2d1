import { Type, type Static } from '@sinclair/typebox';
import { CATALOG_LIMITS } from '@/contract/catalogLimits';
import { TEXT_LIMITS } from '@/contract/limits';
import { Destination, ImageAlts } from './catalog';
import {
  CATALOG_PAGE_SIZE,
  FrenchText,
  ignored,
  ImagePath,
  StaffFrench,
  Text,
} from './operatorCatalog';
import { pageFields } from './paging';

/**
 * The operator's destinations under /api/operator/destinations: every field the public pages
 * show, edited, published and unpublished by staff.
 */

/** The body of a create and of an edit (an edit sends every field again). */
export const DestinationInput = Type.Object({
  name: Text(CATALOG_LIMITS.name),
  capital: Text(CATALOG_LIMITS.name),
  about: Text(CATALOG_LIMITS.text),
  location: Text(TEXT_LIMITS.location),
  latitude: Type.Number({ minimum: -90, maximum: 90 }),
  longitude: Type.Number({ minimum: -180, maximum: 180 }),
  countryName: Text(TEXT_LIMITS.country),
  language: Text(CATALOG_LIMITS.name),
  currency: Text(CATALOG_LIMITS.name),
  visaRequirements: Type.String({
    maxLength: CATALOG_LIMITS.text,
    description: 'Shown in the Good To Know table; empty shows the general advice',
  }),
  rating: Type.Number({ minimum: 0, maximum: 5, description: 'The stars shown' }),
  nameFr: FrenchText(CATALOG_LIMITS.name),
  aboutFr: FrenchText(CATALOG_LIMITS.text),
  languageFr: FrenchText(CATALOG_LIMITS.name),
  currencyFr: FrenchText(CATALOG_LIMITS.name),
  visaRequirementsFr: FrenchText(CATALOG_LIMITS.text),
  coverImageUrl: ImagePath,
  gallery: Type.Array(ImagePath, { maxItems: CATALOG_LIMITS.gallery }),
  imageAlts: Type.Optional(
    ImageAlts({ maxLength: CATALOG_LIMITS.altText, maxProperties: CATALOG_LIMITS.gallery + 1 }),
  ),
  id: ignored('the id'),
  published: ignored('publishing (publish and unpublish)'),
  publishedExcursions: ignored('the count of its published excursions'),
});
export type DestinationInput = Static<typeof DestinationInput>;

/** A destination as staff see it: the public fields, published or not, and its excursions. */
export const StaffDestination = Type.Composite([
  Destination,
  Type.Object({
    nameFr: StaffFrench,
    aboutFr: StaffFrench,
    languageFr: StaffFrench,
    currencyFr: StaffFrench,
    visaRequirementsFr: StaffFrench,
    published: Type.Boolean(),
    publishedExcursions: Type.Integer({
      minimum: 0,
      description: 'How many of its excursions are published',
    }),
  }),
]);
export type StaffDestination = Static<typeof StaffDestination>;

export const StaffDestinationsQuery = Type.Object({
  ...pageFields(CATALOG_PAGE_SIZE),
  q: Type.Optional(
    Type.String({ maxLength: CATALOG_LIMITS.name, description: 'Part of the name or country' }),
  ),
  published: Type.Optional(Type.Boolean({ description: 'Only published, or only unpublished' })),
});
export type StaffDestinationsQuery = Static<typeof StaffDestinationsQuery>;

/**
 * The body of an unpublish. A destination with published excursions is unpublished only when
 * the request says what happens to them: `unpublish` takes them off the site with it.
 */
export const UnpublishDestinationRequest = Type.Object({
  excursions: Type.Optional(
    Type.Literal('unpublish', {
      description: 'Unpublish its published excursions in the same change, each audited',
    }),
  ),
});
export type UnpublishDestinationRequest = Static<typeof UnpublishDestinationRequest>;
