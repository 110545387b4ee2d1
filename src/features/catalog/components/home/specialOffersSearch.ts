import type { ExcursionSearch } from '@/contract/wire/catalog';

/** How many special offers the home page shows. */
export const SPECIAL_OFFER_COUNT = 6;

/**
 * The home page's special-offer query for the search bar's selection: the first six, the
 * operator's special offers first in their order, then by name (and the empty name the home
 * page has always sent). The page and its warm-up ask the same, so they share one call; asking
 * for no more than it shows keeps the answers the server's page carries small.
 */
export const specialOffersSearch = (
  selection: Pick<ExcursionSearch, 'destinationId' | 'categoryId'>,
): ExcursionSearch => ({
  destinationId: selection.destinationId,
  categoryId: selection.categoryId,
  pageIndex: 1,
  pageSize: SPECIAL_OFFER_COUNT,
  name: '',
  SortColumn: 'specialOffer',
});
