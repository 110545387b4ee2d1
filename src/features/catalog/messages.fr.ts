import { translations } from '@/i18n';
import { catalogMessages } from './messages';

export const CATALOG_FRENCH = translations(catalogMessages, {
  findExcursions: 'Trouver une excursion',
  destination: 'Destination',
  anyDestination: 'Toutes les destinations',
  excursionType: 'Type d’excursion',
  allTypes: 'Tous',
  resetFilter: 'Réinitialiser les filtres',
  rated: 'Note : {rating} sur 5',
  bookNow: 'Réserver',
  bookNowFor: 'Réserver : {name}',
  days: '{days} {days, plural, one {jour} other {jours}}',
  fullDay: 'Journée complète',
  hours: '{hours} {more, select, yes {heures} other {heure}}',
  allSpecialExcursions: 'Toutes les excursions thématiques',
  contactForm: 'formulaire de contact',
});
