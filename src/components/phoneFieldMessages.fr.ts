import { translations } from '@/i18n';
import { phoneFieldMessages } from './phoneFieldMessages';

export const PHONE_FIELD_FRENCH = translations(phoneFieldMessages, {
  countryMenu: '{country}, ouvrir la liste des pays',
  countryMenuNoCountry: 'Ouvrir la liste des pays',
});
