import { ListStatus } from '@/components/listStatus/ListStatus';
import { lineLook } from '@/components/listStatus/looks';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTES } from '@/config/routes';
import { MESSAGES } from '@/contract/messages';
import { useGetDestinationsQuery } from '../catalogApi';
import { DestinationGrid } from '../components/destinations/DestinationGrid';
import { DestinationsHero } from '../components/destinations/DestinationsHero';
import { DESTINATION_TEXTS } from '../texts/destinations';

function DestinationListContent() {
  const { data: destinations, isLoading, isError } = useGetDestinationsQuery();
  if (isLoading) return <ListStatus state="loading" text="Loading destinations" look={lineLook} />;
  if (isError || !destinations)
    return <ListStatus state="failed" text={DESTINATION_TEXTS.listFailed} look={lineLook} />;
  if (destinations.length === 0)
    return <ListStatus state="empty" text={MESSAGES.noData} look={lineLook} />;
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
        <DestinationListContent />
      </Container>
    </>
  );
}
