import { useLocation, useNavigate } from 'react-router-dom';

/**
 * A console list's filters and page, kept in the address so that the summary can link to a
 * filtered list and a member of staff can share it. Changing a filter goes back to page 1.
 * (The browser's URLSearchParams, not the router's useSearchParams: the router's shared chunk,
 * which every public page loads, stays as it is.)
 */
export function useListParams<K extends string>(keys: readonly K[]) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const filters = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<
    K,
    string
  >;
  const pageIndex = Math.max(1, Number(params.get('page')) || 1);
  const go = (next: URLSearchParams, replace: boolean) =>
    navigate({ pathname, search: `?${next.toString()}` }, { replace });
  const setFilter = (key: K, value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('page');
    go(next, true);
  };
  const setPage = (page: number) => {
    const next = new URLSearchParams(search);
    next.set('page', String(page));
    go(next, false);
  };
  /** The filters that are set, ready for a query. */
  const query = Object.fromEntries(Object.entries(filters).filter(([, value]) => value)) as Partial<
    Record<K, string>
  >;
  return { filters, pageIndex, setFilter, setPage, query };
}
