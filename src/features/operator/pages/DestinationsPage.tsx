import { CatalogList, useCatalogListParams } from '../components/CatalogList';
import { useGetStaffDestinationsQuery } from '../operatorApi';
import { CONSOLE_PATHS } from '../paths';
import { CONSOLE } from '../texts';

const T = CONSOLE.destinations;

/** Every destination by name, published or not: search, the published filter, and a new one. */
export default function DestinationsPage() {
  const params = useCatalogListParams();
  const result = useGetStaffDestinationsQuery(params.args);
  return (
    <CatalogList
      texts={T}
      newPath={CONSOLE_PATHS.newDestination}
      params={params}
      result={result}
      view={(destination) => ({
        to: CONSOLE_PATHS.destination(destination.id),
        line: `${destination.countryName} · ${destination.capital} · ${T.excursionsCount(destination.publishedExcursions)}`,
      })}
    />
  );
}
