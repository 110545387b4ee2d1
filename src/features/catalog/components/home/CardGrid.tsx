import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { CARD_COLUMNS } from '../CardColumns';

const gridSx = {
  listStyle: 'none',
  m: 0,
  p: 0,
  opacity: 1,
  transition: 'opacity 200ms',
  ...CARD_COLUMNS,
} as const;
const busyGridSx = { ...gridSx, opacity: 0.5 } as const;
const placeholderSx = { height: 440, borderRadius: '16px', bgcolor: 'grey.200' } as const;

/** Cards in a list: one column on phones, two on tablets, three on desktops; dimmed while busy. */
export function CardGrid({ children, busy }: { children: ReactNode; busy?: boolean }) {
  return (
    <Box component="ul" aria-busy={busy || undefined} sx={busy ? busyGridSx : gridSx}>
      {children}
    </Box>
  );
}

/** Room for cards still loading, so nothing below jumps when they arrive. */
export function CardPlaceholders({ count }: { count: number }) {
  return Array.from({ length: count }, (_, index) => (
    <Box component="li" key={index} aria-hidden sx={placeholderSx} />
  ));
}
