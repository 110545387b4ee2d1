import type { ReactNode } from 'react';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import { ListStatus } from '@/components/listStatus/ListStatus';
import { noticeLook } from '@/components/listStatus/looks';
import type { Paged } from '@/contract/wire/envelope';
import { CONSOLE } from '../texts';

interface PagedListProps<T> {
  page: Paged<T> | undefined;
  isLoading: boolean;
  isError: boolean;
  onPage: (pageIndex: number) => void;
  children: (rows: T[]) => ReactNode;
}

/** A page of a console list, its loading, empty and failed states, and the pager. */
export function PagedList<T>({ page, isLoading, isError, onPage, children }: PagedListProps<T>) {
  if (isError) return <ListStatus state="failed" text={CONSOLE.failed} look={noticeLook} />;
  if (isLoading || !page)
    return <ListStatus state="loading" text={CONSOLE.loading} look={noticeLook} />;
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
