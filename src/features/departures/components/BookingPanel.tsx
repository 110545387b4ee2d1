import { lazy, memo, Suspense, useEffect, useId } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { whenIdle } from '@/app/whenIdle';
import { useOnTheScreen } from '@/components/useOnTheScreen';
import { useT } from '@/i18n';
import { cancellationLine } from '../cancellation';
import { departuresApi } from '../departuresApi';
import { departureMessages } from '../messages';
import { monthOf, seatsOfMonth, todayInBanjul } from '../month';
import type { PricedExcursion } from '../priced';
import { ChooseDateFrame } from './ChooseDateFrame';
import { FromPrice } from './FromPrice';

/* The calendar, times and steppers load apart from the page, only in the browser. */
const loadPicker = () => import(/* webpackChunkName: "departure-picker" */ './DeparturePicker');
const DeparturePicker = lazy(loadPicker);

/**
 * Once the page is the browser's, and it is idle: the picker's code and this month's seats, so
 * that the calendar has both when its place comes onto the screen.
 */
function usePickerFetchedWhenIdle(excursionId: number) {
  const prefetchSeats = departuresApi.usePrefetch('getExcursionCalendar');
  useEffect(
    () =>
      whenIdle(() => {
        void loadPicker().catch(() => {
          // The calendar asks again when it comes onto the screen, and says so if that fails.
        });
        prefetchSeats(seatsOfMonth(excursionId, monthOf(todayInBanjul())));
      }),
    [excursionId, prefetchSeats],
  );
}

/**
 * The booking panel of a priced excursion. The server renders its frame (the price, the rules and
 * a "Choose a date" place); the browser fetches the picker's code and the month's seats when it
 * is idle, and draws the picker when its place comes onto the screen or the visitor reaches it
 * (decisions 030, 052, 081): drawing it was the tour page's longest task as a phone loads it.
 */
export const BookingPanel = memo(function BookingPanel({
  excursion,
}: {
  excursion: PricedExcursion;
}) {
  const t = useT();
  const titleId = useId();
  const [calendarPlace, onScreen] = useOnTheScreen<HTMLDivElement>();
  usePickerFetchedWhenIdle(excursion.id);
  const { bookingRules } = excursion;
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack spacing={2}>
        <div>
          <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {t(departureMessages.panelTitle)}
          </Typography>
          <FromPrice pricing={excursion.pricing} />
        </div>
        <div ref={calendarPlace}>
          {onScreen ? (
            <Suspense fallback={<ChooseDateFrame />}>
              <DeparturePicker excursion={excursion} />
            </Suspense>
          ) : (
            <ChooseDateFrame />
          )}
        </div>
        <Typography variant="body2" color="text.secondary">
          {t(
            bookingRules.instantConfirmation
              ? departureMessages.instant
              : departureMessages.onRequest,
          )}{' '}
          {cancellationLine(t, bookingRules.cancellationPolicy)}
        </Typography>
      </Stack>
    </Paper>
  );
});
