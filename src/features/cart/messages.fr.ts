import { translations } from '@/i18n';
import { cartMessages } from './messages';

export const cartFrench = translations(cartMessages, {
  title: 'Votre panier',
  emptyLead: 'Ajoutez des excursions depuis nos circuits et réservez-les en une seule fois.',
  browseTours: 'Voir nos circuits',

  excursionsLabel: 'Excursions de votre panier',
  excursionFallbackName: 'excursion {id}',
  unavailableTitle: 'Excursion plus disponible',
  unavailableText: 'Nous ne proposons plus cette excursion. Retirez-la pour réserver les autres.',
  notLoadedTitle: 'Excursion non chargée',
  notLoadedText:
    'Cette excursion ne peut pas s’afficher pour le moment. Veuillez réessayer plus tard.',
  removeExcursion: 'Retirer {name} du panier',
  remove: 'Retirer',

  bookingTitle: 'Votre réservation',
  excursionCount: '{count, plural, one {# excursion} other {# excursions}}',
  bookingExplain:
    'Réservez maintenant : notre équipe confirme avec vous par e-mail les dates, le prix et la prise en charge. Vous ne payez rien aujourd’hui.',
  booking: 'Réservation…',
  bookNow: 'Réserver',

  departuresLabel: 'Départs de votre panier',
  heldLabel: 'Départs retenus pour vous',
  removeDeparture: 'Retirer {name}, le {day}, du panier',
  summaryTitle: 'Vos départs',
  departureCount: '{count, plural, one {# départ} other {# départs}}',
  total: 'Total',
  payLoading: 'Chargement de l’étape de paiement…',
});
