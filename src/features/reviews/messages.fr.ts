import { translations } from '@/i18n';
import { reviewMessages } from './messages';

export const REVIEWS_FR = translations(reviewMessages, {
  loading: 'Chargement des avis',
  failed: 'Nous n’avons pas pu charger les avis pour le moment.',
  none: 'Aucun avis pour l’instant.',
  awaitsCheck: 'Merci pour votre avis. Il apparaîtra sur la page dès que notre équipe l’aura relu.',

  reviewTour: 'Donnez votre avis sur cette excursion',
  reviewDestination: 'Donnez votre avis sur cette destination',
  yourRating: 'Votre note',
  stars: '{count, plural, one {# étoile} other {# étoiles}}',
  name: 'Nom',
  email: 'E-mail',
  comments: 'Commentaire',
  submit: 'Envoyer mon avis',

  nameRequired: 'Veuillez indiquer votre nom.',
  emailRequired: 'Veuillez indiquer votre adresse e-mail.',
  messageRequired: 'Veuillez écrire votre avis.',
});
