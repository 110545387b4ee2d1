import { translations } from '@/i18n';
import { componentMessages } from './messages';

export const COMPONENTS_FRENCH = translations(componentMessages, {
  loading: 'Chargement',
  loadingPage: 'Chargement de la page',
  countryMenu: '{country}, ouvrir la liste des pays',
  countryMenuNoCountry: 'Ouvrir la liste des pays',
});
