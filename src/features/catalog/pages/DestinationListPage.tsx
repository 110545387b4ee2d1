import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTES } from '@/config/routes';
import type { Destination } from '@/contract/wire/catalog';
import { DestinationsLoaded } from '../components/destinations/DestinationsLoaded';
import { DestinationGrid } from '../components/destinations/DestinationGrid';
import { DestinationsHero } from '../components/destinations/DestinationsHero';
import { DESTINATION_TEXTS } from '../texts/destinations';

function DestinationListContent({ destinations }: { destinations: Destination[] }) {
  return (
    <>
      <DestinationGrid destinations={destinations} />
      <Box sx={{ display: 'flex', justifyContent: 'center', mt: 5 }}>
        <Button
          component={RouterLink}
          to={ROUTES.destinationListFull}
          variant="outlined"
          size="large"
        >
          {DESTINATION_TEXTS.loadMore}
        </Button>
      </Box>
    </>
  );
}

/** /destination-list: every destination on a card (docs/product.md, Pages). */
export default function DestinationListPage() {
  return (
    <>
      <DestinationsHero title={DESTINATION_TEXTS.listTitle} lead={DESTINATION_TEXTS.listLead} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <DestinationsLoaded>
          {(destinations) => <DestinationListContent destinations={destinations} />}
        </DestinationsLoaded>
      </Container>
    </>
  );
}
