import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTES } from '@/config/routes';
import { GROUP_ENQUIRY_MIN_EXCLUSIVE } from '@/contract/limits';

/** Groups larger than the limit, quotes and enquiries go through the contact form (docs/product.md). */
export function GroupEnquiryNote() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, my: { xs: 4, md: 5 } }}>
      <Typography>
        Travelling as a group of more than {GROUP_ENQUIRY_MIN_EXCLUSIVE} people, or want a programme
        made for you? Tell us about it through our{' '}
        <Link component={RouterLink} to={ROUTES.contact} underline="always">
          contact form
        </Link>{' '}
        and we will send you a quote.
      </Typography>
    </Paper>
  );
}
