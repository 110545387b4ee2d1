import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { fromPriceOf } from '@/contract/booking';
import { formatUsd } from '@/contract/money';
import type { ExcursionPricing } from '@/contract/wire/departures';
import { DEPARTURE_TEXTS } from '../texts';

/** "from $45.00 per adult"; nothing for an excursion on request. */
export function FromPrice({ pricing }: { pricing: ExcursionPricing }) {
  const price = pricing.fromPrice ?? fromPriceOf(pricing);
  if (price === null) return null;
  return (
    <Typography component="p" sx={{ m: 0 }}>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {DEPARTURE_TEXTS.from}{' '}
      </Box>
      <Box component="span" sx={{ fontSize: '1.5rem', fontWeight: 700 }}>
        {formatUsd(price)}
      </Box>{' '}
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {DEPARTURE_TEXTS.perAdult}
      </Box>
    </Typography>
  );
}
