import type { Excursion } from '@/contract/wire/catalog';
import type { Locale, Translate } from '@/i18n';
import { catalogMessages } from '../messages';
import { decimalIn } from './decimal';

/** A day trip of this many hours or more is a full day on a card (docs/product.md, Constants). */
export const FULL_DAY_HOURS = 12;

/** `1 Day`, `3 Days`: the unit of detail pages and Good To Know tables. */
export function daysLabel(t: Translate, days: number): string {
  return t(catalogMessages.days, { days });
}

/** `1 hour`, `2.5 hours`, `Full day`: the card rule for day trips. */
export function hoursLabel(t: Translate, locale: Locale, hours: number): string {
  if (hours >= FULL_DAY_HOURS) return t(catalogMessages.fullDay);
  return t(catalogMessages.hours, {
    hours: decimalIn(locale, hours),
    // Cards have always said '0.5 hour'; French writes the singular below two ('1,5 heure').
    more: (locale === 'fr' ? hours >= 2 : hours > 1) ? 'yes' : 'no',
  });
}

/**
 * What a card shows: a trip of more than one day in days, a day trip by the hour rule. A day trip
 * without a stored length is a full day.
 */
export function cardDuration(
  t: Translate,
  locale: Locale,
  {
    duration,
    durationHours,
  }: Pick<Excursion, 'duration'> & Partial<Pick<Excursion, 'durationHours'>>,
) {
  if (duration > 1) return daysLabel(t, duration);
  return durationHours == null
    ? hoursLabel(t, locale, FULL_DAY_HOURS)
    : hoursLabel(t, locale, durationHours);
}
