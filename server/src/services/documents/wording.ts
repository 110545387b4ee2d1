import type { CancellationTier } from '@/contract/wire/departures';

/** The documents' shared ways of writing days, places and terms, in English. */

/** "Saturday 5 December 2026" for 2026-12-05. */
export const longDate = (date: string) =>
  new Date(`${date}T00:00:00.000Z`).toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** A map of the point that a phone opens in its maps app. */
export const mapLink = (latitude: number, longitude: number) =>
  `https://maps.google.com/?q=${latitude.toFixed(5)},${longitude.toFixed(5)}`;

/** "48 hours" or "30 days". */
const period = (hours: number) =>
  hours % 24 === 0 && hours >= 48
    ? `${hours / 24} days`
    : `${hours} ${hours === 1 ? 'hour' : 'hours'}`;

/**
 * The tiers in words, earliest first: "Cancelled at least 48 hours before the start: 100%
 * refunded. Later: no refund."
 */
export function cancellationTerms(policy: CancellationTier[]): string {
  const tiers = [...policy].sort((a, b) => b.hoursBefore - a.hoursBefore);
  if (tiers.length === 0) return 'No refund once booked.';
  const sentences = tiers.map((tier) => {
    const refund = tier.refundPercent > 0 ? `${tier.refundPercent}% refunded` : 'no refund';
    return tier.hoursBefore > 0
      ? `Cancelled at least ${period(tier.hoursBefore)} before the start: ${refund}.`
      : `Cancelled before the start: ${refund}.`;
  });
  const last = tiers[tiers.length - 1];
  if (last.hoursBefore > 0) sentences.push('Later: no refund.');
  return sentences.join(' ');
}

/** The vehicle a party of this size is driven in. */
export function vehicleFor(passengers: number): string {
  if (passengers <= 3) return 'Car (up to 3 passengers with luggage)';
  if (passengers <= 7) return 'People carrier (up to 7 passengers)';
  if (passengers <= 15) return 'Minibus (up to 15 passengers)';
  return 'Coach, or several vehicles, as our team arranges with you';
}
