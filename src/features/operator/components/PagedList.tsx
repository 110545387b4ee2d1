import type { ReactNode } from 'react';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import { ListStatus } from '@/components/listStatus/ListStatus';
import { noticeLook } from '@/components/listStatus/looks';
import type { Paged } from '@/contract/wire/envelope';
import { CONSOLE } from '../texts';

/** What a list page needs of its RTK Query result. */
export interface PageResult<T> {
  data?: Paged<T>;
  isFetching: boolean;
  isError: boolean;
}

interface PagedListProps<T> {
  result: PageResult<T>;
  onPage: (pageIndex: number) => void;
  children: (rows: T[]) => ReactNode;
}

/**
 * A page of a console list, its loading, empty and failed states, and the pager. While a new
 * page or filter loads, the rows on screen stay until the answer replaces them.
 */
export function PagedList<T>({ result, onPage, children }: PagedListProps<T>) {
  const page = result.data;
  if (result.isError) return <ListStatus state="failed" text={CONSOLE.failed} look={noticeLook} />;
  if (!page) return <ListStatus state="loading" text={CONSOLE.loading} look={noticeLook} />;
  if (page.results.length === 0)
    return <ListStatus state="empty" text={CONSOLE.empty} look={noticeLook} />;
  return (
    <Stack spacing={2}>
      {children(page.results)}
      {page.totalPages > 1 && (
        <Pagination
          sx={{ alignSelf: 'center', displayPrint: 'none' }}
          count={page.totalPages}
          page={page.pageIndex}
          onChange={(_event, pageIndex) => onPage(pageIndex)}
        />
      )}
    </Stack>
  );
}
