import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Vertical room around each section of a content page. */
export const SECTION_SPACING = { py: { xs: 4, md: 6 } } as const;

/** A section of a content page, named by its h2 for screen readers. */
export function ContentSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id} sx={SECTION_SPACING}>
      <Typography id={id} variant="h2" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
