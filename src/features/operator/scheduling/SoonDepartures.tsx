import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { addDays } from '@/contract/booking';
import { operatorToday } from '@/contract/dates';
import type { SoonDeparture } from '@/contract/wire/operator';
import { CONSOLE_PATHS } from '../paths';
import { DEPARTURE_TEXTS } from './texts';

const T = DEPARTURE_TEXTS.summary;

/** Today's and tomorrow's departures on the summary, each leading to its manifest. */
export function SoonDepartures({ departures }: { departures: SoonDeparture[] }) {
  const today = operatorToday();
  const days = [
    [T.today, today],
    [T.tomorrow, addDays(today, 1)],
  ] as const;
  return (
    <Grid container spacing={2} sx={{ mt: 3 }}>
      {days.map(([title, date]) => (
        <Grid key={date} size={{ xs: 12, md: 6 }}>
          <DayDepartures
            title={title}
            departures={departures.filter((departure) => departure.date === date)}
          />
        </Grid>
      ))}
    </Grid>
  );
}

function DayDepartures({ title, departures }: { title: string; departures: SoonDeparture[] }) {
  return (
    <Paper component="section" aria-label={title} sx={{ p: 2, height: '100%' }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {departures.length === 0 && <Typography color="text.secondary">{T.none}</Typography>}
      {departures.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
          {departures.map((departure) => (
            <Box component="li" key={departure.departureId} sx={{ py: 0.5 }}>
              <Link
                component={RouterLink}
                to={CONSOLE_PATHS.manifest(departure.departureId)}
                state={departure}
                aria-label={T.manifest(departure.excursionName, departure.time)}
              >
                {departure.time} · {departure.excursionName}
              </Link>{' '}
              — {T.seats(departure.booked, departure.capacity)}
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}
