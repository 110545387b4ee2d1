/** What other features may use of the catalog: the excursion queries and the excursion card. */
export { useGetDestinationsQuery, useGetExcursionQuery, useGetExcursionsQuery } from './catalogApi';
export { ExcursionCard } from './components/ExcursionCard';
export { cardDuration, daysLabel } from './format/duration';
export { warmUpCatalog } from './warmUp';
