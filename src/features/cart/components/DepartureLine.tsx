import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/routes';
import type { BookingLine } from '@/contract/wire/departures';
import { useT } from '@/i18n';
import { useBookingFormat } from '../../bookings';
import { cartMessages } from '../messages';

interface DepartureLineProps {
  line: BookingLine;
  currency: string;
  /** Why this departure cannot be held, from the last try. */
  problem?: string;
  /** Absent while the line is held: a held seat is not taken out of the cart. */
  onRemove?: () => void;
}

/** One departure of the cart: the excursion, its day and start time, the party and the price. */
export function DepartureLine({ line, currency, problem, onRemove }: DepartureLineProps) {
  const t = useT();
  const format = useBookingFormat();
  const day = format.day(line.date);
  const problemId = `departure-${line.departureId}-problem`;
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-describedby={problem ? problemId : undefined}
      sx={{
        p: 2,
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        gap: 2,
        alignItems: { sm: 'center' },
        borderColor: problem ? 'error.main' : undefined,
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="h5" component="h2" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
          <Link component={RouterLink} to={paths.tourDetails(line.excursionId)} underline="hover">
            {line.excursionName}
          </Link>
        </Typography>
        <Typography>{format.when(line.date, line.time)}</Typography>
        <Typography color="text.secondary">{format.party(line.units)}</Typography>
        <Typography sx={{ fontWeight: 700, mt: 0.5 }}>
          {format.money(line.price, currency)}
        </Typography>
        {problem && (
          <Typography
            id={problemId}
            color="error"
            sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start', mt: 1, fontWeight: 600 }}
          >
            <ErrorOutlineIcon aria-hidden fontSize="small" sx={{ mt: '2px' }} />
            {problem}
          </Typography>
        )}
      </Box>
      {onRemove && (
        <Button
          color="error"
          startIcon={<DeleteOutlineIcon aria-hidden />}
          onClick={onRemove}
          aria-label={t(cartMessages.removeDeparture, { name: line.excursionName, day })}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }}
        >
          {t(cartMessages.remove)}
        </Button>
      )}
    </Paper>
  );
}
