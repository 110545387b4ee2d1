import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { StoredImage } from '@/components/StoredImage';
import { paths, ROUTES } from '@/config/routes';
import type { Destination } from '@/contract/wire/catalog';
import { useT } from '@/i18n';
import { homeMessages } from './messages';

interface BannerSlideProps {
  name: string;
  tagline: string;
  /** The destination of that name, once the list has loaded. */
  destination?: Destination;
  position: number;
  count: number;
  active: boolean;
  /** The first slide's picture is the page's largest. */
  priority: boolean;
  /** Whether its picture is in the page yet (a hidden slide's would compete with the first). */
  withPicture: boolean;
}

const FADE = 'opacity 900ms ease, visibility 900ms';

/**
 * One hot place: its picture fills the banner behind the text. Slides share one grid cell, so the
 * banner keeps the height of the tallest; a hidden slide is hidden from screen readers and from
 * the keyboard too.
 */
export function BannerSlide({
  name,
  tagline,
  destination,
  position,
  count,
  active,
  priority,
  withPicture,
}: BannerSlideProps) {
  const t = useT();
  return (
    <Box
      role="group"
      aria-roledescription="slide"
      aria-label={t(homeMessages.slide, { position, count, name })}
      aria-hidden={!active}
      inert={!active}
      sx={{
        gridArea: '1 / 1',
        opacity: active ? 1 : 0,
        visibility: active ? 'visible' : 'hidden',
        transition: FADE,
      }}
    >
      {destination && withPicture && (
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            zIndex: 0,
            '& img': { height: '100%', aspectRatio: 'auto' },
          }}
        >
          <StoredImage
            path={destination.coverImageUrl}
            alt={t(homeMessages.viewOf, { name })}
            priority={priority}
          />
        </Box>
      )}
      <Box sx={{ position: 'relative', zIndex: 2, maxWidth: 560 }}>
        <Typography
          component="p"
          sx={(theme) => ({
            fontFamily: theme.typography.h1.fontFamily,
            fontWeight: 700,
            fontSize: { xs: '2.5rem', md: '3.5rem' },
            lineHeight: 1.1,
            color: 'secondary.main',
          })}
        >
          {name}
        </Typography>
        <Typography sx={{ mt: 1, mb: 2.5, fontSize: { xs: '1rem', md: '1.15rem' } }}>
          {tagline}
        </Typography>
        <Button
          variant="contained"
          color="secondary"
          component={RouterLink}
          to={destination ? paths.destinationDetails(destination.id) : ROUTES.destinationList}
        >
          {t(homeMessages.explorePlace, { name })}
        </Button>
      </Box>
    </Box>
  );
}
