import { translations } from '@/i18n';
import { destinationMessages } from './messages';

export const DESTINATIONS_FRENCH = translations(destinationMessages, {
  listLead:
    'Des bolongs de Gambie aux forts du Ghana et aux îles du Cap-Vert : les pays d’Afrique de l’Ouest où nous voyageons, avec des guides locaux dans chacun d’eux.',
  listFailed:
    'Nous n’avons pas pu charger les destinations pour le moment. Veuillez réessayer dans un instant.',
  loadingDestinations: 'Chargement des destinations',
  explore: 'Découvrir',
  exploreName: 'Découvrir : {name}',
  loadMore: 'Voir plus',
  mosaicLead:
    'Choisissez un pays pour découvrir ce qu’il y a à y faire, ce qu’il faut savoir avant de partir et nos excursions.',
  loadingDestination: 'Chargement de la destination',
  notFoundTitle: 'Destination introuvable',
  notFoundLine:
    'Nous n’avons pas trouvé cette destination. Elle a peut-être été déplacée, ou le lien est incomplet.',
  detailsFailed:
    'Nous n’avons pas pu charger cette destination pour le moment. Veuillez réessayer dans un instant.',
  backToList: 'Voir toutes les destinations',
  viewOf: 'Vue : {name}',
  capital: 'Capitale :',
  about: '{name} en quelques mots',
  goodToKnow: 'Bon à savoir',
  country: 'Pays',
  visaRequirements: 'Visa',
  languages: 'Langues',
  currency: 'Monnaie',
  generalVisaLine:
    'Les ressortissants des États membres de la CEDEAO circulent sans visa dans la région. Les autres voyageurs doivent vérifier les règles en vigueur auprès de l’ambassade la plus proche ({country}) avant de réserver leurs vols. Un certificat de vaccination contre la fièvre jaune est demandé à l’entrée de plusieurs pays d’Afrique de l’Ouest : emportez-le.',
  pdfDownload: 'Télécharger le PDF',
  pdfNote:
    'Une fiche pratique à imprimer (PDF) : visa, langues, monnaie, nos excursions sur place et contacts.',
  excursionsIn: 'Nos excursions : {name}',
  loadingExcursions: 'Chargement des excursions',
  excursionsFailed:
    'Nous n’avons pas pu charger les excursions de cette destination pour le moment.',
  noExcursions:
    'Aucune excursion n’est encore proposée pour {name}. Écrivez-nous via le formulaire de contact et nous en organiserons une.',
  map: 'Carte',
  reviews: 'Avis',
  review: 'Donner votre avis',
});
