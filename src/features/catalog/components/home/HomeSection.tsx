import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

interface HomeSectionProps {
  id: string;
  title: string;
  lead?: string;
  /** White band instead of the page's cream. */
  tinted?: boolean;
  children: ReactNode;
}

/** A band of the home page, named by its h2 for screen readers. */
export function HomeSection({ id, title, lead, tinted, children }: HomeSectionProps) {
  return (
    <Box
      component="section"
      aria-labelledby={id}
      sx={{ py: { xs: 5, md: 8 }, bgcolor: tinted ? 'background.paper' : undefined }}
    >
      <Container maxWidth="lg">
        <Typography id={id} variant="h2" component="h2" gutterBottom>
          {title}
        </Typography>
        {lead && (
          <Typography color="text.secondary" sx={{ maxWidth: 720, mb: 4 }}>
            {lead}
          </Typography>
        )}
        {children}
      </Container>
    </Box>
  );
}
