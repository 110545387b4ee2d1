import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Departure } from '@/contract/wire/departures';
import { useLocale, useT } from '@/i18n';
import { useGetExcursionDeparturesQuery } from '../departuresApi';
import { departureMessages } from '../messages';
import { dayTitle } from '../month';
import { statusLine } from '../seats';
import { isBookable } from './MonthCalendar';

interface DepartureTimesProps {
  excursionId: number;
  date: string;
  selectedId: number | null;
  onSelect(departure: Departure | null): void;
}

/** The chosen day's start times with their seats; a day with one time chooses it. */
export function DepartureTimes({ excursionId, date, selectedId, onSelect }: DepartureTimesProps) {
  const t = useT();
  const locale = useLocale();
  const { data, isFetching, isError, refetch } = useGetExcursionDeparturesQuery({
    excursionId,
    date,
  });
  const bookable = (data ?? []).filter((departure) => isBookable(departure.status));
  const selected = bookable.find((departure) => departure.id === selectedId) ?? null;
  const only = bookable.length === 1 ? bookable[0] : null;

  // The chosen departure follows the answer: the only one of the day, or none once gone.
  useEffect(() => {
    if (isFetching) return;
    if (only && selectedId !== only.id) onSelect(only);
    else if (!only && selectedId !== null && !selected) onSelect(null);
  }, [isFetching, only, selected, selectedId, onSelect]);

  return (
    <section aria-label={t(departureMessages.timesOfDay, { day: dayTitle(locale, date) })}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {t(departureMessages.chooseTime)}
      </Typography>
      {isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {t(departureMessages.retry)}
            </Button>
          }
        >
          {t(departureMessages.timesFailed)}
        </Alert>
      ) : !data ? (
        <Typography role="status" color="text.secondary">
          {t(departureMessages.loadingTimes)}
        </Typography>
      ) : bookable.length === 0 ? (
        <Alert severity="info">{t(departureMessages.noTimes)}</Alert>
      ) : (
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
          {data.map((departure) => (
            <TimeButton
              key={departure.id}
              departure={departure}
              selected={departure.id === selectedId}
              onSelect={onSelect}
            />
          ))}
        </Stack>
      )}
    </section>
  );
}

function TimeButton({
  departure,
  selected,
  onSelect,
}: {
  departure: Departure;
  selected: boolean;
  onSelect(departure: Departure): void;
}) {
  const t = useT();
  const seats = statusLine(t, departure.status, departure.vacancies);
  return (
    <Button
      variant={selected ? 'contained' : 'outlined'}
      aria-pressed={selected}
      aria-label={`${departure.time}, ${seats}`}
      disabled={!isBookable(departure.status)}
      onClick={() => onSelect(departure)}
      sx={{ flexDirection: 'column', lineHeight: 1.2, py: 0.75, px: 2 }}
    >
      <span>{departure.time}</span>
      <Typography
        component="span"
        variant="caption"
        sx={{ textTransform: 'none', fontWeight: departure.status === 'LIMITED' ? 700 : 400 }}
      >
        {seats}
      </Typography>
    </Button>
  );
}
