import Box from '@mui/material/Box';
import type { Destination } from '../../../../contract/types';
import { DestinationCard } from './DestinationCard';

/** How many cards are likely above the fold on a wide screen: their pictures load at once. */
const EAGER_CARDS = 3;

/** The destination cards, one to three a row by screen width. */
export function DestinationGrid({ destinations }: { destinations: Destination[] }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
      }}
    >
      {destinations.map((destination, index) => (
        <DestinationCard
          key={destination.id}
          destination={destination}
          eager={index < EAGER_CARDS}
        />
      ))}
    </Box>
  );
}
