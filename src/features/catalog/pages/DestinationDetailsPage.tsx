import { ListStatus } from '@/components/listStatus/ListStatus';
import { lineLook } from '@/components/listStatus/looks';
import { useParams } from 'react-router-dom';
import { useT } from '@/i18n';
import { destinationMessages } from '../components/destinations/messages';
import { DestinationDetails } from '../components/destinations/DestinationDetails';
import { DestinationProblem } from '../components/destinations/DestinationProblem';
import { useDestination } from '../components/destinations/useDestination';

/** /destination-details/{id}: one destination, carried by the link or fetched (docs/product.md, Pages). */
export default function DestinationDetailsPage() {
  const t = useT();
  const { id } = useParams();
  const lookup = useDestination(id);
  switch (lookup.status) {
    case 'loading':
      return (
        <ListStatus
          state="loading"
          text={t(destinationMessages.loadingDestination)}
          look={lineLook}
        />
      );
    case 'ready':
      return <DestinationDetails destination={lookup.destination} />;
    default:
      return <DestinationProblem notFound={lookup.status === 'notFound'} />;
  }
}
