import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ROUTES } from '@/config/routes';
import { brand } from '@/theme';
import { StoredImage } from '@/components/StoredImage';
import { PageHero } from '../components/PageHero';
import { ShareLinks } from '../components/ShareLinks';
import { ContentSection } from '../components/ContentSection';
import {
  BUSINESS_GALLERY,
  BUSINESS_OFFERS,
  CONFERENCE_HALL,
  HELP_AREAS,
} from '../texts/businessServices';

function Offers() {
  return (
    <ContentSection id="business-offers" title="What we offer">
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 760 }}>
        Since 1987 our team in Banjul, now over 30 staff, has looked after companies, associations
        and institutions travelling to West Africa, from a single delegate to a full congress.
      </Typography>
      <Box component="ul" sx={{ columns: { xs: 1, sm: 2, md: 3 }, pl: 2.5, m: 0 }}>
        {BUSINESS_OFFERS.map((offer) => (
          <li key={offer}>
            <Typography sx={{ py: 0.5 }}>{offer}</Typography>
          </li>
        ))}
      </Box>
    </ContentSection>
  );
}

function HelpAreas() {
  return (
    <ContentSection id="business-help" title="How we can help">
      <Grid container spacing={2}>
        {HELP_AREAS.map((area) => (
          <Grid key={area.title} size={{ xs: 12, sm: 6, md: 4 }}>
            <Paper variant="outlined" sx={{ p: 2.5, height: '100%' }}>
              <Typography variant="h6" component="h3" gutterBottom>
                {area.title}
              </Typography>
              <Typography color="text.secondary">{area.text}</Typography>
            </Paper>
          </Grid>
        ))}
      </Grid>
    </ContentSection>
  );
}

function Incentives() {
  return (
    <ContentSection id="business-incentives" title="Incentive programmes">
      <Typography sx={{ mb: 2, maxWidth: 760 }}>
        An incentive trip should feel like a reward from the first e-mail to the flight home. We
        design each programme around your group: a sunset cruise on the River Gambia, a day among
        the birds of Abuko and Tanji, a gala dinner under the palms of Makasutu, or a journey that
        links The Gambia with Senegal or Ghana.
      </Typography>
      <Typography sx={{ maxWidth: 760 }}>
        We handle every detail, from flights and hotels to guides, gifts and team activities, and
        one coordinator stays with your group throughout. Contact us for details or a bespoke
        incentive programme.
      </Typography>
    </ContentSection>
  );
}

function ConferenceHall() {
  return (
    <ContentSection id="business-hall" title="The International Conference Hall">
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 760 }}>
        The Gambia&apos;s International Conference Hall hosts summits, congresses and exhibitions.
        We book its spaces, equipment and catering for you.
      </Typography>
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {CONFERENCE_HALL.map((fact) => (
          <Grid key={fact.label} component="li" size={{ xs: 6, sm: 4, md: 4 }}>
            <Paper
              variant="outlined"
              sx={{
                p: 2,
                height: '100%',
                textAlign: 'center',
                display: 'flex',
                flexDirection: 'column',
                justifyContent: 'center',
              }}
            >
              {fact.figure && (
                <Typography
                  component="span"
                  sx={{ display: 'block', fontSize: '2rem', fontWeight: 700, color: brand.indigo }}
                >
                  {fact.figure}
                </Typography>
              )}
              <Typography component="span" sx={{ display: 'block' }}>
                {fact.label}
              </Typography>
            </Paper>
          </Grid>
        ))}
      </Grid>
    </ContentSection>
  );
}

function Gallery() {
  return (
    <ContentSection id="business-gallery" title="Gallery">
      <Grid container spacing={2}>
        {BUSINESS_GALLERY.map((image) => (
          <Grid key={image.path} size={{ xs: 12, sm: 6, md: 3 }}>
            <StoredImage
              rounded
              path={image.path}
              alt={image.alt}
              sizes="(min-width: 900px) 300px, (min-width: 600px) 50vw, 100vw"
            />
          </Grid>
        ))}
      </Grid>
    </ContentSection>
  );
}

function ContactAndShare() {
  return (
    <ContentSection id="business-contact" title="Plan your event with us">
      <Typography sx={{ mb: 2 }}>
        Tell us your dates and numbers and we reply with a proposal.
      </Typography>
      <Button component={RouterLink} to={ROUTES.contact} variant="contained" sx={{ mb: 3 }}>
        Contact us
      </Button>
      <Typography variant="h6" component="h3" gutterBottom>
        Share this page
      </Typography>
      <ShareLinks />
    </ContentSection>
  );
}

export default function BusinessServicesPage() {
  return (
    <>
      <PageHero
        title="Info Service"
        lead="Conferences, incentive programmes and group travel arrangements in The Gambia and across West Africa."
      />
      <Container maxWidth="lg">
        <Offers />
        <HelpAreas />
        <Incentives />
        <ConferenceHall />
        <Gallery />
        <ContactAndShare />
      </Container>
    </>
  );
}
