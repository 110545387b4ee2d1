import { translations } from '@/i18n';
import { SITE_MESSAGES } from './site';

export const SITE_MESSAGES_FRENCH = translations(SITE_MESSAGES, {
  description:
    'West Africa Tours : excursions, destinations, transferts et voyages d’affaires dans toute l’Afrique de l’Ouest, depuis Banjul, en Gambie, depuis 1987.',
});
