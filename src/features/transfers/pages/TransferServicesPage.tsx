import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useT } from '@/i18n';
import { TransferForm } from '../components/TransferForm';
import { TransferHero } from '../components/TransferHero';
import { TransferInfo } from '../components/TransferInfo';
import { transferMessages } from '../messages';

export default function TransferServicesPage() {
  const t = useT();
  return (
    <>
      <TransferHero />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Paper component="section" aria-labelledby="transfer-form" sx={{ p: { xs: 2, sm: 3 } }}>
              <Typography id="transfer-form" variant="h2" sx={{ fontSize: '1.4rem' }} gutterBottom>
                {t(transferMessages.formHeading)}
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 3 }}>
                {t(transferMessages.requiredNote)}
              </Typography>
              <TransferForm />
            </Paper>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <TransferInfo />
          </Grid>
        </Grid>
      </Container>
    </>
  );
}
