import { translations } from '@/i18n';
import { tourMessages } from './messages';

export const TOURS_FRENCH = translations(tourMessages, {
  listLead:
    'Toutes les excursions que nous proposons en Afrique de l’Ouest. Choisissez une destination et un type d’excursion pour affiner la liste.',
  results: 'Excursions',
  loadingTours: 'Chargement des excursions',
  loadingMoreTours: 'Chargement d’autres excursions',
  loadMore: 'Voir plus',
  addToCart: 'Ajouter au panier',
  removeFromCart: 'Retirer du panier',

  loadingTour: 'Chargement de l’excursion',
  pictures: 'Photos',
  pictureOf: '{name}, photo {position} sur {count}',
  showPicture: 'Afficher la photo {position} sur {count}',
  summary: 'Résumé de l’excursion',
  outOf5: 'sur 5',
  location: 'Lieu',
  duration: 'Durée',
  numberOfPeople: 'Nombre de personnes',
  people: '{count} {count, plural, one {personne} other {personnes}}',
  booking: 'Réservation…',
  groupBefore: 'Vous êtes un groupe de plus de {count} personnes ?',
  groupLink: 'Demandez-nous un devis',
  groupAfter: '.',
  aboutThisTour: 'À propos de cette excursion',
  whatsIncluded: 'Ce qui est compris',
  reviews: 'Avis',
  writeReview: 'Donner votre avis',
  food: 'Repas',
  drinks: 'Boissons',
  accommodation: 'Hébergement',
  included: 'Compris',
  notIncluded: 'Non compris',
  notAvailable: 'Non proposé',
  inclusion: '{item} :',

  tourNotFound: 'Excursion introuvable',
  nothingViewedLine:
    'Vous n’avez encore ouvert aucune excursion. Choisissez-en une parmi nos excursions pour en voir le détail.',
  notFoundLine:
    'Nous n’avons pas trouvé cette excursion. Elle a peut-être été retirée ; nos autres excursions vous attendent.',
  failedLine:
    'Nous n’avons pas pu charger cette excursion pour le moment. Veuillez réessayer dans un instant, ou parcourir nos excursions.',
  seeOurTours: 'Voir nos excursions',
});
