import type { CancellationTier } from '@/contract/wire/departures';
import { ENGLISH, type Wording } from '@server/i18n/wording';
import { termsMessages, transferVoucherMessages } from './messages';

/** The documents' shared ways of writing days, places and terms, in the record's language. */

/** "Saturday, 5 December 2026", "samedi 5 décembre 2026" for 2026-12-05. */
export const longDate = (date: string, w: Wording = ENGLISH) => w.longDay(date);

/** A map of the point that a phone opens in its maps app. */
export const mapLink = (latitude: number, longitude: number) =>
  `https://maps.google.com/?q=${latitude.toFixed(5)},${longitude.toFixed(5)}`;

/** "48 hours" or "30 days". */
const period = (w: Wording, hours: number) =>
  hours % 24 === 0 && hours >= 48
    ? w.t(termsMessages.days, { count: String(hours / 24) })
    : w.t(termsMessages.hours, { count: hours });

/**
 * The tiers in words, earliest first: "Cancelled at least 48 hours before the start: 100%
 * refunded. Later: no refund."
 */
export function cancellationTerms(policy: CancellationTier[], w: Wording = ENGLISH): string {
  const tiers = [...policy].sort((a, b) => b.hoursBefore - a.hoursBefore);
  if (tiers.length === 0) return w.t(termsMessages.noRefundOnceBooked);
  const sentences = tiers.map((tier) => {
    const refund =
      tier.refundPercent > 0
        ? w.t(termsMessages.refunded, { percent: tier.refundPercent })
        : w.t(termsMessages.noRefund);
    return tier.hoursBefore > 0
      ? w.t(termsMessages.atLeast, { period: period(w, tier.hoursBefore), refund })
      : w.t(termsMessages.beforeStart, { refund });
  });
  const last = tiers[tiers.length - 1];
  if (last.hoursBefore > 0) sentences.push(w.t(termsMessages.later));
  return sentences.join(' ');
}

/** The vehicle a party of this size is driven in. */
export function vehicleFor(passengers: number, w: Wording = ENGLISH): string {
  if (passengers <= 3) return w.t(transferVoucherMessages.car);
  if (passengers <= 7) return w.t(transferVoucherMessages.peopleCarrier);
  if (passengers <= 15) return w.t(transferVoucherMessages.minibus);
  return w.t(transferVoucherMessages.coach);
}
