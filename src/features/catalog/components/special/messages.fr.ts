import { translations } from '@/i18n';
import { specialMessages } from './messages';

export const SPECIAL_FRENCH = translations(specialMessages, {
  pageLead:
    'Des programmes pour les voyageurs qui viennent avec une passion ou un projet : élèves et étudiants, pêcheurs, randonneurs, mélomanes, ornithologues, croisiéristes et groupes de pèlerins.',
  seeAll: 'Voir toutes les excursions thématiques',
  notFoundTitle: 'Excursion thématique introuvable',
  notFoundLine:
    'Nous ne proposons aucune excursion thématique intitulée « {name} ». Veuillez choisir l’un de nos huit programmes.',
  brokenTitle: 'Impossible d’ouvrir cette excursion',
  brokenLine:
    'Le lien vers cette excursion thématique est incomplet ou endommagé. Veuillez choisir à nouveau le pays parmi nos excursions thématiques.',
  groupBefore:
    'Vous voyagez en groupe de plus de {count} personnes, ou souhaitez un programme sur mesure ? Parlez-nous-en via notre',
  groupAfter: 'et nous vous enverrons un devis.',
  studentsCountries: 'Les pays du programme Étudiants',
  loadingStudents: 'Chargement du programme Étudiants',
  loadingCategory: 'Chargement : {name}',
  whereToGo: 'Où aller',
  cruiseServices: 'Nos services aux croisières',
  cruisePartners: 'Nos partenaires croisières',
  religiousServices: 'Nos services pour les groupes religieux',
  religiousPlaces: 'Où nous emmenons les groupes religieux',
  birdingItineraries: 'Circuits ornithologiques en Gambie',
  day: 'Jour {day} : {title}',
  learnMore: 'En savoir plus : {country}',
  specialExcursionsOf: 'Excursions thématiques : {name}',
  specialExcursions: 'Excursions thématiques',
  availableExcursions: 'Excursions disponibles',
  goodToKnow: 'Bon à savoir',
  location: 'Lieu',
  country: 'Pays',
  duration: 'Durée',
  maxGroup: 'Taille maximale du groupe',
  people: '{count} personnes',
  onRequest: 'Sur demande',
  loadingExcursionsIn: 'Chargement des excursions : {country}',
  noExcursionsBefore: 'Aucune excursion de ce type n’est encore proposée ici ({country}).',
  noExcursionsLink: 'Demandez-nous un programme',
  noExcursionsAfter: 'et nous l’organiserons pour vous.',
  starts: 'Départ le {date}',
  picturesOf: 'Photos : {subject}',
  pictureOf: '{subject}, photo {position} sur {count}',

  students: 'Étudiants',
  studentsLine:
    'Voyages scolaires et universitaires : histoire, écologie et échanges avec des écoles locales.',
  studentsIntro:
    'Des voyages d’études pour les écoles, lycées et universités, construits autour de ce que vos élèves étudient : l’histoire de la traite atlantique, les langues d’Afrique de l’Ouest, l’écologie tropicale ou les arts. Chaque programme comprend des enseignants ou historiens locaux, un hébergement de groupe sûr et un coordinateur qui accompagne le groupe.',
  fishing: 'Pêche',
  fishingLine:
    'Pêche sportive dans les estuaires, les bolongs et en plein Atlantique avec des capitaines locaux.',
  fishingIntro:
    'Des bolongs du fleuve Gambie aux eaux profondes du Cap-Vert, l’Afrique de l’Ouest offre quelques-unes des plus belles pêches de la côte atlantique. Nous travaillons avec des capitaines et des campements locaux expérimentés, fournissons le matériel et prenons soin des prises, et nous encourageons la remise à l’eau des plus gros poissons.',
  trekking: 'Randonnée',
  trekkingLine:
    'Randonnées sur les hauts plateaux du Fouta-Djalon, un volcan au Cap-Vert et les collines verdoyantes du Ghana.',
  trekkingIntro:
    'La marche est la meilleure façon de découvrir les villages et les paysages d’Afrique de l’Ouest. Nos randonnées se font avec des guides locaux et, si nécessaire, des porteurs et des cases d’hôtes ; la plupart demandent seulement une bonne condition physique, et quelques-unes, comme l’ascension du Pico do Fogo, sont de vraies journées de montagne.',
  culture: 'Culture, musique et arts',
  cultureLine: 'Griots, tambours et danse, et les sites historiques qu’évoquent les chants.',
  cultureIntro:
    'L’histoire de l’Afrique de l’Ouest se chante autant qu’elle s’écrit. Ces programmes mènent les groupes à la rencontre des griots, percussionnistes, danseurs et artisans qui la font vivre, et des sites historiques que racontent leurs chants. Des ateliers avec des musiciens peuvent compléter chaque voyage.',
  cruises: 'Croisières',
  cruisesLine:
    'Croisières fluviales sur le Sénégal et la Gambie, et programmes d’escale pour les paquebots.',
  cruisesIntro:
    'Voyager au fil des grands fleuves de la région, et tout ce dont un paquebot a besoin à l’escale : excursions à terre, guides, autocars et transferts.',
  nature: 'Groupes nature',
  natureLine:
    'Circuits ornithologiques en Gambie et voyages d’observation de la faune dans toute la région.',
  natureIntro:
    'La Gambie est l’un des endroits d’Afrique où l’on observe le plus facilement un grand nombre d’oiseaux : plus de 560 espèces y ont été recensées, dans un pays que l’on traverse en une journée. Nous organisons des programmes ornithologiques et naturalistes avec des guides agréés, d’une première matinée à Kotu Creek à deux semaines en remontant le fleuve. La meilleure saison est la saison sèche, de novembre à mai.',
  eco: 'Écotourisme',
  ecoLine: 'Forêts, mangroves et îles gérées par les communautés, parcourues en douceur.',
  ecoIntro:
    'Des voyages qui laissent l’argent dans les villages et les forêts debout : réserves communautaires, petits lodges, guides et bateaux locaux. Les groupes restent petits et chaque visite profite au lieu visité.',
  religious: 'Groupes religieux',
  religiousLine: 'Pèlerinages et patrimoine religieux : grandes mosquées, basiliques et abbayes.',
  religiousIntro:
    'L’Afrique de l’Ouest est une terre de foi profonde et diverse, où mosquées, églises et bois sacrés se côtoient depuis des siècles. Nous organisons pèlerinages et voyages sur le patrimoine religieux pour les paroisses, les mosquées et les groupes interreligieux.',
});
