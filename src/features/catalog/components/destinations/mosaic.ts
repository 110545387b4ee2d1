import { DESTINATION_MOSAIC_SIZE, MOSAIC_FOURTH_ABOUT_LENGTH } from '@/contract/limits';
import type { Destination } from '@/contract/wire/catalog';

/** The tile that shows its about text (docs/product.md, Constants): the fourth. */
export const ABOUT_TILE_INDEX = 3;

export interface MosaicTile {
  destination: Destination;
  /** Only the fourth tile has one: its about text cut to 255 characters. */
  about?: string;
  /** Whether the text was cut, so the tile can show an ellipsis beside it. */
  aboutCut?: boolean;
}

/** The first eight destinations as mosaic tiles. */
export function mosaicTiles(destinations: Destination[]): MosaicTile[] {
  return destinations.slice(0, DESTINATION_MOSAIC_SIZE).map((destination, index) => {
    if (index !== ABOUT_TILE_INDEX) return { destination };
    const about = destination.about.slice(0, MOSAIC_FOURTH_ABOUT_LENGTH);
    return { destination, about, aboutCut: about.length < destination.about.length };
  });
}
