import { Type, type Static } from '@sinclair/typebox';
import { DEFAULT_PAGE_SIZE, pageFields } from '../../lib/http';
import { pagingOf } from '../../lib/paging';

const ImagePath = Type.String({ description: 'Stored as /home/images/<folder>/<file>' });

export const ExcursionType = Type.Object({ id: Type.Integer(), name: Type.String() });

export const Destination = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  capital: Type.String(),
  about: Type.String(),
  location: Type.String({ description: 'A place name a map can search' }),
  latitude: Type.Number(),
  longitude: Type.Number(),
  coverImageUrl: ImagePath,
  gallery: Type.Array(ImagePath),
  rating: Type.Number(),
  countryName: Type.String(),
  language: Type.String(),
  currency: Type.String(),
  visaRequirements: Type.String(),
});

export const Excursion = Type.Object({
  id: Type.Integer(),
  _id: Type.String({ description: 'The id again, as a string' }),
  name: Type.String(),
  description: Type.String(),
  coverImageUrl: ImagePath,
  gallery: Type.Array(ImagePath),
  rating: Type.Number(),
  countryName: Type.String(),
  location: Type.String({ description: 'A place name a map can search' }),
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
});

export const CountryProgramme = Type.Object({
  countryName: Type.String(),
  description: Type.String(),
  excursions: Type.Array(Excursion),
});

/** Every field may be left out: ajv fills in the defaults, so the OpenAPI marks none required. */
export const ExcursionListQuery = Type.Object({
  SortColumn: Type.Optional(
    Type.Literal('name', { default: 'name', description: 'Only name is offered' }),
  ),
  ...pageFields(DEFAULT_PAGE_SIZE),
  name: Type.Optional(
    Type.String({
      maxLength: 100,
      default: '',
      description: 'Part of the name, any case; empty for all',
    }),
  ),
});
export type ExcursionListQuery = Static<typeof ExcursionListQuery>;

export const excursionPaging = (query: ExcursionListQuery) => pagingOf(query, DEFAULT_PAGE_SIZE);
