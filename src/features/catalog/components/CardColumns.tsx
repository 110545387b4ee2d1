import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** One column on a phone, two on a tablet, three on a desktop, never wider than the screen. */
export const CARD_COLUMNS = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    md: 'repeat(3, minmax(0, 1fr))',
  },
} as const;

/**
 * How wide a card's picture shows in these columns (inside the page's 1200 px container), so the
 * browser picks the narrowest copy that fills it: a desktop needs a third of what a phone does.
 */
export const CARD_COLUMN_PICTURE_SIZES =
  '(min-width: 1200px) 384px, (min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw';

/** Cards side by side in the catalog's columns. */
export function CardColumns({ children }: { children: ReactNode }) {
  return <Box sx={CARD_COLUMNS}>{children}</Box>;
}
