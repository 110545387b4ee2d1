import { ListStatus } from '@/components/listStatus/ListStatus';
import { lineLook } from '@/components/listStatus/looks';
import Typography from '@mui/material/Typography';
import { useGetDestinationExcursionsQuery } from '../../catalogApi';
import { useT } from '@/i18n';
import { destinationMessages } from './messages';
import { ExcursionCard } from '../ExcursionCard';
import { CardColumns } from '../CardColumns';
import { DetailsSection } from './DetailsSection';

interface DestinationExcursionsProps {
  destinationId: number;
  name: string;
  sx?: object;
}

function ExcursionsContent({ destinationId, name }: DestinationExcursionsProps) {
  const t = useT();
  const { data: excursions, isLoading, isError } = useGetDestinationExcursionsQuery(destinationId);
  if (isLoading)
    return (
      <ListStatus state="loading" text={t(destinationMessages.loadingExcursions)} look={lineLook} />
    );
  if (isError || !excursions) {
    return <Typography role="status">{t(destinationMessages.excursionsFailed)}</Typography>;
  }
  if (excursions.length === 0) {
    return <Typography role="status">{t(destinationMessages.noExcursions, { name })}</Typography>;
  }
  return (
    <CardColumns>
      {excursions.map((excursion) => (
        <ExcursionCard key={excursion.id} excursion={excursion} headingLevel="h3" />
      ))}
    </CardColumns>
  );
}

/** The tours of this destination (docs/product.md, Pages), on excursion cards. */
export function DestinationExcursions(props: DestinationExcursionsProps) {
  const t = useT();
  return (
    <DetailsSection
      id="destination-excursions"
      title={t(destinationMessages.excursionsIn, { name: props.name })}
      sx={props.sx}
    >
      <ExcursionsContent {...props} />
    </DetailsSection>
  );
}
