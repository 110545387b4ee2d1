import { useMemo } from 'react';
import type { PartyCounts } from '@/contract/booking';
import { formatMoney, useLocale, useT } from '@/i18n';
import { departureDay, formatWhen, partyOf } from './format';

/** A booking's day, start time, amounts and party, in the page's language. */
export function useBookingFormat() {
  const locale = useLocale();
  const t = useT();
  return useMemo(
    () => ({
      day: (date: string) => departureDay(locale, date),
      when: (date: string, time: string) => formatWhen(t, locale, date, time),
      money: (amount: number, currency: string) => formatMoney(locale, amount, currency),
      party: (units: Partial<PartyCounts>) => partyOf(t, units),
    }),
    [locale, t],
  );
}
