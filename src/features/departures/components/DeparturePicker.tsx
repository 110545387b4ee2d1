import { useCallback, useDeferredValue, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTES } from '@/config/routes';
import {
  addDays,
  priceOfParty,
  SCHEDULE_HORIZON_DAYS,
  seatsOf,
  type PartyCounts,
} from '@/contract/booking';
import type { Departure } from '@/contract/wire/departures';
import { useT } from '@/i18n';
import { useGetExcursionCalendarQuery } from '../departuresApi';
import { departureMessages } from '../messages';
import { monthOf, seatsOfMonth, shiftMonth, todayInBanjul } from '../month';
import { FIRST_PARTY, partyCeiling, withinCeiling } from '../party';
import type { PricedExcursion } from '../priced';
import { AddDepartureToCart } from './AddDepartureToCart';
import { DepartureTimes } from './DepartureTimes';
import { CalendarLegend, MonthCalendar, type MonthCalendarProps } from './MonthCalendar';
import { PartySteppers } from './PartySteppers';

/**
 * The tour page's booking, in the browser: a month's days, the chosen day's start times, the
 * party and its total, Add to cart. Loaded apart from the page (`BookingPanel`).
 */
export default function DeparturePicker({ excursion }: { excursion: PricedExcursion }) {
  const t = useT();
  const today = todayInBanjul();
  const firstMonth = monthOf(today);
  const lastMonth = monthOf(addDays(today, SCHEDULE_HORIZON_DAYS));
  const [month, setMonth] = useState(firstMonth);
  const [date, setDate] = useState<string | null>(null);
  const [departure, setDeparture] = useState<Departure | null>(null);
  const [party, setParty] = useState<PartyCounts>(FIRST_PARTY);

  const { bookingRules, pricing } = excursion;
  const ceiling = partyCeiling(bookingRules, departure?.vacancies);
  const shownParty = withinCeiling(party, ceiling);
  const seats = seatsOf(shownParty);
  const priced = priceOfParty(pricing.units, shownParty);
  const bookable = seats >= bookingRules.minPerBooking && 'price' in priced;

  const chooseDate = useCallback(
    (chosen: string) => {
      if (chosen !== date) setDeparture(null);
      setDate(chosen);
    },
    [date],
  );
  const monthBy = useCallback((by: -1 | 1) => setMonth((shown) => shiftMonth(shown, by)), []);
  const chooseDeparture = useCallback((chosen: Departure | null) => setDeparture(chosen), []);

  return (
    <Stack spacing={2.5}>
      <div>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
          {t(departureMessages.chooseDate)}
        </Typography>
        <MonthOfSeats
          excursionId={excursion.id}
          month={month}
          selected={date}
          canGoBack={month > firstMonth}
          canGoOn={month < lastMonth}
          onMonthBy={monthBy}
          onSelect={chooseDate}
        />
      </div>
      {date ? (
        <DepartureTimes
          excursionId={excursion.id}
          date={date}
          selectedId={departure?.id ?? null}
          onSelect={chooseDeparture}
        />
      ) : null}
      <Divider />
      <PartySteppers
        units={pricing.units}
        party={shownParty}
        ceiling={ceiling}
        onChange={setParty}
      />
      <PartyLimits seats={seats} ceiling={ceiling} excursion={excursion} departure={departure} />
      <AddDepartureToCart
        excursion={excursion}
        departure={departure}
        party={shownParty}
        price={bookable ? priced.price : undefined}
      />
    </Stack>
  );
}

/**
 * The month's days with their seats, asked for here: their answer renders this part alone. It
 * comes once the page runs, and the days are drawn again with it as a transition (a deferred
 * value), in slices a tap can come between, not in one long task on a slow phone (issue 42).
 */
function MonthOfSeats({
  excursionId,
  month,
  ...calendarProps
}: { excursionId: number } & Omit<MonthCalendarProps, 'days'>) {
  const t = useT();
  const calendar = useGetExcursionCalendarQuery(seatsOfMonth(excursionId, month));
  const days = useDeferredValue(calendar.currentData);
  return (
    <>
      {calendar.isError ? (
        <Alert
          severity="error"
          sx={{ mb: 1 }}
          action={
            <Button color="inherit" size="small" onClick={() => void calendar.refetch()}>
              {t(departureMessages.retry)}
            </Button>
          }
        >
          {t(departureMessages.datesFailed)}
        </Alert>
      ) : null}
      <MonthCalendar month={month} days={days} {...calendarProps} />
      {calendar.isFetching ? (
        <Typography role="status" variant="body2" color="text.secondary">
          {t(departureMessages.loadingDates)}
        </Typography>
      ) : (
        <CalendarLegend />
      )}
    </>
  );
}

/** Why the party cannot grow, or must: the excursion's min and max, the seats left. */
function PartyLimits({
  seats,
  ceiling,
  excursion,
  departure,
}: {
  seats: number;
  ceiling: number;
  excursion: PricedExcursion;
  departure: Departure | null;
}) {
  const t = useT();
  const { minPerBooking, maxPerBooking } = excursion.bookingRules;
  const lines = [];
  if (seats < minPerBooking)
    lines.push(<span key="min">{t(departureMessages.minimum, { min: minPerBooking })}</span>);
  if (departure && departure.vacancies < maxPerBooking && seats >= ceiling) {
    lines.push(
      <span key="seats">{t(departureMessages.fewerSeats, { count: departure.vacancies })} </span>,
    );
  }
  lines.push(
    <span key="max">
      {t(departureMessages.overMax, { max: maxPerBooking })}{' '}
      <Link component={RouterLink} to={ROUTES.contact} underline="always">
        {t(departureMessages.enquiryLink)}
      </Link>
      .
    </span>,
  );
  return (
    <Typography variant="body2" color="text.secondary">
      {lines}
    </Typography>
  );
}
