import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageTitle } from '@/components/PageTitle';
import { brand, kenteStripe } from '@/theme';

interface DestinationsHeroProps {
  title: string;
  lead: string;
}

/** The band on top of the destination lists: the page's h1 and a short lead. */
export function DestinationsHero({ title, lead }: DestinationsHeroProps) {
  return (
    <Box sx={{ bgcolor: brand.indigo, color: '#ffffff', pt: { xs: 4, md: 6 } }}>
      <Container maxWidth="lg" sx={{ pb: { xs: 4, md: 6 } }}>
        <PageTitle title={title} />
        <Typography sx={{ maxWidth: 720, fontSize: { xs: '1rem', md: '1.15rem' } }}>
          {lead}
        </Typography>
      </Container>
      <Box aria-hidden sx={{ height: 6, backgroundImage: kenteStripe }} />
    </Box>
  );
}
