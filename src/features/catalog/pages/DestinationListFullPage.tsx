import Container from '@mui/material/Container';
import { DestinationsLoaded } from '../components/destinations/DestinationsLoaded';
import { DestinationMosaic } from '../components/destinations/DestinationMosaic';
import { DestinationsHero } from '../components/destinations/DestinationsHero';
import { DESTINATION_TEXTS } from '../texts/destinations';

/** /destination-list-full: a mosaic of the first eight destinations (docs/product.md, Pages). */
export default function DestinationListFullPage() {
  return (
    <>
      <DestinationsHero title={DESTINATION_TEXTS.mosaicTitle} lead={DESTINATION_TEXTS.mosaicLead} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <DestinationsLoaded>
          {(destinations) => <DestinationMosaic destinations={destinations} />}
        </DestinationsLoaded>
      </Container>
    </>
  );
}
