import { CatalogList, useCatalogListParams } from '../components/CatalogList';
import { StatusChip } from '../components/StatusChip';
import { useGetStaffExcursionsQuery } from '../operatorApi';
import { CONSOLE_PATHS } from '../paths';
import { CONSOLE } from '../texts';

/** Every excursion by name, published or not: search, the published filter, and a new one. */
export default function ExcursionsPage() {
  const params = useCatalogListParams();
  const result = useGetStaffExcursionsQuery(params.args);
  return (
    <CatalogList
      texts={CONSOLE.excursions}
      newPath={CONSOLE_PATHS.newExcursion}
      params={params}
      result={result}
      view={(excursion) => ({
        to: CONSOLE_PATHS.excursion(excursion.id),
        chips: excursion.specialOffer && <StatusChip status="offer" />,
        line: `${excursion.countryName} · ${excursion.location} · ${excursion.tourStartDate}`,
      })}
    />
  );
}
