import type { Paged } from '@/contract/wire/envelope';

export interface Paging {
  pageIndex: number;
  pageSize: number;
}

/** The paging of a validated query (the defaults are already there; this only narrows types). */
export const pagingOf = (query: Partial<Paging>, defaultSize: number): Paging => ({
  pageIndex: query.pageIndex ?? 1,
  pageSize: query.pageSize ?? defaultSize,
});

/** How many rows come before the page. */
export const offsetOf = ({ pageIndex, pageSize }: Paging) => (pageIndex - 1) * pageSize;

/** One page of a list, with the counts the website pages by. */
export function page<T>(
  results: T[],
  { pageIndex, pageSize }: Paging,
  totalCount: number,
): Paged<T> {
  return {
    results,
    pageIndex,
    pageSize,
    totalCount,
    totalPages: Math.ceil(totalCount / pageSize),
  };
}
