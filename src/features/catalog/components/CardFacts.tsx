import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { StarRating } from '@/components/StarRating';
import { DISPLAYED_CARD_RATING } from '@/contract/limits';
import { useLocale, useT } from '@/i18n';
import { decimalIn } from '../format/decimal';
import { catalogMessages } from '../messages';

const factsSx = { mt: 1, alignItems: 'center', flexWrap: 'wrap' } as const;
const durationSx = { fontWeight: 700 } as const;

/** The line under an excursion card's text: its duration and the fixed rating (docs/product.md, Constants). */
export function CardFacts({ duration }: { duration: string }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Stack direction="row" spacing={2} sx={factsSx}>
      <Typography variant="body2" sx={durationSx}>
        {duration}
      </Typography>
      <StarRating
        value={DISPLAYED_CARD_RATING}
        label={t(catalogMessages.rated, { rating: decimalIn(locale, DISPLAYED_CARD_RATING) })}
      />
    </Stack>
  );
}
