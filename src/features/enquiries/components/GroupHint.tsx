import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { brand } from '@/theme';

/** docs/product.md: groups of more than 8, quotes and enquiries come through this form. */
export function GroupHint() {
  return (
    <Paper
      component="section"
      aria-labelledby="contact-groups"
      elevation={0}
      sx={{ p: 3, bgcolor: brand.indigo, color: '#ffffff' }}
    >
      <Typography id="contact-groups" variant="h2" component="h2" sx={{ fontSize: '1.5rem' }}>
        Travelling as a group?
      </Typography>
      <Typography sx={{ mt: 1 }}>
        For groups of more than 8 people, quotes and any other enquiry, write to us through this
        form. Tell us your dates, how many you are and what you would like to see, and our team in
        The Gambia will prepare a programme and a quote for you.
      </Typography>
    </Paper>
  );
}
