import {
  useGetDestinationsQuery,
  useGetExcursionsQuery,
  useGetExcursionTypesQuery,
} from '../../catalogApi';
import type { RecordExcursion, SpecialDetailsRecord } from './detailsRecord';

export interface RecordExcursions {
  excursions: RecordExcursion[];
  isLoading: boolean;
  isError: boolean;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The excursions a details page shows: those the record carries (Students), or else the
 * country's excursions of the record's type, loaded from the server by destination name.
 */
export function useRecordExcursions(record: SpecialDetailsRecord | null): RecordExcursions {
  const carried = record?.excursions;
  const needsServer = record !== null && carried === undefined;
  const destinations = useGetDestinationsQuery(undefined, { skip: !needsServer });
  const types = useGetExcursionTypesQuery(undefined, {
    skip: !needsServer || !record.excursionType,
  });

  const destination = record
    ? destinations.data?.find(
        (place) =>
          sameName(place.name, record.countryName) ||
          sameName(place.countryName, record.countryName),
      )
    : undefined;
  const type = record?.excursionType
    ? types.data?.find((candidate) => sameName(candidate.name, record.excursionType ?? ''))
    : undefined;
  const typeKnown = !record?.excursionType || types.isSuccess || types.isError;

  const list = useGetExcursionsQuery(
    { destinationId: destination?.id, categoryId: type?.id ?? 'all', pageIndex: 1 },
    { skip: !needsServer || !destination || !typeKnown },
  );

  if (carried) return { excursions: carried, isLoading: false, isError: false };
  return {
    excursions: list.data?.results ?? [],
    isLoading: destinations.isLoading || types.isLoading || list.isLoading,
    isError: destinations.isError || list.isError,
  };
}
