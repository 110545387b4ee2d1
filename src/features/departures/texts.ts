import type { AvailabilityStatus } from '@/contract/wire/departures';
import { formatUsd } from '@/contract/money';

/** What the visitor reads while choosing a departure on the tour page (API.md, "Since round 3"). */
export const DEPARTURE_TEXTS = {
  panelTitle: 'Book this tour',
  perAdult: 'per adult',
  from: 'from',
  chooseDate: 'Choose a date',
  loadingDates: 'Loading the dates…',
  datesFailed: 'We could not load the dates just now. Please try again in a moment.',
  retry: 'Try again',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  legend: {
    AVAILABLE: 'Available',
    LIMITED: 'Few seats left',
    SOLD_OUT: 'Sold out',
    CLOSED: 'Not running',
  } satisfies Record<AvailabilityStatus, string>,
  chooseTime: 'Choose a start time',
  loadingTimes: 'Loading the start times…',
  timesFailed: 'We could not load the start times of this day. Please try again in a moment.',
  noTimes: 'No departure can be booked on this day any more. Please choose another day.',
  party: 'Who is coming',
  total: 'Total',
  at: 'at',
  addToCart: 'Add to cart',
  updateCart: 'Update cart',
  viewCart: 'View cart',
  chooseDateFirst: 'Choose a date and a start time to add this tour to your cart.',
  instant: 'Instant confirmation.',
  onRequest: 'We confirm your booking within a day.',
  noRefund: 'This tour cannot be refunded once booked.',
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const seatsLeft = (count: number) => `${plural(count, 'seat', 'seats')} left`;

/** What a day or a start time says of its seats, visibly and to screen readers. */
export function statusLine(status: AvailabilityStatus, vacancies: number): string {
  if (status === 'AVAILABLE' || status === 'LIMITED') return seatsLeft(vacancies);
  return DEPARTURE_TEXTS.legend[status].toLowerCase();
}

export const fromPriceLine = (price: number) => `${formatUsd(price)} ${DEPARTURE_TEXTS.perAdult}`;

export const ageRange = (minAge: number, maxAge: number) =>
  maxAge >= 99 ? `Age ${minAge}+` : `Age ${minAge}–${maxAge}`;

export const addOne = (label: string) => `Add one ${label.toLowerCase()}`;
export const removeOne = (label: string) => `Remove one ${label.toLowerCase()}`;

export const overMaxLine = (max: number) => `More than ${max} people?`;
export const enquiryLink = 'Contact us for a quote';
export const fewerSeatsLine = (count: number) => `Only ${seatsLeft(count)} on this departure.`;
export const minimumLine = (min: number) => `This tour books ${min} people or more.`;

export const addedToast = (name: string, when: string) => `${name}, ${when}: added to your cart.`;
export const inCartLine = (when: string) => `In your cart: ${when}.`;

/** "Free cancellation up to 24 hours before the start", tier by tier. */
export function cancellationLine(policy: { hoursBefore: number; refundPercent: number }[]): string {
  const tiers = [...policy]
    .filter((tier) => tier.refundPercent > 0)
    .sort((a, b) => b.hoursBefore - a.hoursBefore);
  if (tiers.length === 0) return DEPARTURE_TEXTS.noRefund;
  const before = (hours: number) =>
    hours % 24 === 0 && hours >= 48 ? `${hours / 24} days` : plural(hours, 'hour', 'hours');
  const until = (hours: number) =>
    hours === 0 ? 'until the start' : `up to ${before(hours)} before the start`;
  const parts = tiers.map((tier) =>
    tier.refundPercent === 100
      ? `free cancellation ${until(tier.hoursBefore)}`
      : `${tier.refundPercent}% refunded ${until(tier.hoursBefore)}`,
  );
  const sentence = parts.join('; ');
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}
