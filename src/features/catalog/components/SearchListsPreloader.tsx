import { Preloader } from '@/components/Preloader';
import { useGetDestinationsQuery, useGetExcursionTypesQuery } from '../catalogApi';

/**
 * Loads the search bar's two lists in parallel (the API reference at /api/docs) and reports whether either is
 * still loading: the global loading flag of docs/product.md, The rules.
 */
export function useSearchListsLoading() {
  const types = useGetExcursionTypesQuery();
  const destinations = useGetDestinationsQuery();
  return types.isLoading || destinations.isLoading;
}

/** The global preloader spinner, shown while the search bar's lists load. */
export function SearchListsPreloader() {
  return <Preloader open={useSearchListsLoading()} />;
}
