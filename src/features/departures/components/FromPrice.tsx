import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { fromPriceOf } from '@/contract/booking';
import type { ExcursionPricing } from '@/contract/wire/departures';
import { useT } from '@/i18n';
import { ApproxAmount } from '@/features/currency';
import { departureMessages } from '../messages';
import { usePrice } from '../usePrice';

/** "from $45.00 per adult"; nothing for an excursion on request. */
export function FromPrice({ pricing }: { pricing: ExcursionPricing }) {
  const t = useT();
  const money = usePrice();
  const price = pricing.fromPrice ?? fromPriceOf(pricing);
  if (price === null) return null;
  return (
    <Typography component="p" sx={{ m: 0 }}>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {t(departureMessages.from)}{' '}
      </Box>
      <Box component="span" sx={{ fontSize: '1.5rem', fontWeight: 700 }}>
        {money(price)}
      </Box>{' '}
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {t(departureMessages.perAdult)}
      </Box>
      <ApproxAmount amount={price} />
    </Typography>
  );
}
