import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ROUTES } from '@/config/routes';
import { brand } from '@/theme';
import { formatNumber, useLocale, useT } from '@/i18n';
import { StoredImage } from '@/components/StoredImage';
import { PageHero } from '../components/PageHero';
import { ShareLinks } from '../components/ShareLinks';
import { ContentSection } from '../components/ContentSection';
import { businessMessages } from '../messages';
import {
  BUSINESS_GALLERY,
  BUSINESS_OFFERS,
  CONFERENCE_HALL,
  HELP_AREAS,
} from '../texts/businessServices';

function Offers() {
  const t = useT();
  return (
    <ContentSection id="business-offers" title={t(businessMessages.offers)}>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 760 }}>
        {t(businessMessages.offersLead)}
      </Typography>
      <Box component="ul" sx={{ columns: { xs: 1, sm: 2, md: 3 }, pl: 2.5, m: 0 }}>
        {BUSINESS_OFFERS.map((offer) => (
          <li key={offer.id}>
            <Typography sx={{ py: 0.5 }}>{t(offer)}</Typography>
          </li>
        ))}
      </Box>
    </ContentSection>
  );
}

function HelpAreas() {
  const t = useT();
  return (
    <ContentSection id="business-help" title={t(businessMessages.help)}>
      <Grid container spacing={2}>
        {HELP_AREAS.map((area) => (
          <Grid key={area.title.id} size={{ xs: 12, sm: 6, md: 4 }}>
            <Paper variant="outlined" sx={{ p: 2.5, height: '100%' }}>
              <Typography variant="h6" component="h3" gutterBottom>
                {t(area.title)}
              </Typography>
              <Typography color="text.secondary">{t(area.text)}</Typography>
            </Paper>
          </Grid>
        ))}
      </Grid>
    </ContentSection>
  );
}

function Incentives() {
  const t = useT();
  return (
    <ContentSection id="business-incentives" title={t(businessMessages.incentives)}>
      <Typography sx={{ mb: 2, maxWidth: 760 }}>{t(businessMessages.incentivesDesign)}</Typography>
      <Typography sx={{ maxWidth: 760 }}>{t(businessMessages.incentivesDetails)}</Typography>
    </ContentSection>
  );
}

function ConferenceHall() {
  const t = useT();
  const locale = useLocale();
  return (
    <ContentSection id="business-hall" title={t(businessMessages.hall)}>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 760 }}>
        {t(businessMessages.hallLead)}
      </Typography>
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {CONFERENCE_HALL.map((fact) => (
          <Grid key={fact.label.id} component="li" size={{ xs: 6, sm: 4, md: 4 }}>
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
              {fact.figure !== undefined && (
                <Typography
                  component="span"
                  sx={{ display: 'block', fontSize: '2rem', fontWeight: 700, color: brand.indigo }}
                >
                  {formatNumber(locale, fact.figure)}
                </Typography>
              )}
              <Typography component="span" sx={{ display: 'block' }}>
                {t(fact.label)}
              </Typography>
            </Paper>
          </Grid>
        ))}
      </Grid>
    </ContentSection>
  );
}

function Gallery() {
  const t = useT();
  return (
    <ContentSection id="business-gallery" title={t(businessMessages.gallery)}>
      <Grid container spacing={2}>
        {BUSINESS_GALLERY.map((image) => (
          <Grid key={image.path} size={{ xs: 12, sm: 6, md: 3 }}>
            <StoredImage
              rounded
              path={image.path}
              alt={t(image.alt)}
              sizes="(min-width: 900px) 300px, (min-width: 600px) 50vw, 100vw"
            />
          </Grid>
        ))}
      </Grid>
    </ContentSection>
  );
}

function ContactAndShare() {
  const t = useT();
  return (
    <ContentSection id="business-contact" title={t(businessMessages.plan)}>
      <Typography sx={{ mb: 2 }}>{t(businessMessages.planLead)}</Typography>
      <Button component={RouterLink} to={ROUTES.contact} variant="contained" sx={{ mb: 3 }}>
        {t(businessMessages.contactUs)}
      </Button>
      <Typography variant="h6" component="h3" gutterBottom>
        {t(businessMessages.share)}
      </Typography>
      <ShareLinks />
    </ContentSection>
  );
}

export default function BusinessServicesPage() {
  const t = useT();
  return (
    <>
      <PageHero title={t(businessMessages.title)} lead={t(businessMessages.lead)} />
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
