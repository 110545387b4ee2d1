import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTES } from '@/config/routes';
import { GROUP_ENQUIRY_MIN_EXCLUSIVE } from '@/contract/limits';
import { useT } from '@/i18n';
import { catalogMessages } from '../../messages';
import { specialMessages } from './messages';

/** Groups larger than the limit, quotes and enquiries go through the contact form (docs/product.md). */
export function GroupEnquiryNote() {
  const t = useT();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, my: { xs: 4, md: 5 } }}>
      <Typography>
        {t(specialMessages.groupBefore, { count: GROUP_ENQUIRY_MIN_EXCLUSIVE })}{' '}
        <Link component={RouterLink} to={ROUTES.contact} underline="always">
          {t(catalogMessages.contactForm)}
        </Link>{' '}
        {t(specialMessages.groupAfter)}
      </Typography>
    </Paper>
  );
}
