import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { MapEmbed } from '@/components/MapEmbed';
import { PageTitle } from '@/components/PageTitle';
import { PAGE_TITLES } from '@/contract/pages';
import { useT } from '@/i18n';
import { enquiryMessages } from '../messages';
import { ContactDetails } from '../components/ContactDetails';
import { EnquiryForm } from '../components/EnquiryForm';
import { GroupHint } from '../components/GroupHint';

/** /contact: the enquiry form, with the office's details, the group hint and the map beside it. */
export default function ContactPage() {
  const t = useT();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <PageTitle title={t(PAGE_TITLES.contact)} />
      <Typography color="text.secondary" sx={{ maxWidth: 720, mb: { xs: 3, md: 4 } }}>
        {t(enquiryMessages.intro)}
      </Typography>
      <Grid container spacing={{ xs: 3, md: 4 }}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <EnquiryForm />
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Box component="aside" aria-label={t(enquiryMessages.otherWays)} sx={asideSx}>
            <ContactDetails />
            <GroupHint />
            <MapEmbed title={t(enquiryMessages.mapTitle)} height={280} />
          </Box>
        </Grid>
      </Grid>
    </Container>
  );
}

const asideSx = { display: 'flex', flexDirection: 'column', gap: 3 } as const;
