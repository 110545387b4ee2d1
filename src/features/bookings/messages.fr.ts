import { translations } from '@/i18n';
import { bookingMessages } from './messages';

export const bookingFrench = translations(bookingMessages, {
  adults: '{count, plural, one {# adulte} other {# adultes}}',
  children: '{count, plural, one {# enfant} other {# enfants}}',
  infants: '{count, plural, one {# bébé} other {# bébés}}',
  noOne: 'Personne',
  when: '{day} à {time}',

  holdTitle: 'Vos places sont retenues',
  holdLead:
    'Confirmez votre réservation avant la fin du décompte, sinon les places sont remises en vente.',
  holdTimeLeft: 'Temps restant',
  holdAnnounce:
    '{minutes, plural, one {Moins d’une minute pour confirmer votre réservation.} other {# minutes restantes pour confirmer votre réservation.}}',
  holdConfirm: 'Confirmer la réservation',
  holdConfirming: 'Confirmation…',
  holdRanOut:
    'Le délai est écoulé : les places ne vous sont plus réservées. Réservez à nouveau pour les retenir.',

  book: 'Réserver',
  bookBusy: 'Nous retenons vos places…',
  bookExplain:
    'Nous retenons les places de chaque départ pour vous, puis vous confirmez. Vous ne payez rien aujourd’hui.',
  bookFailed: 'Vos places n’ont pas pu être retenues. Veuillez réessayer.',
  network: 'Le serveur est injoignable. Vérifiez votre connexion et réessayez.',
  confirmFailed: 'Votre réservation n’a pas pu être confirmée. Veuillez réessayer.',
  enquire: 'Envoyez-nous une demande',

  confirmedTitle: 'Votre réservation est confirmée',
  requestedTitle: 'Votre réservation attend la confirmation de l’organisateur',
  confirmed:
    'La réservation {reference} est confirmée. Nous vous en avons envoyé le détail par e-mail.',
  requested:
    'La réservation {reference} est bien reçue et attend la confirmation de l’organisateur. Nous vous écrirons dès qu’elle sera confirmée.',
  myBookings: 'Voir mes réservations',
});
