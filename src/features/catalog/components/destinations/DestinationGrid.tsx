import type { Destination } from '@/contract/wire/catalog';
import { CardColumns } from '../CardColumns';
import { DestinationCard } from './DestinationCard';

/** How many cards are likely above the fold on a wide screen: their pictures load at once. */
const EAGER_CARDS = 3;

/** The destination cards, one to three a row by screen width. */
export function DestinationGrid({ destinations }: { destinations: Destination[] }) {
  return (
    <CardColumns>
      {destinations.map((destination, index) => (
        <DestinationCard
          key={destination.id}
          destination={destination}
          eager={index < EAGER_CARDS}
        />
      ))}
    </CardColumns>
  );
}
