import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Entries side by side: one column on a phone, two on a tablet, three on a desktop. */
export function CountryEntryGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(3, minmax(0, 1fr))',
        },
      }}
    >
      {children}
    </Box>
  );
}
