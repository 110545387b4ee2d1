import { memo } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { HydratesApart } from '@/components/HydratesApart';
import { HydratesWhenSeen } from '@/components/HydratesWhenSeen';
import { StaysAsServed } from '@/components/StaysAsServed';
import { MapEmbed } from '@/components/MapEmbed';
import { PageTitle } from '@/components/PageTitle';
import { PAGE_TITLES } from '@/contract/pages';
import type { Excursion } from '@/contract/wire/catalog';
import { BookingPanel, pricedExcursion } from '@/features/departures';
import { ExcursionReviewForm, ReviewList } from '@/features/reviews';
import { useLocale, useT } from '@/i18n';
import { tourMessages } from './messages';
import { TourGallery } from './TourGallery';
import { TourIncluded } from './TourIncluded';
import { TourSection } from './TourSection';
import { placeOf, TourSummary } from './TourSummary';
import { detailMessages } from '../../detailMessages';

/**
 * Phones: pictures, then the summary with Book Now, then the rest. Wide screens: the tour on the
 * left, the summary held in view on the right.
 */
const layoutSx = {
  display: 'grid',
  gap: { xs: 4, md: 5 },
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(280px, 1fr)' },
  gridTemplateAreas: {
    xs: '"gallery" "summary" "main"',
    md: '"gallery summary" "main summary"',
  },
} as const;

/**
 * Everything docs/product.md, Pages lists for /tour-details/{id}; each part hydrates on its own,
 * the parts under the gallery and the summary when they come near the screen (decision 052), the
 * description and what is included never: they stay as the server drew them (decision 070; the
 * column spaces them with a gap, which their `display: contents` wrappers do not break). A memo:
 * the page renders again when the excursion becomes the last viewed one, right after hydration,
 * which would hydrate every part at once.
 */
export const TourDetails = memo(function TourDetails({ excursion }: { excursion: Excursion }) {
  const { id, name, description, location, latitude, longitude } = excursion;
  const priced = pricedExcursion(excursion);
  const t = useT();
  const locale = useLocale();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle title={name} documentTitle={t(PAGE_TITLES.tourDetails)} />
      <Typography color="text.secondary" sx={{ mt: -1, mb: 3, fontSize: '1.1rem' }}>
        {placeOf(excursion, locale)}
      </Typography>
      <Box sx={layoutSx}>
        <Box sx={{ gridArea: 'gallery', minWidth: 0 }}>
          <HydratesApart>
            <TourGallery excursion={excursion} />
          </HydratesApart>
        </Box>
        {/* A booking panel is taller than a screen: held in view, its foot could not be reached. */}
        <Stack
          spacing={3}
          sx={{
            gridArea: 'summary',
            alignSelf: 'start',
            position: { md: priced ? 'static' : 'sticky' },
            top: 96,
            minWidth: 0,
          }}
        >
          <HydratesApart>
            <TourSummary excursion={excursion} />
          </HydratesApart>
          {priced ? (
            <HydratesApart>
              <BookingPanel excursion={priced} />
            </HydratesApart>
          ) : null}
        </Stack>
        <Stack spacing={{ xs: 4, md: 5 }} useFlexGap sx={{ gridArea: 'main', minWidth: 0 }}>
          <StaysAsServed showing={id}>
            <TourSection id="tour-description" title={t(tourMessages.aboutThisTour)}>
              <Typography sx={{ whiteSpace: 'pre-line' }}>{description}</Typography>
            </TourSection>
          </StaysAsServed>
          <StaysAsServed showing={id}>
            <TourSection id="tour-included" title={t(tourMessages.whatsIncluded)}>
              <TourIncluded excursion={excursion} />
            </TourSection>
          </StaysAsServed>
          <HydratesWhenSeen>
            <TourSection id="tour-map" title={t(tourMessages.location)}>
              <MapEmbed
                title={t(detailMessages.mapOf, { place: location || name })}
                location={location}
                latitude={latitude}
                longitude={longitude}
              />
            </TourSection>
          </HydratesWhenSeen>
          <HydratesWhenSeen>
            <TourSection id="tour-reviews" title={t(tourMessages.reviews)}>
              <ReviewList kind="excursion" id={id} />
            </TourSection>
          </HydratesWhenSeen>
          <TourSection id="tour-write-review" title={t(tourMessages.writeReview)}>
            <ExcursionReviewForm excursionId={id} />
          </TourSection>
        </Stack>
      </Box>
    </Container>
  );
});
