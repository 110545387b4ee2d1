import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { brand } from '@/theme';
import { useT } from '@/i18n';
import { StoredImage } from '@/components/StoredImage';
import { NewsletterPanel } from '../components/NewsletterPanel';
import { PageHero } from '../components/PageHero';
import { aboutMessages } from '../messages';
import { HISTORY, INTRO_CARDS } from '../texts/about';
import { ContentSection, SECTION_SPACING } from '../components/ContentSection';

function IntroCards() {
  const t = useT();
  return (
    <Grid
      container
      spacing={2}
      component="section"
      aria-label={t(aboutMessages.whatWeDo)}
      sx={SECTION_SPACING}
    >
      {INTRO_CARDS.map((card) => (
        <Grid key={card.title.id} size={{ xs: 12, md: 4 }}>
          <Paper
            variant="outlined"
            sx={{ p: 3, height: '100%', borderTop: `4px solid ${brand.gold}` }}
          >
            <Typography variant="h5" component="h2" gutterBottom>
              {t(card.title)}
            </Typography>
            <Typography color="text.secondary">{t(card.text)}</Typography>
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}

function CompanyDescription() {
  const t = useT();
  return (
    <Grid
      container
      spacing={4}
      component="section"
      aria-labelledby="about-company"
      sx={SECTION_SPACING}
    >
      <Grid size={{ xs: 12, md: 6 }}>
        <Typography id="about-company" variant="h2" component="h2" gutterBottom>
          {t(aboutMessages.whoWeAre)}
        </Typography>
        <Typography sx={{ mb: 2 }}>{t(aboutMessages.companyEstablished)}</Typography>
        <Typography sx={{ mb: 2 }}>{t(aboutMessages.companyServices)}</Typography>
        <Typography>{t(aboutMessages.companyGroups)}</Typography>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <StoredImage
          rounded
          path="destinations/the-gambia/cover.jpg"
          alt={t(aboutMessages.companyImageAlt)}
          sizes="(min-width: 900px) 560px, 100vw"
        />
      </Grid>
    </Grid>
  );
}

function History() {
  const t = useT();
  return (
    <ContentSection id="about-history" title={t(aboutMessages.history)}>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {HISTORY.map((step) => (
          <Box
            component="li"
            key={step.period.id}
            sx={{ pl: 2.5, py: 1.5, borderLeft: `3px solid ${brand.terracotta}` }}
          >
            <Typography variant="h6" component="h3">
              {t(step.period)}
            </Typography>
            <Typography color="text.secondary">{t(step.text)}</Typography>
          </Box>
        ))}
      </Box>
    </ContentSection>
  );
}

function Director() {
  const t = useT();
  return (
    <Paper
      component="section"
      aria-labelledby="about-director"
      sx={{ p: { xs: 3, md: 5 }, my: { xs: 4, md: 6 }, bgcolor: brand.indigo, color: '#ffffff' }}
    >
      <Typography id="about-director" variant="h2" component="h2" gutterBottom>
        {t(aboutMessages.directorHeading)}
      </Typography>
      <Box component="figure" sx={{ m: 0, pl: 2.5, borderLeft: `4px solid ${brand.gold}` }}>
        <Box component="blockquote" sx={{ m: 0 }}>
          <Typography sx={{ fontSize: { xs: '1.05rem', md: '1.2rem' }, mb: 2 }}>
            {t(aboutMessages.directorQuote)}
          </Typography>
        </Box>
        <Typography component="figcaption">{t(aboutMessages.directorCaption)}</Typography>
      </Box>
    </Paper>
  );
}

export default function AboutPage() {
  const t = useT();
  return (
    <>
      <PageHero title={t(aboutMessages.title)} lead={t(aboutMessages.lead)} />
      <Container maxWidth="lg">
        <IntroCards />
        <CompanyDescription />
        <History />
        <Director />
        <Box sx={{ pb: { xs: 4, md: 6 } }}>
          <NewsletterPanel />
        </Box>
      </Container>
    </>
  );
}
