import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ROUTES } from '@/config/routes';

/** Under a form that collects personal details: what they are for, and where to read more. */
export function PrivacyLine({ purpose }: { purpose: string }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {purpose} Read our{' '}
      <Link component={RouterLink} to={ROUTES.privacy} underline="always">
        privacy notice
      </Link>{' '}
      for what we keep, for how long, and how to have it deleted.
    </Typography>
  );
}
