import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useT } from '@/i18n';
import { authMessages } from '../../messages';

export interface AuthLink {
  /** Words before the link, e.g. "Don't have an account?" */
  before?: string;
  label: string;
  to: string;
}

/** The links under an account form, one per line. */
export function AuthLinks({ links }: { links: AuthLink[] }) {
  const t = useT();
  return (
    <Stack component="nav" aria-label={t(authMessages.accountPages)} spacing={1} sx={{ mt: 3 }}>
      {links.map((link) => (
        <Typography key={link.to} variant="body2">
          {link.before && `${link.before} `}
          <Link component={RouterLink} to={link.to} sx={{ fontWeight: 700 }}>
            {link.label}
          </Link>
        </Typography>
      ))}
    </Stack>
  );
}
