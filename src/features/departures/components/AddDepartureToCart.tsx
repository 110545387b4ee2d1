import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useToast } from '@/components/toast';
import { ROUTES } from '@/config/routes';
import type { PartyCounts } from '@/contract/booking';
import { formatUsd } from '@/contract/money';
import type { Departure } from '@/contract/wire/departures';
import { cartLineAdded, selectCartLines } from '@/features/cart';
import { shortDate } from '../month';
import type { PricedExcursion } from '../priced';
import { addedToast, DEPARTURE_TEXTS, inCartLine } from '../texts';

interface AddDepartureToCartProps {
  excursion: PricedExcursion;
  departure: Departure | null;
  party: PartyCounts;
  /** The party's price, or undefined while it cannot be booked (too few people). */
  price: number | undefined;
}

const whenOf = (departure: Pick<Departure, 'date' | 'time'>) =>
  `${shortDate(departure.date)} ${DEPARTURE_TEXTS.at} ${departure.time}`;

/** The total and Add to cart: the departure and party become a cart line (the same departure again
 * replaces its party). */
export function AddDepartureToCart({
  excursion,
  departure,
  party,
  price,
}: AddDepartureToCartProps) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const lines = useAppSelector(selectCartLines);
  const inCart = departure ? lines.find((line) => line.departureId === departure.id) : undefined;

  const add = () => {
    if (!departure || price === undefined) return;
    dispatch(
      cartLineAdded({
        departureId: departure.id,
        excursionId: excursion.id,
        excursionName: excursion.name,
        date: departure.date,
        time: departure.time,
        units: party,
        price,
        currency: excursion.pricing.currency,
      }),
    );
    toast.success(addedToast(excursion.name, whenOf(departure)));
  };

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography sx={{ fontWeight: 600 }}>{DEPARTURE_TEXTS.total}</Typography>
        <Typography
          component="output"
          aria-live="polite"
          aria-label={`${DEPARTURE_TEXTS.total}: ${formatUsd(price ?? 0)}`}
          sx={{ fontSize: '1.35rem', fontWeight: 700 }}
        >
          {formatUsd(price ?? 0)}
        </Typography>
      </Stack>
      <Button
        variant="contained"
        color="secondary"
        size="large"
        fullWidth
        disabled={!departure || price === undefined}
        onClick={add}
      >
        {inCart ? DEPARTURE_TEXTS.updateCart : DEPARTURE_TEXTS.addToCart}
      </Button>
      {!departure ? (
        <Typography variant="body2" color="text.secondary">
          {DEPARTURE_TEXTS.chooseDateFirst}
        </Typography>
      ) : null}
      {inCart ? (
        <Typography variant="body2" role="status">
          {inCartLine(whenOf(inCart))}{' '}
          <Link component={RouterLink} to={ROUTES.cart} underline="always">
            {DEPARTURE_TEXTS.viewCart}
          </Link>
        </Typography>
      ) : null}
    </Stack>
  );
}
