import { api } from '../../app/api';
import { useToast } from '../../components/toast';
import { useT } from '@/i18n';
import { CATALOG_MESSAGES } from '../../contract/catalogMessages';
import { EXCURSION_PAGE_SIZE } from '../../contract/limits';
import type { Excursion } from '@/contract/wire/catalog';
import type { Envelope, Paged } from '@/contract/wire/envelope';
import { excursionListPath } from './catalogApi';
import type { SearchState } from './searchSlice';

const FIRST_PAGE = 1;

/** The page after `page`, while pageIndex < totalPages (docs/product.md, Constants). */
export function nextPageIndex(page: Paged<Excursion>): number | undefined {
  const more = page.results.length > 0 && page.pageIndex < page.totalPages;
  return more ? page.pageIndex + 1 : undefined;
}

/**
 * The tours list as RTK Query's infinite query: one cache entry per search selection holds the
 * pages loaded so far, so a new selection starts again at page 1 (docs/product.md, The rules).
 */
export const excursionPagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getExcursionPages: build.infiniteQuery<Paged<Excursion>, SearchState, number>({
      // In the page's language, as the catalog's other reads (catalogApi.ts).
      extraOptions: { localized: true },
      infiniteQueryOptions: {
        initialPageParam: FIRST_PAGE,
        getNextPageParam: (lastPage) => nextPageIndex(lastPage),
      },
      query: ({ queryArg, pageParam }) => ({
        url: excursionListPath({ ...queryArg, pageIndex: pageParam }),
        params: { SortColumn: 'name', pageSize: EXCURSION_PAGE_SIZE, pageIndex: pageParam },
      }),
      transformResponse: (answer: Envelope<Paged<Excursion>>) => answer.data,
    }),
  }),
});

export const { useGetExcursionPagesInfiniteQuery } = excursionPagesApi;

/**
 * What the list shows for a selection: every excursion loaded so far, where loading stands, and
 * `loadNextPage`, which says 'Failed to load more tours' when the next page fails and answers
 * whether it came.
 */
export function useExcursionPages(selection: SearchState) {
  const query = useGetExcursionPagesInfiniteQuery(selection);
  const toast = useToast();
  const t = useT();
  // currentData: the previous selection's pages never show while a new selection loads.
  const pages = query.currentData?.pages ?? [];

  async function loadNextPage(): Promise<boolean> {
    const result = await query.fetchNextPage();
    if (result.isError) toast.error(t(CATALOG_MESSAGES.moreToursFailed));
    return !result.isError;
  }

  return {
    excursions: pages.flatMap((page) => page.results),
    /** The first page came (an empty list is a result too). */
    loaded: pages.length > 0,
    firstPageFailed: query.isError && pages.length === 0,
    loadingFirstPage: query.isFetching && pages.length === 0,
    loadingNextPage: query.isFetchingNextPage,
    /** More pages wait on the server (pageIndex < totalPages). */
    hasNextPage: pages.length > 0 && query.hasNextPage,
    /** Nothing is on its way, so the next page may be asked for. */
    idle: !query.isFetching,
    loadNextPage,
  };
}
