import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { StarRating } from '@/components/StarRating';
import { StaysAsServed } from '@/components/StaysAsServed';
import { ROUTES } from '@/config/routes';
import { GROUP_ENQUIRY_MIN_EXCLUSIVE } from '@/contract/limits';
import type { Excursion } from '@/contract/wire/catalog';
import { formatNumber, useLocale, useT, type Locale } from '@/i18n';
import { pricedExcursion } from '@/features/departures';
import { useDurations } from '../../format/useDurations';
import { tourMessages } from './messages';
import { BookTourButton } from './BookTourButton';

/** The details page always shows five stars, written 5.0 (docs/product.md, Constants). */
const DETAIL_RATING = 5;

const ONE_DECIMAL = { minimumFractionDigits: 1, maximumFractionDigits: 1 };

/**
 * Where the excursion goes: its place, and on English pages the country when the place does not
 * name it. The catalog's country names are English: a French place names its country itself.
 */
export function placeOf({ location, countryName }: Excursion, locale: Locale): string {
  if (!location) return countryName;
  if (locale !== 'en' || !countryName || location.includes(countryName)) return location;
  return `${location}, ${countryName}`;
}

/**
 * The facts a visitor books on (place, length, group); with Book Now for an excursion on request,
 * as SPEC.md has it. A priced one is booked in the booking panel below instead. The rating and
 * the facts need no code once drawn: they stay as the server drew them (decision 070), and the
 * rating's number format is not made while the page hydrates.
 */
export function TourSummary({ excursion }: { excursion: Excursion }) {
  const t = useT();
  const onRequest = !pricedExcursion(excursion);
  return (
    <Paper
      component="section"
      aria-label={t(tourMessages.summary)}
      variant="outlined"
      sx={{ p: 3 }}
    >
      <StaysAsServed showing={excursion.id}>
        <RatingAndFacts excursion={excursion} onRequest={onRequest} />
      </StaysAsServed>
      {onRequest ? <BookOnRequest excursionId={excursion.id} /> : null}
    </Paper>
  );
}

function RatingAndFacts({ excursion, onRequest }: { excursion: Excursion; onRequest: boolean }) {
  const t = useT();
  const locale = useLocale();
  const { daysLabel } = useDurations();
  const facts: [string, string][] = [
    [t(tourMessages.location), placeOf(excursion, locale)],
    [t(tourMessages.duration), daysLabel(excursion.duration)],
    [t(tourMessages.numberOfPeople), t(tourMessages.people, { count: excursion.numberOfPeople })],
  ];
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        <StarRating value={DETAIL_RATING} size="medium" />
        <Typography sx={{ fontWeight: 700 }}>
          {formatNumber(locale, DETAIL_RATING, ONE_DECIMAL)}
          <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
            {' '}
            {t(tourMessages.outOf5)}
          </Box>
        </Typography>
      </Stack>
      <Box component="dl" sx={{ m: 0, mb: onRequest ? 3 : 0, display: 'grid', rowGap: 1.5 }}>
        {facts.map(([label, value]) => (
          <Box key={label}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </>
  );
}

/** SPEC.md's Book Now, and its enquiry for groups over 8. */
function BookOnRequest({ excursionId }: { excursionId: number }) {
  const t = useT();
  return (
    <>
      <BookTourButton excursionId={excursionId} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t(tourMessages.groupBefore, { count: GROUP_ENQUIRY_MIN_EXCLUSIVE })}{' '}
        <Link component={RouterLink} to={ROUTES.contact} underline="always">
          {t(tourMessages.groupLink)}
        </Link>
        {t(tourMessages.groupAfter)}
      </Typography>
    </>
  );
}
