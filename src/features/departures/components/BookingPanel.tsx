import { lazy, memo, Suspense, useId } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useT } from '@/i18n';
import { cancellationLine } from '../cancellation';
import { departureMessages } from '../messages';
import type { PricedExcursion } from '../priced';
import { ChooseDateFrame } from './ChooseDateFrame';
import { FromPrice } from './FromPrice';
import { useInBrowser } from './useInBrowser';

/* The calendar, times and steppers load apart from the page, only in the browser. */
const DeparturePicker = lazy(
  () => import(/* webpackChunkName: "departure-picker" */ './DeparturePicker'),
);

/**
 * The booking panel of a priced excursion. The server renders its frame (the price, the rules and
 * a "Choose a date" place); the browser then loads the picker's code and the month's seats, so
 * neither holds up the page (decisions 030, 052).
 */
export const BookingPanel = memo(function BookingPanel({
  excursion,
}: {
  excursion: PricedExcursion;
}) {
  const t = useT();
  const titleId = useId();
  const inBrowser = useInBrowser();
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
        {inBrowser ? (
          <Suspense fallback={<ChooseDateFrame />}>
            <DeparturePicker excursion={excursion} />
          </Suspense>
        ) : (
          <ChooseDateFrame />
        )}
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
