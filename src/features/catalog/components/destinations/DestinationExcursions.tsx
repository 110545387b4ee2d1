import { ListStatus } from '@/components/listStatus/ListStatus';
import { lineLook } from '@/components/listStatus/looks';
import Typography from '@mui/material/Typography';
import { useGetDestinationExcursionsQuery } from '../../catalogApi';
import { excursionsHeading, noExcursionsLine, DESTINATION_TEXTS } from '../../texts/destinations';
import { ExcursionCard } from '../ExcursionCard';
import { CardColumns } from '../CardColumns';
import { DetailsSection } from './DetailsSection';

interface DestinationExcursionsProps {
  destinationId: number;
  name: string;
  sx?: object;
}

function ExcursionsContent({ destinationId, name }: DestinationExcursionsProps) {
  const { data: excursions, isLoading, isError } = useGetDestinationExcursionsQuery(destinationId);
  if (isLoading) return <ListStatus state="loading" text="Loading excursions" look={lineLook} />;
  if (isError || !excursions) {
    return <Typography role="status">{DESTINATION_TEXTS.excursionsFailed}</Typography>;
  }
  if (excursions.length === 0) {
    return <Typography role="status">{noExcursionsLine(name)}</Typography>;
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
  return (
    <DetailsSection id="destination-excursions" title={excursionsHeading(props.name)} sx={props.sx}>
      <ExcursionsContent {...props} />
    </DetailsSection>
  );
}
