import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTES } from '@/config/routes';
import { CATALOG_MESSAGES } from '@/contract/catalogMessages';
import { useT } from '@/i18n';
import { AvailableExcursionCard } from './AvailableExcursionCard';
import { CardColumns } from '../CardColumns';
import { specialMessages } from './messages';
import type { RecordExcursions } from './useRecordExcursions';

/** The 'Available Excursions' cards, or why there are none. */
export function AvailableExcursions({
  countryName,
  state,
}: {
  countryName: string;
  state: RecordExcursions;
}) {
  const t = useT();
  if (state.isLoading) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress
          aria-label={t(specialMessages.loadingExcursionsIn, { country: countryName })}
        />
      </Box>
    );
  }
  if (state.isError)
    return <Alert severity="error">{t(CATALOG_MESSAGES.specialExcursionsFailed)}</Alert>;
  if (state.excursions.length === 0) {
    return (
      <Typography>
        {t(specialMessages.noExcursionsBefore, { country: countryName })}{' '}
        <Link component={RouterLink} to={ROUTES.contact} underline="always">
          {t(specialMessages.noExcursionsLink)}
        </Link>{' '}
        {t(specialMessages.noExcursionsAfter)}
      </Typography>
    );
  }
  return (
    <CardColumns>
      {state.excursions.map((excursion) => (
        <AvailableExcursionCard key={excursion.id} excursion={excursion} />
      ))}
    </CardColumns>
  );
}
