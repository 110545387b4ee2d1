import { translations } from '@/i18n';
import { articleTexts } from './articles';

export const ARTICLES_FRENCH = translations(articleTexts, {
  categoryNature: 'Nature',
  categoryHeritage: 'Patrimoine',
  categoryCulture: 'Culture',
  categoryPractical: 'Infos pratiques',
  categoryGroups: 'Groupes',

  birdingTitle: 'Observer les oiseaux du fleuve Gambie en saison sèche',
  birdingImageAlt: 'Le fleuve au campement de Tendaba, dans le Kiang West',
  birdingSummary:
    'De Kotu Creek à Janjanbureh : pourquoi c’est de novembre à mai qu’il faut emporter ses jumelles, et comment s’organise une semaine en remontant le fleuve.',
  birdingBody1:
    'La Gambie est un pays étroit qui s’étire le long d’un large fleuve, et presque tous ses milieux naturels sont accessibles en une matinée : bolongs bordés de mangrove, brousse côtière, forêt-galerie et savane ouverte. C’est pourquoi les ornithologues reviennent année après année, et pourquoi nos groupes nature voyagent presque toujours en saison sèche, de novembre à mai, quand les pistes sont praticables et que les oiseaux migrateurs venus d’Europe sont arrivés.',
  birdingBody2:
    'Une première matinée type commence à Kotu Creek, à quelques minutes à pied des hôtels de la côte, où martins-pêcheurs, hérons et limicoles se nourrissent à marée basse. Vient ensuite la réserve naturelle d’Abuko : une petite forêt ombragée où plus de 300 espèces d’oiseaux ont été observées, et où un affût discret donne sur une mare fréquentée par les touracos et les singes. Plus au sud, la réserve ornithologique de Tanji couvre 612 hectares de lagune, de dunes et de bois, avec environ 300 espèces recensées.',
  birdingBody3:
    'En amont, le rythme change. Nous passons une ou deux nuits au campement de Tendaba, en lisière du Kiang West, puis nous continuons jusqu’à Janjanbureh. À partir de Kuntaur, un bateau longe le parc national du fleuve Gambie, où il est interdit de débarquer : on observe les îles depuis l’eau et, les bons jours, des hippopotames font surface à côté du bateau.',
  birdingBody4:
    'Notre itinéraire de 7 jours couvre la côte et Tendaba ; celui de 14 jours y ajoute Brufut Woods, Marakissa et le voyage complet jusqu’à Janjanbureh. Tous deux sont menés par des guides locaux qui connaissent les chants aussi bien que les oiseaux. Les groupes de plus de 8 personnes s’organisent via le formulaire de contact, afin que les véhicules et les bateaux soient adaptés à votre groupe.',

  goreeTitle: 'Une journée sur l’île de Gorée',
  goreeImageAlt: 'Maisons colorées le long du front de mer de l’île de Gorée',
  goreeSummary:
    'À vingt minutes de chaloupe de Dakar, une île sans voitures, aux maisons ocre et à l’histoire lourde. Une demi-journée suffit ; une journée entière, c’est mieux.',
  goreeBody1:
    'La chaloupe pour Gorée part du port de Dakar et met une vingtaine de minutes. L’île n’a pas de voitures et, une fois le bateau reparti, on n’entend plus guère que les vagues et les enfants qui jouent au football sur la petite plage près de l’embarcadère.',
  goreeBody2:
    'La plupart des visiteurs viennent pour la Maison des Esclaves, dont l’étroit couloir aboutit à la Porte du voyage sans retour. Nos guides en racontent l’histoire avec délicatesse, en la replaçant dans l’histoire plus large de la traite atlantique et de l’île comme comptoir français. La promenade se poursuit jusqu’au vieux fort sur la colline, d’où l’on voit la ville.',
  goreeBody3:
    'Gorée est aussi un lieu où l’on vit et où l’on travaille. Des peintres vendent leurs toiles dans les ruelles, et un déjeuner tardif de poisson grillé dans l’un des restaurants du front de mer fait partie de la visite. Une demi-journée permet de voir l’essentiel ; rester jusqu’aux dernières chaloupes permet de voir l’île s’apaiser tandis que la lumière se dore.',

  castlesTitle: 'Cape Coast et Elmina : à la découverte des châteaux',
  castlesImageAlt: 'Les murs blancs du château de Cape Coast au-dessus de la mer',
  castlesSummary:
    'Deux châteaux blanchis à la chaux, à quelques minutes de route l’un de l’autre sur la côte du Ghana, et pourquoi nous visitons les deux le même jour.',
  castlesBody1:
    'Le château de Cape Coast et celui d’Elmina se dressent à une quinzaine de kilomètres l’un de l’autre sur la côte de la région du Centre, au Ghana. La visite guidée de Cape Coast dure environ deux heures, celle d’Elmina environ une heure et demie : les deux tiennent donc sans difficulté dans une même journée au départ d’un hôtel de la côte.',
  castlesBody2:
    'Les visites passent par les cachots, les cours et les appartements des gouverneurs situés juste au-dessus, un contraste que les guides laissent les visiteurs ressentir en silence. De nombreux groupes, en particulier venus de la diaspora, observent un court moment de recueillement devant la Porte du non-retour.',
  castlesBody3:
    'Nous associons généralement les châteaux à la passerelle de la canopée de Kakum, une visite de deux à trois heures dans la forêt au nord de Cape Coast, où une série de ponts de corde est suspendue à la cime des arbres. Le contraste entre ces deux expériences aide à comprendre la côte.',

  koraTitle: 'Kora, kankurang et les sons de la Sénégambie',
  koraImageAlt: 'Palmiers et forêt à Makasutu Culture Forest, près de Brikama',
  koraSummary:
    'La kora à 21 cordes, les tambours sabar de Dakar et le kankurang masqué : petit guide de l’écoute en Gambie et au Sénégal.',
  koraBody1:
    'La kora, une harpe-luth à 21 cordes faite d’une grande calebasse, est l’instrument des griots, ces familles de musiciens et d’historiens de la tradition orale des Mandingues. Autour de Brikama, ville réputée pour ses familles de griots, la visite de la concession d’un joueur de kora est l’une de nos étapes culturelles les plus demandées.',
  koraBody2:
    'Au Sénégal, les tambours sabar des Wolofs rythment les mariages et les danses de rue à Dakar, tandis qu’en Gambie les soirées de percussions et de danse font souvent partie d’une journée complète à Makasutu Culture Forest.',
  koraBody3:
    'Le kankurang, personnage masqué vêtu d’écorces et de feuilles, apparaît lors des cérémonies d’initiation mandingues et est reconnu par l’UNESCO comme patrimoine culturel immatériel. Ce n’est pas un spectacle pour les visiteurs : si vous le croisez, suivez votre guide et gardez vos distances, comme le font les habitants.',

  northBankTitle: 'Rejoindre la rive nord : bac ou pont ?',
  northBankImageAlt: 'Un bateau sur le large fleuve Gambie',
  northBankSummary:
    'Sur la carte, le bac Banjul–Barra est rapide ; dans la file d’attente, il l’est beaucoup moins. Le pont de la Sénégambie à Farafenni est un détour qui l’emporte souvent.',
  northBankBody1:
    'Le fleuve Gambie coupe le pays en deux, et la rive nord, avec Albreda, Juffureh et la route du Sénégal, se rejoint de deux façons. Le bac Banjul–Barra traverse l’embouchure du fleuve en moins d’une heure, mais les files d’attente pour les véhicules peuvent être longues, surtout le vendredi et avant les jours fériés.',
  northBankBody2:
    'Depuis 2019, le pont de la Sénégambie à Farafenni offre une traversée fiable plus en amont. Il allonge le trajet depuis la côte mais supprime l’incertitude, et c’est l’itinéraire que nous prévoyons pour les groupes, les circuits dans plusieurs pays et tous ceux qui ont un avion à prendre.',
  northBankBody3:
    'Pour l’excursion à l’île Kunta Kinteh, nous partons généralement en bateau depuis Banjul, environ 2 h 30 de navigation, ce qui évite les deux traversées. Votre chauffeur ou votre guide vous dira le jour même quelle option est la plus rapide ; WhatsApp est le moyen le plus simple de rester en contact avec eux.',

  schoolTripTitle: 'Préparer un voyage scolaire au Ghana',
  schoolTripImageAlt: 'La passerelle suspendue au milieu de la canopée de Kakum',
  schoolTripSummary:
    'Des châteaux, une passerelle dans la canopée et un atelier de percussions : comment nous composons une semaine sûre et abordable pour les élèves.',
  schoolTripBody1:
    'Le Ghana est une première destination facile en Afrique de l’Ouest pour les établissements scolaires : l’anglais y est la langue officielle, les distances sur la côte sont courtes et l’histoire des châteaux rejoint directement de nombreux programmes.',
  schoolTripBody2:
    'Une semaine commence généralement à Accra par un atelier d’arts et de percussions, se poursuit à Cape Coast et Elmina, et consacre une matinée à la passerelle de la canopée de Kakum. Les élèves plus âgés peuvent y ajouter le parc national de Mole, dans le nord, une excursion de deux à trois jours.',
  schoolTripBody3:
    'Avant le départ, chaque élève a besoin d’un certificat de vaccination contre la fièvre jaune et d’un visa, sauf s’il possède un passeport de la CEDEAO. Notre équipe de Banjul et nos représentants régionaux préparent le transport, l’hébergement et les guides ; pour les groupes de plus de 8 personnes, envoyez-nous les dates et le nombre de participants via le formulaire de contact, et nous vous répondons avec un devis.',
});
