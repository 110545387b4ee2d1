import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ROUTES } from '@/config/routes';
import { useT } from '@/i18n';
import { privacyMessages } from './privacyMessages';

/** Under a form that collects personal details: what they are for, and where to read more. */
export function PrivacyLine({ purpose }: { purpose: string }) {
  const t = useT();
  return (
    <Typography variant="body2" color="text.secondary">
      {purpose} {t(privacyMessages.privacyBefore)}{' '}
      <Link component={RouterLink} to={ROUTES.privacy} underline="always">
        {t(privacyMessages.privacyLink)}
      </Link>{' '}
      {t(privacyMessages.privacyAfter)}
    </Typography>
  );
}
