import { defineMessages } from '@/i18n';
import { EXCURSION_TYPE_NAMES } from './limits';

type ExcursionTypeName = (typeof EXCURSION_TYPE_NAMES)[number];

/**
 * The excursion types' names as visitors read them. The stored English name stays each type's key
 * (addresses, programmes); the catalog answers this label in the asked language.
 */
export const EXCURSION_TYPE_LABELS = defineMessages('excursionType', {
  students: 'Students',
  fishing: 'Fishing',
  trekking: 'Trekking',
  culture: 'Culture Music & Arts',
  cruises: 'Cruises',
  nature: 'Nature Groups',
  eco: 'Eco Tourism',
  religious: 'Religious Groups',
});

const LABEL_OF: Record<ExcursionTypeName, keyof typeof EXCURSION_TYPE_LABELS> = {
  Students: 'students',
  Fishing: 'fishing',
  Trekking: 'trekking',
  'Culture Music & Arts': 'culture',
  Cruises: 'cruises',
  'Nature Groups': 'nature',
  'Eco Tourism': 'eco',
  'Religious Groups': 'religious',
};

/** A type's label message, or undefined for a name the operator added since. */
export const excursionTypeLabel = (name: string) =>
  name in LABEL_OF ? EXCURSION_TYPE_LABELS[LABEL_OF[name as ExcursionTypeName]] : undefined;
