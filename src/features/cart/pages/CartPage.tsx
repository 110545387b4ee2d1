import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { PageTitle } from '@/components/PageTitle';
import { ROUTES } from '@/config/routes';
import { MESSAGES } from '@/contract/messages';
import { CartLine } from '../components/CartLine';
import { CartSummary } from '../components/CartSummary';
import { selectCartIds } from '../cartSlice';

function EmptyCart() {
  return (
    <Paper sx={{ p: { xs: 3, md: 4 }, textAlign: 'center' }}>
      <Typography variant="h5" component="p" gutterBottom>
        {MESSAGES.cartEmpty}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Add excursions from our tours and book them all at once.
      </Typography>
      <Button variant="contained" component={RouterLink} to={ROUTES.toursList}>
        Browse our tours
      </Button>
    </Paper>
  );
}

export default function CartPage() {
  const ids = useAppSelector(selectCartIds);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <PageTitle title="Your Cart" documentTitle="Cart" />
      {ids.length === 0 ? (
        <EmptyCart />
      ) : (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 8 }}>
            <Stack
              component="ul"
              spacing={2}
              aria-label="Excursions in your cart"
              sx={{ m: 0, p: 0, listStyle: 'none' }}
            >
              {ids.map((id) => (
                <CartLine key={id} id={id} />
              ))}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <CartSummary ids={ids} />
          </Grid>
        </Grid>
      )}
    </Container>
  );
}
