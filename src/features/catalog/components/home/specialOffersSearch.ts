import type { ExcursionSearch } from '@/contract/wire/catalog';

/**
 * The home page's special-offer query for the search bar's selection: its first page, the
 * operator's special offers first in their order, then by name (and the empty name the home
 * page has always sent). The page and its warm-up ask the same, so they share one call.
 */
export const specialOffersSearch = (
  selection: Pick<ExcursionSearch, 'destinationId' | 'categoryId'>,
): ExcursionSearch => ({
  destinationId: selection.destinationId,
  categoryId: selection.categoryId,
  pageIndex: 1,
  name: '',
  SortColumn: 'specialOffer',
});
