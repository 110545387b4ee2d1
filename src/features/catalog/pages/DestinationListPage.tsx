import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTES } from '@/config/routes';
import type { Destination } from '@/contract/wire/catalog';
import { DestinationsLoaded } from '../components/destinations/DestinationsLoaded';
import { DestinationGrid } from '../components/destinations/DestinationGrid';
import { DestinationsHero } from '../components/destinations/DestinationsHero';
import { PAGE_TITLES } from '@/contract/pages';
import { useT } from '@/i18n';
import { destinationMessages } from '../components/destinations/messages';

function DestinationListContent({ destinations }: { destinations: Destination[] }) {
  const t = useT();
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
          {t(destinationMessages.loadMore)}
        </Button>
      </Box>
    </>
  );
}

/** /destination-list: every destination on a card (docs/product.md, Pages). */
export default function DestinationListPage() {
  const t = useT();
  return (
    <>
      <DestinationsHero
        title={t(PAGE_TITLES.destinationList)}
        lead={t(destinationMessages.listLead)}
      />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <DestinationsLoaded>
          {(destinations) => <DestinationListContent destinations={destinations} />}
        </DestinationsLoaded>
      </Container>
    </>
  );
}
