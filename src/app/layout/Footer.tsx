import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ROUTES } from '../../config/routes';
import { brand, kenteStripe } from '../../theme';
import { operatorYear } from '@/contract/dates';
import { NewsletterBox } from './NewsletterBox';

const QUICK_LINKS = [
  { label: 'Our Tours', to: ROUTES.toursList },
  { label: 'Destinations', to: ROUTES.destinationList },
  { label: 'Special Excursions', to: ROUTES.specialExcursions },
  { label: 'Transfer Service', to: ROUTES.transferServices },
  { label: 'Info Service', to: ROUTES.businessServices },
  { label: 'FAQ', to: ROUTES.faq },
  { label: 'Contact Us', to: ROUTES.contact },
];

const linkSx = { color: brand.gold, display: 'inline-block', py: 0.25 } as const;

export function Footer() {
  return (
    <Box component="footer" sx={{ bgcolor: brand.indigoDark, color: '#ffffff', mt: 'auto' }}>
      <Box aria-hidden sx={{ height: 6, background: kenteStripe }} />
      <Container
        maxWidth="lg"
        sx={{
          py: 5,
          display: 'grid',
          gap: 4,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1.3fr 1fr 1fr 1.4fr' },
        }}
      >
        <Box>
          <Typography variant="h6" component="h2" gutterBottom>
            West Africa Tours
          </Typography>
          <Typography variant="body2" sx={{ opacity: 0.85 }}>
            A destination management company in The Gambia since 1987. Over 30 staff plan
            excursions, transfers, conferences and incentive programmes across West Africa.
          </Typography>
        </Box>
        <Box component="nav" aria-label="Footer">
          <Typography variant="h6" component="h2" gutterBottom>
            Explore
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link component={RouterLink} to={link.to} sx={linkSx}>
                  {link.label}
                </Link>
              </li>
            ))}
          </Box>
        </Box>
        <Box component="address" sx={{ fontStyle: 'normal' }}>
          <Typography variant="h6" component="h2" gutterBottom>
            Contact
          </Typography>
          <Typography variant="body2">Banjul, The Gambia</Typography>
          <Typography variant="body2" sx={{ mt: 1 }}>
            <Link href="mailto:bookings@westafricatours.example" sx={linkSx}>
              bookings@westafricatours.example
            </Link>
          </Typography>
          <Typography variant="body2" sx={{ mt: 1, opacity: 0.85 }}>
            Groups of more than 8 people: please send us an enquiry through the{' '}
            <Link component={RouterLink} to={ROUTES.contact} sx={linkSx}>
              contact form
            </Link>
            .
          </Typography>
        </Box>
        <NewsletterBox />
      </Container>
      <Typography variant="body2" align="center" sx={{ pb: 3, px: 2 }}>
        <Box component="span" sx={{ opacity: 0.75 }}>
          © {operatorYear()} West Africa Tours, Banjul, The Gambia
        </Box>
        {' · '}
        <Link component={RouterLink} to={ROUTES.terms} sx={linkSx} underline="always">
          Terms and conditions
        </Link>
        {' · '}
        <Link component={RouterLink} to={ROUTES.privacy} sx={linkSx} underline="always">
          Privacy notice
        </Link>
      </Typography>
    </Box>
  );
}
