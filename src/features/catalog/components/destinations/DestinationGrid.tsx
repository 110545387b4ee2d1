import type { Destination } from '@/contract/wire/catalog';
import { CardColumns } from '../CardColumns';
import { DestinationCard } from './DestinationCard';

/** The destination cards, one to three a row by screen width. */
export function DestinationGrid({ destinations }: { destinations: Destination[] }) {
  return (
    <CardColumns>
      {destinations.map((destination, index) => (
        <DestinationCard key={destination.id} destination={destination} priority={index === 0} />
      ))}
    </CardColumns>
  );
}
