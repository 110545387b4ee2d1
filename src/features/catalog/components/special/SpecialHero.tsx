import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { brand } from '@/theme';

interface SpecialHeroProps {
  title: string;
  lead?: string;
  /** A way back up, e.g. to all special excursions. */
  back?: { to: string; label: string };
}

/** The page's one h1 on an indigo band, with a short lead and a link back up. */
export function SpecialHero({ title, lead, back }: SpecialHeroProps) {
  return (
    <Box sx={{ bgcolor: brand.indigo, color: '#ffffff', py: { xs: 4, md: 6 } }}>
      <Container maxWidth="lg">
        {back && (
          <Link
            component={RouterLink}
            to={back.to}
            sx={{ color: brand.gold, display: 'inline-block', mb: 1.5, fontWeight: 700 }}
          >
            ← {back.label}
          </Link>
        )}
        <Typography variant="h1" component="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {lead && (
          <Typography sx={{ maxWidth: 760, fontSize: { xs: '1rem', md: '1.15rem' } }}>
            {lead}
          </Typography>
        )}
      </Container>
    </Box>
  );
}
