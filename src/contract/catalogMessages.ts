/**
 * The catalog's sentences of docs/product.md, Messages: part of `MESSAGES`, and a module of their
 * own so that the home route, whose screens need only these, does not carry the whole catalogue.
 */
import { defineMessages } from '@/i18n';

export const CATALOG_MESSAGES = defineMessages('catalogErrors', {
  offersFailed: 'Offers failed to load',
  moreToursFailed: 'Failed to load more tours',
  searchFailed: 'Search failed Contact Admin',
  noData: 'No data to display',
  noMoreTours: 'No more tours to load',
  noToursForSelection: 'No tours to preview under selected destination and excursion type',
  specialExcursionsFailed: 'Error fetching excursions',
});
