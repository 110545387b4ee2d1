import { useCallback } from 'react';
import { BASE_CURRENCY } from '@/contract/booking';
import { formatMoney, useLocale } from '@/i18n';

/** A price of the tour page in US dollars, as the page's language writes it: $45.00, 45,00 $US. */
export function usePrice() {
  const locale = useLocale();
  return useCallback((amount: number) => formatMoney(locale, amount, BASE_CURRENCY), [locale]);
}
