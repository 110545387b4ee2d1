import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A section of a special-excursions page, named by its h2 for screen readers. */
export function SpecialSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ py: { xs: 4, md: 5 } }}>
      <Typography id={id} variant="h2" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
