import { ListStatus } from '@/components/listStatus/ListStatus';
import { lineLook } from '@/components/listStatus/looks';
import Container from '@mui/material/Container';
import { MESSAGES } from '@/contract/messages';
import { useGetDestinationsQuery } from '../catalogApi';
import { DestinationMosaic } from '../components/destinations/DestinationMosaic';
import { DestinationsHero } from '../components/destinations/DestinationsHero';
import { DESTINATION_TEXTS } from '../texts/destinations';

function MosaicContent() {
  const { data: destinations, isLoading, isError } = useGetDestinationsQuery();
  if (isLoading) return <ListStatus state="loading" text="Loading destinations" look={lineLook} />;
  if (isError || !destinations)
    return <ListStatus state="failed" text={DESTINATION_TEXTS.listFailed} look={lineLook} />;
  if (destinations.length === 0)
    return <ListStatus state="empty" text={MESSAGES.noData} look={lineLook} />;
  return <DestinationMosaic destinations={destinations} />;
}

/** /destination-list-full: a mosaic of the first eight destinations (docs/product.md, Pages). */
export default function DestinationListFullPage() {
  return (
    <>
      <DestinationsHero title={DESTINATION_TEXTS.mosaicTitle} lead={DESTINATION_TEXTS.mosaicLead} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <MosaicContent />
      </Container>
    </>
  );
}
