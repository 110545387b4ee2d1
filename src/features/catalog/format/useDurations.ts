import { useLocale, useT } from '@/i18n';
import type { Excursion } from '@/contract/wire/catalog';
import { cardDuration, daysLabel } from './duration';

/** The length rules of duration.ts in the page's language. */
export function useDurations() {
  const t = useT();
  const locale = useLocale();
  return {
    cardDuration: (
      excursion: Pick<Excursion, 'duration'> & Partial<Pick<Excursion, 'durationHours'>>,
    ) => cardDuration(t, locale, excursion),
    daysLabel: (days: number) => daysLabel(t, days),
  };
}
