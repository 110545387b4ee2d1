import { translations } from '@/i18n';
import { homeMessages } from './messages';

export const HOME_FRENCH = translations(homeMessages, {
  hotPlaces: 'Destinations phares',
  bannerKicker: 'Les destinations phares de la saison',
  bannerTitle: 'Découvrez l’Afrique de l’Ouest',
  placeSenegal: 'Sénégal',
  taglineSenegal:
    'L’île de Gorée, les eaux roses du lac Rose et les rues coloniales de Saint-Louis.',
  placeGhana: 'Ghana',
  taglineGhana:
    'Les forts de Cape Coast et d’Elmina, la passerelle dans la canopée de Kakum et les éléphants du parc national de Mole.',
  placeGambia: 'Gambie',
  taglineGambia:
    'Chez nous : l’île Kunta Kinteh en bateau, la forêt de Makasutu et plus de 300 espèces d’oiseaux à Abuko.',
  slide: '{position} sur {count} : {name}',
  viewOf: 'Vue : {name}',
  explorePlace: 'Découvrir : {name}',
  pause: 'Mettre le diaporama en pause',
  play: 'Lancer le diaporama',
  previousPlace: 'Destination précédente',
  nextPlace: 'Destination suivante',
  showPlace: 'Afficher : {name}',

  searchTours: 'Rechercher',

  specialOffersTitle: 'Offres spéciales',
  specialOffersLead:
    'Nos excursions coup de cœur du moment. Choisissez une destination ou un type d’excursion ci-dessus pour voir les offres correspondantes.',
  specialOfferTag: 'Offre spéciale',

  introTitle: 'Vos spécialistes de l’Afrique de l’Ouest depuis 1987',
  introLead:
    'Nous sommes une agence réceptive installée en Gambie. Touristes, groupes scolaires et universitaires, entreprises, croisiéristes et groupes religieux voyagent avec nous dans toute la région.',
  offerDestinationsTitle: 'Destinations',
  offerDestinationsText:
    'Dans chaque pays que nous couvrons, un représentant local vous accueille sur place, du Sénégal au Ghana, du Cap-Vert au Nigeria.',
  offerDestinationsLink: 'Voir les destinations',
  offerExcursionsTitle: 'Excursions',
  offerExcursionsText:
    'Sorties à la journée et circuits de plusieurs jours : bolongs et mangroves, sites de mémoire de la traite négrière, parcs nationaux et marchés animés.',
  offerExcursionsLink: 'Voir nos excursions',
  offerBusinessTitle: 'Congrès et incentives',
  offerBusinessText:
    'Salles de conférence, réunions et programmes incentive sur mesure pour les entreprises, transferts et hébergement haut de gamme compris.',
  offerBusinessLink: 'Services aux entreprises',
  factFounded: 'Fondée en Gambie',
  factStaff: 'Collaborateurs pour préparer votre voyage',

  specialInterestTitle: 'Voyages thématiques',
  specialInterestLead:
    'Des programmes pour les groupes scolaires et universitaires, les amoureux de la nature et les passionnés d’histoire. En voici trois.',
  specialInterestTag: 'Thématique',

  reviewsTitle: 'Ce qu’en disent nos voyageurs',
  quoted: '« {quote} »',
  quoteAisha:
    'La traversée vers l’île Kunta Kinteh, les récits de notre guide à Juffureh, le déjeuner au bord du fleuve : notre journée « Racines » avait le rythme idéal et nous a profondément émus.',
  fromAisha: 'Atlanta, États-Unis',
  quoteThomas:
    'J’ai emmené 24 élèves à Gorée et à Saint-Louis. L’équipe s’est occupée de chaque transfert, repas et billet de musée, et répondait sur WhatsApp à toute heure.',
  fromThomas: 'Enseignant, Lyon, France',
  quoteKwame:
    'Notre voyage de stimulation pour 60 collaborateurs alliait une journée de conférence à Banjul, Makasutu et une matinée d’observation des oiseaux à Abuko. Un sans-faute du début à la fin.',
  fromKwame: 'Accra, Ghana',

  contactTitle: 'Un voyage sur mesure',
  contactText:
    'Circuits dans plusieurs pays, accueil de croisières, voyages scolaires ou congrès avec programme incentive : dites-nous ce que vous avez en tête, notre équipe de Banjul s’occupe du reste.',
  contactLink: 'Demander un devis',
  groupHintBefore:
    'Vous voyagez en groupe de plus de {count} personnes ? Devis et demandes de groupe passent par notre',
  groupHintAfter: '.',
});
