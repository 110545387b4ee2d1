import { memo, useId, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { addDays } from '@/contract/booking';
import type { AvailabilityStatus, CalendarDay } from '@/contract/wire/departures';
import { useLocale, useT } from '@/i18n';
import { departureMessages } from '../messages';
import { dayTitle, monthGrid, monthTitle, WEEKDAYS, type Month } from '../month';
import { LEGEND, statusLine } from '../seats';
import { CALENDAR_MIN_HEIGHT } from './ChooseDateFrame';

export const isBookable = (status: AvailabilityStatus) =>
  status === 'AVAILABLE' || status === 'LIMITED';

/** Each status looks different without its colour: a dot, a ring, struck through, faded. */
const MARK_SX: Record<AvailabilityStatus, object> = {
  AVAILABLE: { bgcolor: 'success.main', borderColor: 'success.main' },
  LIMITED: { bgcolor: 'transparent', borderColor: 'warning.dark' },
  SOLD_OUT: { display: 'none' },
  CLOSED: { display: 'none' },
};

function StatusMark({ status }: { status: AvailabilityStatus }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{ width: 8, height: 8, borderRadius: '50%', border: 2, ...MARK_SX[status] }}
    />
  );
}

/** Arrow keys move between the days that can be chosen, a day or a week at a time. */
const STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const step = STEPS[event.key];
  const from = (event.target as HTMLElement).dataset.date;
  if (!step || !from) return;
  event.preventDefault();
  for (let date = addDays(from, step), n = 0; n < 31; date = addDays(date, step), n += 1) {
    const target = event.currentTarget.querySelector<HTMLButtonElement>(`[data-date="${date}"]`);
    if (!target) return;
    if (!target.disabled) {
      target.focus();
      return;
    }
  }
}

export interface MonthCalendarProps {
  month: Month;
  days: CalendarDay[] | undefined;
  selected: string | null;
  canGoBack: boolean;
  canGoOn: boolean;
  onSelect(date: string): void;
  onMonthBy(by: -1 | 1): void;
}

/**
 * A month of days as buttons: each says its date and its seats, visibly and to screen readers. A
 * memo: its days are a deferred value, and a render with the same ones need not draw them again.
 */
export const MonthCalendar = memo(function MonthCalendar(props: MonthCalendarProps) {
  const { month, days, selected, canGoBack, canGoOn, onSelect, onMonthBy } = props;
  const t = useT();
  const locale = useLocale();
  const titleId = useId();
  const byDate = new Map(days?.map((day) => [day.date, day]));
  return (
    <Box sx={{ minHeight: CALENDAR_MIN_HEIGHT }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <IconButton
          aria-label={t(departureMessages.previousMonth)}
          disabled={!canGoBack}
          onClick={() => onMonthBy(-1)}
        >
          <ChevronLeftIcon />
        </IconButton>
        <Typography id={titleId} component="h4" aria-live="polite" sx={{ fontWeight: 700 }}>
          {monthTitle(locale, month)}
        </Typography>
        <IconButton
          aria-label={t(departureMessages.nextMonth)}
          disabled={!canGoOn}
          onClick={() => onMonthBy(1)}
        >
          <ChevronRightIcon />
        </IconButton>
      </Stack>
      <Box
        role="group"
        aria-labelledby={titleId}
        onKeyDown={moveFocus}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 0.5 }}
      >
        {WEEKDAYS.map((name) => (
          <Typography
            key={name.id}
            aria-hidden
            variant="caption"
            sx={{ textAlign: 'center', color: 'text.secondary' }}
          >
            {t(name)}
          </Typography>
        ))}
        {monthGrid(month).map((date, index) =>
          date === null ? (
            <span key={`blank-${index}`} />
          ) : (
            <DayButton
              key={date}
              date={date}
              day={byDate.get(date)}
              selected={date === selected}
              onSelect={onSelect}
            />
          ),
        )}
      </Box>
    </Box>
  );
});

function DayButton({
  date,
  day,
  selected,
  onSelect,
}: {
  date: string;
  day: CalendarDay | undefined;
  selected: boolean;
  onSelect(date: string): void;
}) {
  const t = useT();
  const locale = useLocale();
  const bookable = !!day && isBookable(day.status);
  const title = dayTitle(locale, date);
  const label = day ? `${title}, ${statusLine(t, day.status, day.vacancies)}` : title;
  return (
    <Button
      data-date={date}
      aria-label={label}
      aria-pressed={selected}
      disabled={!bookable}
      variant={selected ? 'contained' : 'text'}
      onClick={() => onSelect(date)}
      sx={{
        minWidth: 0,
        p: 0,
        height: 44,
        flexDirection: 'column',
        gap: 0.25,
        fontWeight: bookable ? 700 : 400,
        textDecoration: day?.status === 'SOLD_OUT' ? 'line-through' : 'none',
      }}
    >
      {Number(date.slice(8))}
      {day ? <StatusMark status={day.status} /> : null}
    </Button>
  );
}

/** The statuses' looks, in words. */
export function CalendarLegend() {
  const t = useT();
  const shown: AvailabilityStatus[] = ['AVAILABLE', 'LIMITED', 'SOLD_OUT'];
  return (
    <Stack
      component="ul"
      direction="row"
      aria-hidden
      sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, listStyle: 'none', p: 0, m: 0 }}
    >
      {shown.map((status) => (
        <Stack
          component="li"
          key={status}
          direction="row"
          spacing={0.75}
          sx={{ alignItems: 'center' }}
        >
          {status === 'SOLD_OUT' ? (
            <Typography variant="caption" sx={{ textDecoration: 'line-through' }}>
              12
            </Typography>
          ) : (
            <StatusMark status={status} />
          )}
          <Typography variant="caption">{t(LEGEND[status])}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
