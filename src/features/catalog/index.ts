/** What other features may use of the catalog: its queries and the excursion card. */
export {
  useGetDestinationsQuery,
  useGetExcursionQuery,
  useGetExcursionsQuery,
  useGetExcursionTypesQuery,
} from './catalogApi';
export { ExcursionCard } from './components/ExcursionCard';
export { cardDuration, daysLabel } from './format/duration';
export { useDurations } from './format/useDurations';
export { warmUpCatalog } from './warmUp';
