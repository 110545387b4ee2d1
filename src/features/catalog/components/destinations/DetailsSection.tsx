import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface DetailsSectionProps {
  id: string;
  title: string;
  children: ReactNode;
  /** Grid placement on the details page. */
  sx?: object;
}

/** A part of the destination page, named by its h2 for screen readers. */
export function DetailsSection({ id, title, children, sx }: DetailsSectionProps) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ minWidth: 0, ...sx }}>
      <Typography id={id} variant="h2" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
