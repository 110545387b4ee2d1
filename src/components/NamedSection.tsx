import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

export interface NamedSectionProps {
  id: string;
  title: string;
  children: ReactNode;
}

interface Spacing {
  /** Room around the section (or its place in a grid). */
  sx?: SxProps<Theme>;
  /** Room under the heading; MUI's gutterBottom when left out. */
  headingSx?: SxProps<Theme>;
}

/** A section of a page named by its h2, so screen readers list it by that name. */
export function NamedSection({ id, title, children, sx, headingSx }: NamedSectionProps & Spacing) {
  return (
    <Box component="section" aria-labelledby={id} sx={sx}>
      <Typography id={id} variant="h2" component="h2" gutterBottom={!headingSx} sx={headingSx}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
