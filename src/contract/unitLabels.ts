import { defineMessages } from '@/i18n';

/**
 * The usual names of the price units, as the demo content and most excursions write them. The
 * catalog answers a unit still named so in the asked language; a name the operator wrote
 * otherwise is theirs and stays as written.
 */
export const UNIT_LABELS = defineMessages('unitLabel', {
  adult: 'Adult',
  child: 'Child',
  infant: 'Infant',
});

/** A unit's label in the asked language when it is the usual English one. */
export const usualUnitLabel = (unit: string, label: string) =>
  unit in UNIT_LABELS && UNIT_LABELS[unit as keyof typeof UNIT_LABELS].message === label
    ? UNIT_LABELS[unit as keyof typeof UNIT_LABELS]
    : undefined;
