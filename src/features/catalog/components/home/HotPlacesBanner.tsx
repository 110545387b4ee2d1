import { useEffect, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '@/components/usePageTitle';
import { PAGE_TITLES } from '@/contract/pages';
import { useT } from '@/i18n';
import { brand } from '@/theme';
import { useGetDestinationsQuery } from '../../catalogApi';
import { HOT_PLACES } from '../../texts/home';
import { BannerControls } from './BannerControls';
import { BannerSlide } from './BannerSlide';
import { homeMessages } from './messages';
import { useCarousel } from './useCarousel';

const ROTATION_MS = 6000;

/**
 * The home banner: the three hot places of docs/product.md in turn, on their destinations' cover
 * pictures, under the page's one h1. Only the visible slide is exposed to screen readers, which
 * hear a new one only when they moved to it themselves.
 */
export function HotPlacesBanner({ overlapPx }: { overlapPx: number }) {
  const t = useT();
  usePageTitle(t(PAGE_TITLES.home));
  const slidesId = useId();
  const destinations = useGetDestinationsQuery().data ?? [];
  const carousel = useCarousel(HOT_PLACES.length, ROTATION_MS);
  const slidesWithPicture = useSlidesWithPicture(carousel.index);

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={t(homeMessages.hotPlaces)}
      {...carousel.holdHandlers}
      sx={{
        position: 'relative',
        zIndex: 0,
        overflow: 'hidden',
        bgcolor: brand.indigoDark,
        color: '#ffffff',
        minHeight: { md: 560 },
        display: 'flex',
        alignItems: 'center',
      }}
    >
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          inset: 0,
          zIndex: 1,
          background: {
            xs: 'linear-gradient(180deg, rgba(20,28,64,0.55) 0%, rgba(20,28,64,0.85) 100%)',
            md: 'linear-gradient(90deg, rgba(20,28,64,0.9) 0%, rgba(20,28,64,0.55) 55%, rgba(20,28,64,0.1) 100%)',
          },
        }}
      />
      <Container
        maxWidth="lg"
        sx={{ pt: { xs: 4, md: 6 }, pb: { xs: `${32 + overlapPx}px`, md: `${48 + overlapPx}px` } }}
      >
        <Box sx={{ position: 'relative', zIndex: 2 }}>
          <Typography
            sx={{ textTransform: 'uppercase', letterSpacing: 2, fontWeight: 700, fontSize: 14 }}
          >
            {t(homeMessages.bannerKicker)}
          </Typography>
          <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
            {t(homeMessages.bannerTitle)}
          </Typography>
        </Box>
        <Box
          id={slidesId}
          aria-live={carousel.rotating ? 'off' : 'polite'}
          sx={{ display: 'grid', mb: 3 }}
        >
          {HOT_PLACES.map((place, position) => (
            <BannerSlide
              key={place.name}
              name={t(place.label)}
              tagline={t(place.tagline)}
              destination={destinations.find(
                (destination) =>
                  destination.name === place.name || destination.name === t(place.label),
              )}
              position={position + 1}
              count={HOT_PLACES.length}
              active={position === carousel.index}
              priority={position === 0}
              withPicture={position < slidesWithPicture}
            />
          ))}
        </Box>
        <Box sx={{ position: 'relative', zIndex: 2 }}>
          <BannerControls
            names={HOT_PLACES.map((place) => t(place.label))}
            index={carousel.index}
            playing={carousel.playing}
            slidesId={slidesId}
            onTogglePlaying={carousel.togglePlaying}
            onPrevious={carousel.previous}
            onNext={carousel.next}
            onShow={carousel.show}
          />
        </Box>
      </Container>
    </Box>
  );
}

/**
 * How many slides, from the first, have their picture in the page: the first alone until the page
 * runs (so nothing shares the link with the page's largest picture), then each shown slide and the
 * one after it, so the next picture is there before it fades in.
 */
function useSlidesWithPicture(shownIndex: number) {
  const [count, setCount] = useState(1);
  useEffect(() => setCount((current) => Math.max(current, shownIndex + 2)), [shownIndex]);
  return count;
}
