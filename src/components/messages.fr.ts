import { translations } from '@/i18n';
import { componentMessages } from './messages';

export const COMPONENTS_FRENCH = translations(componentMessages, {
  loading: 'Chargement',
  loadingPage: 'Chargement de la page',
});
