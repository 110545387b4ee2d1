import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTES } from '@/config/routes';
import { CATALOG_MESSAGES } from '@/contract/catalogMessages';
import { AvailableExcursionCard } from './AvailableExcursionCard';
import { CardColumns } from '../CardColumns';
import type { RecordExcursions } from './useRecordExcursions';

/** The 'Available Excursions' cards, or why there are none. */
export function AvailableExcursions({
  countryName,
  state,
}: {
  countryName: string;
  state: RecordExcursions;
}) {
  if (state.isLoading) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={`Loading the excursions in ${countryName}`} />
      </Box>
    );
  }
  if (state.isError)
    return <Alert severity="error">{CATALOG_MESSAGES.specialExcursionsFailed}</Alert>;
  if (state.excursions.length === 0) {
    return (
      <Typography>
        No excursions of this kind are listed in {countryName} yet.{' '}
        <Link component={RouterLink} to={ROUTES.contact} underline="always">
          Ask us for a programme
        </Link>{' '}
        and we will plan one for you.
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
