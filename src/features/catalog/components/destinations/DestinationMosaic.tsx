import Box from '@mui/material/Box';
import type { Destination } from '@/contract/wire/catalog';
import { ABOUT_TILE_INDEX, mosaicTiles } from './mosaic';
import { MosaicTileCard } from './MosaicTileCard';

/** The first tile is wide, the fourth (with its text) large; the rest fill in around them. */
const WIDE_TILE_INDEX = 0;

const placement = (index: number) => {
  if (index === ABOUT_TILE_INDEX) {
    return { gridColumn: { sm: 'span 2' }, gridRow: 'span 2' };
  }
  if (index === WIDE_TILE_INDEX) return { gridColumn: { sm: 'span 2' } };
  return {};
};

/** The mosaic of /destination-list-full: the first eight destinations (docs/product.md, Constants). */
export function DestinationMosaic({ destinations }: { destinations: Destination[] }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 2.5 },
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
        gridAutoRows: { xs: 200, md: 230 },
        gridAutoFlow: 'dense',
      }}
    >
      {mosaicTiles(destinations).map((tile, index) => (
        <MosaicTileCard
          key={tile.destination.id}
          tile={tile}
          priority={index === WIDE_TILE_INDEX}
          sx={placement(index)}
        />
      ))}
    </Box>
  );
}
