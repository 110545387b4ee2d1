import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useToast } from '@/components/toast';
import { ROUTES } from '@/config/routes';
import type { PartyCounts } from '@/contract/booking';
import type { Departure } from '@/contract/wire/departures';
import { useBookingFormat } from '@/features/bookings';
import { cartLineAdded, selectCartLines } from '@/features/cart';
import { ApproxAmount } from '@/features/currency';
import { useT } from '@/i18n';
import { departureMessages } from '../messages';
import type { PricedExcursion } from '../priced';
import { usePrice } from '../usePrice';

interface AddDepartureToCartProps {
  excursion: PricedExcursion;
  departure: Departure | null;
  party: PartyCounts;
  /** The party's price, or undefined while it cannot be booked (too few people). */
  price: number | undefined;
}

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
  const t = useT();
  const money = usePrice();
  const format = useBookingFormat();
  const whenOf = (chosen: Pick<Departure, 'date' | 'time'>) =>
    format.when(chosen.date, chosen.time);
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
    toast.success(t(departureMessages.added, { name: excursion.name, when: whenOf(departure) }));
  };

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography sx={{ fontWeight: 600 }}>{t(departureMessages.total)}</Typography>
        <Typography
          component="output"
          aria-live="polite"
          aria-label={t(departureMessages.totalOf, { price: money(price ?? 0) })}
          sx={{ fontSize: '1.35rem', fontWeight: 700 }}
        >
          {money(price ?? 0)}
        </Typography>
      </Stack>
      <ApproxAmount amount={price} sx={{ ml: 0, mt: -1, textAlign: 'right' }} />
      <Button
        variant="contained"
        color="secondary"
        size="large"
        fullWidth
        disabled={!departure || price === undefined}
        onClick={add}
      >
        {t(inCart ? departureMessages.updateCart : departureMessages.addToCart)}
      </Button>
      {!departure ? (
        <Typography variant="body2" color="text.secondary">
          {t(departureMessages.chooseDateFirst)}
        </Typography>
      ) : null}
      {inCart ? (
        <Typography variant="body2" role="status">
          {t(departureMessages.inCart, { when: whenOf(inCart) })}{' '}
          <Link component={RouterLink} to={ROUTES.cart} underline="always">
            {t(departureMessages.viewCart)}
          </Link>
        </Typography>
      ) : null}
    </Stack>
  );
}
