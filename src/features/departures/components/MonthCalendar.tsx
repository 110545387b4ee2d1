import { memo, useId, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha, styled } from '@mui/material/styles';
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
const StatusMark = styled('span')(({ theme }) => ({
  width: 8,
  height: 8,
  borderRadius: '50%',
  border: '2px solid',
  '&[data-status="AVAILABLE"]': {
    backgroundColor: theme.palette.success.main,
    borderColor: theme.palette.success.main,
  },
  '&[data-status="LIMITED"]': { borderColor: theme.palette.warning.dark },
  '&[data-status="SOLD_OUT"], &[data-status="CLOSED"]': { display: 'none' },
}));

/**
 * A day: the browser's own button, one class for every day of the month, its state in its
 * attributes (chosen, its seats, disabled). Thirty MUI Buttons, each with its own `sx`, brought
 * about 95 style rules that the browser compiled and inserted in the commit that first drew the
 * month, and thirty ButtonBases to mount: the tour page's longest task on a slow phone (issue 42).
 * It looks as a text button, contained when chosen; the theme's `:focus-visible` ring applies.
 */
const Day = styled('button')(({ theme }) => {
  const { primary, action } = theme.palette;
  return {
    ...theme.typography.button,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: theme.spacing(0.25),
    minWidth: 0,
    height: 44,
    padding: 0,
    border: 0,
    borderRadius: 999,
    color: primary.main,
    backgroundColor: 'transparent',
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    '&:hover': { backgroundColor: alpha(primary.main, action.hoverOpacity) },
    '&:active': { filter: 'brightness(0.9)' },
    '&[aria-pressed="true"]': { color: primary.contrastText, backgroundColor: primary.main },
    '&[aria-pressed="true"]:hover': { backgroundColor: primary.dark },
    '&[data-status="SOLD_OUT"]': { textDecoration: 'line-through' },
    '&:disabled': {
      color: action.disabled,
      backgroundColor: 'transparent',
      fontWeight: 400,
      cursor: 'default',
      filter: 'none',
    },
  };
});

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
    <Day
      type="button"
      data-date={date}
      data-status={day?.status}
      aria-label={label}
      aria-pressed={selected}
      disabled={!bookable}
      onClick={() => onSelect(date)}
    >
      {Number(date.slice(8))}
      {day ? <StatusMark aria-hidden data-status={day.status} /> : null}
    </Day>
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
            <StatusMark aria-hidden data-status={status} />
          )}
          <Typography variant="caption">{t(LEGEND[status])}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
