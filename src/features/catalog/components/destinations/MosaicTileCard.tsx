import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { StoredImage } from '@/components/StoredImage';
import { paths } from '@/config/routes';
import { brand } from '@/theme';
import type { MosaicTile } from './mosaic';

/** The whole tile answers to the name's link (a link stretched over the tile). */
const stretchedLinkSx = {
  color: 'inherit',
  '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
  '&:focus-visible': { outline: 'none', boxShadow: 'none' },
  '&:focus-visible::after': { outline: `3px solid ${brand.gold}`, outlineOffset: '-3px' },
} as const;

const tileSx = {
  position: 'relative',
  overflow: 'hidden',
  borderRadius: '16px',
  minHeight: 200,
  color: '#ffffff',
  bgcolor: brand.indigoDark,
  boxShadow: '0 6px 18px rgba(31, 42, 92, 0.18)',
  '& img': {
    position: 'absolute',
    inset: 0,
    height: '100%',
    transition: 'transform 400ms ease',
  },
  '&:hover img, &:focus-within img': { transform: 'scale(1.05)' },
} as const;

const captionSx = {
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  p: { xs: 2, md: 2.5 },
  pt: 6,
  background: `linear-gradient(to top, ${brand.indigoDark}f2 0%, ${brand.indigoDark}cc 55%, transparent 100%)`,
} as const;

interface MosaicTileCardProps {
  tile: MosaicTile;
  /** The first, wide tile: its picture is the page's largest. */
  priority?: boolean;
  /** Grid placement: the large tiles span more cells. */
  sx?: object;
}

/** One destination in the mosaic: its picture, name and capital, linking to its details. */
export function MosaicTileCard({ tile, priority, sx }: MosaicTileCardProps) {
  const { destination, about, aboutCut } = tile;
  return (
    <Box component="article" sx={{ ...tileSx, ...sx }}>
      <StoredImage path={destination.coverImageUrl} alt="" priority={priority} />
      <Box sx={captionSx}>
        <Typography variant="h4" component="h2">
          <Link
            component={RouterLink}
            to={paths.destinationDetails(destination.id)}
            state={{ destination }}
            underline="none"
            sx={stretchedLinkSx}
          >
            {destination.name}
          </Link>
        </Typography>
        <Typography variant="body2" sx={{ opacity: 0.9 }}>
          {destination.capital}
        </Typography>
        {about !== undefined && (
          <Typography
            variant="body2"
            data-testid="mosaic-about"
            sx={{ mt: 1, ...(aboutCut && { '&::after': { content: '"…"' } }) }}
          >
            {about}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
