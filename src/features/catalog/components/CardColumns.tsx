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

/** Cards side by side in the catalog's columns. */
export function CardColumns({ children }: { children: ReactNode }) {
  return <Box sx={CARD_COLUMNS}>{children}</Box>;
}
