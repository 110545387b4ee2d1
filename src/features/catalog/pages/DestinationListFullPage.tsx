import Container from '@mui/material/Container';
import { DestinationsLoaded } from '../components/destinations/DestinationsLoaded';
import { DestinationMosaic } from '../components/destinations/DestinationMosaic';
import { DestinationsHero } from '../components/destinations/DestinationsHero';
import { PAGE_TITLES } from '@/contract/pages';
import { useT } from '@/i18n';
import { destinationMessages } from '../components/destinations/messages';

/** /destination-list-full: a mosaic of the first eight destinations (docs/product.md, Pages). */
export default function DestinationListFullPage() {
  const t = useT();
  return (
    <>
      <DestinationsHero
        title={t(PAGE_TITLES.destinationListFull)}
        lead={t(destinationMessages.mosaicLead)}
      />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <DestinationsLoaded>
          {(destinations) => <DestinationMosaic destinations={destinations} />}
        </DestinationsLoaded>
      </Container>
    </>
  );
}
