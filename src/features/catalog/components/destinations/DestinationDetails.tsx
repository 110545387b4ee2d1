import { memo } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { HydratesApart } from '@/components/HydratesApart';
import { HydratesWhenSeen } from '@/components/HydratesWhenSeen';
import { StaysAsServed } from '@/components/StaysAsServed';
import { MapEmbed } from '@/components/MapEmbed';
import type { Destination } from '@/contract/wire/catalog';
import { DestinationReviewForm, ReviewList } from '@/features/reviews';
import { useT } from '@/i18n';
import { destinationMessages } from './messages';
import { DestinationAbout } from './DestinationAbout';
import { DestinationCover } from './DestinationCover';
import { DestinationExcursions } from './DestinationExcursions';
import { DetailsSection } from './DetailsSection';
import { GoodToKnow } from './GoodToKnow';
import { PdfDownloadButton } from './PdfDownloadButton';
import { detailMessages } from '../../detailMessages';

/** Wide screens: about beside Good To Know, the excursions across, the map beside the review. */
const layoutSx = {
  display: 'grid',
  gap: { xs: 5, md: 6 },
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
} as const;

const fullWidth = { gridColumn: { md: '1 / -1' } };

/**
 * Everything docs/product.md, Pages lists for /destination-details/{id}; each part hydrates on its
 * own, those under the cover when they come near the screen (a memo, so that the page rendering
 * again does not hydrate them all at once), the about text never: it stays as the server drew it
 * (decision 070).
 */
export const DestinationDetails = memo(function DestinationDetails({
  destination,
}: {
  destination: Destination;
}) {
  const t = useT();
  const { id, name, about, location, latitude, longitude } = destination;
  return (
    <>
      <HydratesApart>
        <DestinationCover destination={destination} />
      </HydratesApart>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Box sx={layoutSx}>
          <StaysAsServed showing={id}>
            <DetailsSection id="destination-about" title={t(destinationMessages.about, { name })}>
              <DestinationAbout about={about} />
            </DetailsSection>
          </StaysAsServed>
          <HydratesWhenSeen>
            <DetailsSection id="destination-good-to-know" title={t(destinationMessages.goodToKnow)}>
              <Stack spacing={3}>
                <GoodToKnow destination={destination} labelledBy="destination-good-to-know" />
                <PdfDownloadButton destinationId={id} />
              </Stack>
            </DetailsSection>
          </HydratesWhenSeen>
          <HydratesWhenSeen>
            <DestinationExcursions destinationId={id} name={name} sx={fullWidth} />
          </HydratesWhenSeen>
          <HydratesWhenSeen>
            <DetailsSection id="destination-map" title={t(destinationMessages.map)}>
              <MapEmbed
                title={t(detailMessages.mapOf, { place: name })}
                location={location}
                latitude={latitude}
                longitude={longitude}
              />
            </DetailsSection>
          </HydratesWhenSeen>
          <HydratesWhenSeen>
            <DetailsSection id="destination-reviews" title={t(destinationMessages.reviews)}>
              <ReviewList kind="destination" id={id} />
            </DetailsSection>
          </HydratesWhenSeen>
          <DetailsSection id="destination-review" title={t(destinationMessages.review)}>
            <DestinationReviewForm destinationId={id} />
          </DetailsSection>
        </Box>
      </Container>
    </>
  );
});
