import { translations } from '@/i18n';
import { CATALOG_MESSAGES } from './catalogMessages';

export const CATALOG_MESSAGES_FR = translations(CATALOG_MESSAGES, {
  offersFailed: 'Les offres n’ont pas pu être chargées',
  moreToursFailed: 'Impossible de charger d’autres excursions',
  searchFailed: 'La recherche a échoué. Contactez l’administrateur',
  noData: 'Aucune donnée à afficher',
  noMoreTours: 'Il n’y a pas d’autres excursions',
  noToursForSelection:
    'Aucune excursion ne correspond à cette destination et à ce type d’excursion',
  specialExcursionsFailed: 'Erreur lors du chargement des excursions',
});
