import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { CARD_COLUMNS } from '../CardColumns';

/** Cards in a list: one column on phones, two on tablets, three on desktops; dimmed while busy. */
export function CardGrid({ children, busy }: { children: ReactNode; busy?: boolean }) {
  return (
    <Box
      component="ul"
      aria-busy={busy || undefined}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        opacity: busy ? 0.5 : 1,
        transition: 'opacity 200ms',
        ...CARD_COLUMNS,
      }}
    >
      {children}
    </Box>
  );
}

/** Room for cards still loading, so nothing below jumps when they arrive. */
export function CardPlaceholders({ count }: { count: number }) {
  return Array.from({ length: count }, (_, index) => (
    <Box
      component="li"
      key={index}
      aria-hidden
      sx={{ height: 440, borderRadius: '16px', bgcolor: 'grey.200' }}
    />
  ));
}
