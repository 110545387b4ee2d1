import { api } from '../../app/api';
import { EXCURSION_PAGE_SIZE } from '../../contract/limits';
import type {
  CountryProgramme,
  Destination,
  Excursion,
  ExcursionSearch,
  ExcursionType,
  SpecialPage,
} from '@/contract/wire/catalog';
import type { Envelope, Paged } from '@/contract/wire/envelope';

/** The three list shapes of the API reference at /api/docs, chosen by the search selection. */
export function excursionListPath({ destinationId, categoryId }: ExcursionSearch): string {
  if (destinationId == null) return 'excursions/allexcursion';
  const byDestination = `excursions/destination/${destinationId}`;
  if (categoryId == null || categoryId === 'all') return byDestination;
  return `${byDestination}/type/${categoryId}`;
}

const unwrap = <T>(answer: Envelope<T>) => answer.data;

/** The catalog's texts come in the page's language (the operator's French where written). */
const LOCALIZED = { localized: true };

export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getExcursionTypes: build.query<ExcursionType[], void>({
      extraOptions: LOCALIZED,
      query: () => 'excursionstype',
      transformResponse: unwrap<ExcursionType[]>,
    }),
    getDestinations: build.query<Destination[], void>({
      extraOptions: LOCALIZED,
      query: () => 'destination',
      transformResponse: unwrap<Destination[]>,
    }),
    getDestination: build.query<Destination, number | string>({
      extraOptions: LOCALIZED,
      query: (id) => `destination/${encodeURIComponent(String(id))}`,
      transformResponse: unwrap<Destination>,
    }),
    getExcursions: build.query<Paged<Excursion>, ExcursionSearch>({
      extraOptions: LOCALIZED,
      query: (search) => ({
        url: excursionListPath(search),
        params: {
          SortColumn: search.SortColumn ?? 'name',
          pageSize: search.pageSize ?? EXCURSION_PAGE_SIZE,
          pageIndex: search.pageIndex,
          ...(search.name === undefined ? {} : { name: search.name }),
        },
      }),
      transformResponse: unwrap<Paged<Excursion>>,
    }),
    getExcursion: build.query<Excursion, number | string>({
      extraOptions: LOCALIZED,
      query: (id) => `excursions/${encodeURIComponent(String(id))}`,
      transformResponse: unwrap<Excursion>,
    }),
    getSpecialInterest: build.query<CountryProgramme[], void>({
      extraOptions: LOCALIZED,
      query: () => 'excursions/specialinterest',
      transformResponse: (answer: Envelope<{ results: CountryProgramme[] }>) => answer.data.results,
    }),
    /** A category page's content other than Students': services, country entries, itineraries. */
    getSpecialPage: build.query<SpecialPage, string>({
      extraOptions: LOCALIZED,
      query: (category) => `excursions/specialinterest/${encodeURIComponent(category)}`,
      transformResponse: unwrap<SpecialPage>,
    }),
    getDestinationExcursions: build.query<Excursion[], number | string>({
      extraOptions: LOCALIZED,
      query: (destinationId) =>
        `excursions/destination/${encodeURIComponent(String(destinationId))}`,
      transformResponse: (answer: Envelope<Paged<Excursion>>) => answer.data.results,
    }),
  }),
});

export const {
  useGetExcursionTypesQuery,
  useGetDestinationsQuery,
  useGetDestinationQuery,
  useGetExcursionsQuery,
  useGetExcursionQuery,
  useGetSpecialInterestQuery,
  useGetSpecialPageQuery,
  useGetDestinationExcursionsQuery,
} = catalogApi;
