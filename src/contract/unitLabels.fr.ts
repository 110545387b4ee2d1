import { translations } from '@/i18n';
import { UNIT_LABELS } from './unitLabels';

export const UNIT_LABELS_FRENCH = translations(UNIT_LABELS, {
  adult: 'Adulte',
  child: 'Enfant',
  infant: 'Bébé',
});
