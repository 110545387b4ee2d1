import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { brand } from '@/theme';

interface PageHeroProps {
  title: string;
  lead: string;
}

/** The page's one h1 on an indigo band, with a short lead. */
export function PageHero({ title, lead }: PageHeroProps) {
  return (
    <Box sx={{ bgcolor: brand.indigo, color: '#ffffff', py: { xs: 4, md: 6 } }}>
      <Container maxWidth="lg">
        <Typography variant="h1" component="h1" gutterBottom>
          {title}
        </Typography>
        <Typography sx={{ maxWidth: 720, fontSize: { xs: '1rem', md: '1.15rem' } }}>
          {lead}
        </Typography>
      </Container>
    </Box>
  );
}
