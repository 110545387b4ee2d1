import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

export interface Detail {
  term: string;
  value: ReactNode;
}

/** Label and value pairs as a description list: two columns when there is room, else stacked. */
export function DetailList({ details }: { details: Detail[] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(8rem, max-content) 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1 },
        m: 0,
      }}
    >
      {details.map(({ term, value }) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Box
            component="dt"
            sx={{ color: 'text.secondary', fontWeight: 600, mt: { xs: 1, sm: 0 } }}
          >
            {term}
          </Box>
          <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
