import { translations } from '@/i18n';
import { EXCURSION_TYPE_LABELS } from './excursionTypes';

export const EXCURSION_TYPES_FRENCH = translations(EXCURSION_TYPE_LABELS, {
  students: 'Étudiants',
  fishing: 'Pêche',
  trekking: 'Randonnée',
  culture: 'Culture, musique et arts',
  cruises: 'Croisières',
  nature: 'Groupes nature',
  eco: 'Écotourisme',
  religious: 'Groupes religieux',
});
