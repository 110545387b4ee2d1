import type { Translate } from '@/i18n';
import { departureMessages } from './messages';

type Tier = { hoursBefore: number; refundPercent: number };

/** "Free cancellation up to 24 hours before the start", tier by tier. */
export function cancellationLine(t: Translate, policy: Tier[]): string {
  const tiers = [...policy]
    .filter((tier) => tier.refundPercent > 0)
    .sort((a, b) => b.hoursBefore - a.hoursBefore);
  if (tiers.length === 0) return t(departureMessages.noRefund);
  const before = (hours: number) =>
    hours % 24 === 0 && hours >= 48
      ? t(departureMessages.days, { count: hours / 24 })
      : t(departureMessages.hours, { count: hours });
  const parts = tiers.map(({ hoursBefore, refundPercent: percent }) => {
    const free = percent === 100;
    if (hoursBefore === 0) {
      return free
        ? t(departureMessages.freeUntilStart)
        : t(departureMessages.refundUntilStart, { percent });
    }
    const values = { percent, before: before(hoursBefore) };
    return t(free ? departureMessages.freeBefore : departureMessages.refundBefore, values);
  });
  const sentence = parts.join(t(departureMessages.tierSeparator));
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}
