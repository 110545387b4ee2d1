/// <reference lib="webworker" />
import { formatDay, formatMoney, formatNumber } from './format';
import type { Locale } from './locales';

/*
 * Asks once for each kind of data the pages format with (money, numbers, days in Banjul's time,
 * plurals), in the page's language, then ends: the browser keeps the data it loaded for the whole
 * page (src/i18n/intlWarmUp.ts).
 */
self.onmessage = ({ data: locale }: MessageEvent<Locale>) => {
  formatMoney(locale, 1);
  formatNumber(locale, 1);
  formatDay(locale, new Date());
  new Intl.PluralRules(locale).select(1);
  self.close();
};
