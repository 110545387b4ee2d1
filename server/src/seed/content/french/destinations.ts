import type { FrenchDestination } from './types';
import { frenchVisaRequirements } from './visa';

/** The French of the demo destinations, by their slug. */
export const FRENCH_DESTINATION_TEXTS: Record<string, FrenchDestination> = {
  'the-gambia': {
    name: 'Gambie',
    language: 'Anglais ; mandingue, wolof, peul, diola, sarakolé',
    currency: 'Dalasi gambien (GMD)',
    about: [
      'La Gambie, c’est chez nous. Le plus petit pays d’Afrique continentale suit le fleuve Gambie sur plus de 400 kilomètres vers l’intérieur, un ruban vert de bolongs bordés de mangrove, de rizières et de villages riverains, entouré sur trois côtés par le Sénégal. Sur l’Atlantique, la côte du Kombo offre des plages dorées bordées de palmiers, des villages de pêcheurs où les pirogues colorées débarquent la pêche du jour, et un accueil chaleureux qui a valu au pays son surnom de « Smiling Coast of Africa », la côte souriante de l’Afrique.',
      'L’histoire est profondément ancrée le long du fleuve. Kunta Kinteh Island et les villages d’Albreda et de Juffureh, inscrits au patrimoine mondial de l’UNESCO depuis 2003, racontent l’histoire de la traite atlantique ; les cercles de pierres de Wassu sont plus anciens encore. La musique est partout, de la kora des griots aux tambours d’un baptême au village.',
      'Pour les amoureux de la nature, plus de 560 espèces d’oiseaux ont été observées dans un pays que l’on traverse en une journée, de la forêt d’Abuko aux lagunes de Tanji et aux bolongs autour de Tendaba. La saison sèche, de novembre à mai, est la meilleure période pour venir.',
    ].join('\n\n'),
    visaRequirements: frenchVisaRequirements(
      { of: 'de la Gambie', into: 'en Gambie' },
      {
        yellowFever: 'from-risk-countries',
        note: 'De nombreux visiteurs du Commonwealth et d’Europe n’ont pas besoin de visa pour un séjour touristique.',
      },
    ),
  },
  senegal: {
    name: 'Sénégal',
    language: 'Français ; wolof, pulaar, sérère, diola, mandingue',
    currency: 'Franc CFA d’Afrique de l’Ouest (XOF)',
    about: [
      'Le Sénégal est la pointe la plus occidentale de l’Afrique de l’Ouest et l’un de ses foyers culturels les plus vivants. Dakar s’étend sur la presqu’île du Cap-Vert avec ses marchés, ses galeries d’art et une scène musicale qui a offert le mbalax au monde, tandis qu’à une courte traversée en chaloupe, les ruelles paisibles de l’île de Gorée gardent vivante la mémoire de la traite.',
      'Au nord de la capitale, les eaux peu profondes du lac Rose se teintent de rose en saison sèche, et la ville coloniale insulaire de Saint-Louis, autrefois capitale de l’Afrique-Occidentale française, se dresse à l’embouchure du fleuve Sénégal. Le parc national des oiseaux du Djoudj est l’une des grandes zones humides du monde pour les oiseaux migrateurs, avec pélicans et flamants par milliers.',
      'Au sud, le delta du Saloum est un dédale de chenaux de mangrove, d’îles de coquillages et de villages de pêcheurs, à explorer de préférence en pirogue. Le Sénégal est aussi une terre de foi : la Grande Mosquée de Touba attire des millions de pèlerins, et les moines de Keur Moussa chantent la messe au son de la kora.',
    ].join('\n\n'),
    visaRequirements: frenchVisaRequirements(
      { of: 'du Sénégal', into: 'au Sénégal' },
      {
        yellowFever: 'from-risk-countries',
        note: 'Les visiteurs de l’Union européenne, du Royaume-Uni et des États-Unis peuvent séjourner jusqu’à 90 jours sans visa.',
      },
    ),
  },
  ghana: {
    name: 'Ghana',
    language: 'Anglais ; twi, éwé, ga, dagbani, fanti',
    currency: 'Cedi ghanéen (GHS)',
    about: [
      'Le Ghana, qui a ouvert la voie des indépendances en Afrique subsaharienne en 1957, est une porte d’entrée anglophone et accueillante sur l’Afrique de l’Ouest. Accra mêle marchés animés, port de pêche de Jamestown, scène artistique et musicale pleine de vie et parc mémorial Kwame Nkrumah.',
      'La côte de la région du Centre est jalonnée des forts et des châteaux de la traite de l’or et des esclaves. Le château de Cape Coast et celui d’Elmina, tous deux inscrits au patrimoine mondial de l’UNESCO, sont des lieux bouleversants pour comprendre la traite atlantique, et de nombreux visiteurs de la diaspora africaine viennent y renouer avec leurs racines. À l’intérieur des terres, la passerelle du parc national de Kakum est suspendue bien au-dessus du sol de la forêt tropicale.',
      'Au nord, le parc national de Mole propose des safaris à pied parmi les éléphants, les antilopes et les babouins, non loin de la mosquée en banco de Larabanga. À l’est, la région de la Volta s’élève jusqu’au mont Afadjato et aux chutes de Wli, le meilleur terrain de randonnée du Ghana.',
    ].join('\n\n'),
    visaRequirements: frenchVisaRequirements(
      { of: 'du Ghana', into: 'au Ghana' },
      {
        yellowFever: 'all',
        note: 'La plupart des autres visiteurs doivent obtenir un visa avant le départ.',
      },
    ),
  },
  'guinea-bissau': {
    name: 'Guinée-Bissau',
    language: 'Portugais ; kriol, balante, peul, mandingue',
    currency: 'Franc CFA d’Afrique de l’Ouest (XOF)',
    about: [
      'La Guinée-Bissau est l’un des coins d’Afrique de l’Ouest les moins visités et les plus gratifiants. Sa capitale, Bissau, garde près du port une petite vieille ville de maisons portugaises, et le kriol parlé dans la rue rappelle des siècles d’échanges entre la côte et les îles de l’Atlantique.',
      'Au large s’étend l’archipel des Bijagós, réserve de biosphère de l’UNESCO d’environ 88 îles de mangroves, de palmeraies et de plages désertes. Beaucoup d’îles sont sacrées pour le peuple bijagó et inhabitées, les tortues marines pondent sur les plages et, à Orango, les hippopotames vivent dans des lagunes d’eau douce et s’aventurent jusqu’à la mer, l’un des très rares endroits au monde où ils le font.',
      'Sur le continent, l’ancien comptoir de Cacheu, avec son petit fort et son mémorial de la traite, est à peu de route de Bissau. Ici, on voyage lentement et simplement, en bateau et par les pistes, et c’est tant mieux.',
    ].join('\n\n'),
    visaRequirements: frenchVisaRequirements(
      { of: 'de la Guinée-Bissau', into: 'en Guinée-Bissau' },
      { yellowFever: 'all' },
    ),
  },
  'sierra-leone': {
    name: 'Sierra Leone',
    language: 'Anglais ; krio, mendé, temné, limba',
    currency: 'Leone sierra-léonais (SLE)',
    about: [
      'La Sierra Leone récompense le voyageur avec certaines des plus belles plages d’Afrique, des montagnes verdoyantes qui plongent dans la mer et un peuple chaleureux et résilient. Freetown, fondée en 1792 pour accueillir des esclaves affranchis, s’étend entre les collines de la péninsule de Western Area et l’une des plus grandes rades naturelles du monde.',
      'En remontant le fleuve Sierra Leone, les ruines de Bunce Island racontent la traite qui envoya des milliers de captifs vers les rizières de Caroline du Sud et de Géorgie, un lien encore vivant dans la culture gullah des États-Unis. Juste à la sortie de la capitale, le sanctuaire de chimpanzés de Tacugama soigne des chimpanzés sauvés, dans la forêt tropicale de la péninsule.',
      'Plus à l’intérieur, Tiwai Island, sur la rivière Moa, abrite onze espèces de primates, des hippopotames pygmées et une riche avifaune dans l’un des derniers pans de forêt tropicale de Haute-Guinée. Le krio, la langue véhiculaire, fait de chaque conversation au marché un plaisir.',
    ].join('\n\n'),
    visaRequirements: frenchVisaRequirements(
      { of: 'de la Sierra Leone', into: 'en Sierra Leone' },
      {
        yellowFever: 'all',
        note: 'De nombreux autres visiteurs peuvent demander un visa en ligne avant le départ.',
      },
    ),
  },
  guinea: {
    name: 'Guinée',
    language: 'Français ; pular, malinké, soussou',
    currency: 'Franc guinéen (GNF)',
    about: [
      'La Guinée est le château d’eau de l’Afrique de l’Ouest : le Niger, le Sénégal et la Gambie prennent tous leur source dans ses hauteurs. Conakry, la capitale, occupe une étroite presqu’île face à l’Atlantique, avec les îles de Los à une courte traversée en bateau pour leurs plages tranquilles et leurs villages de pêcheurs.',
      'Le pays a un héritage musical dont il est fier. Les Ballets africains, fondés dans les années 1950, ont porté la danse guinéenne et le djembé sur les scènes du monde entier, et les familles de griots de Haute-Guinée font vivre en chanson l’épopée de Soundiata.',
      'À l’intérieur, le plateau du Fouta-Djalon est une terre de montagnes tabulaires, de vallées profondes, de cascades et de villages peuls, assez fraîche pour que des pins poussent autour de la ville d’altitude de Dalaba. Sur la route, la cascade du Voile de la Mariée, près de Kindia, tombe comme un voile de mariée le long d’une falaise de roche noire. La Guinée est faite pour les voyageurs qui aiment les aventures authentiques.',
    ].join('\n\n'),
    visaRequirements: frenchVisaRequirements(
      { of: 'de Guinée', into: 'en Guinée' },
      {
        yellowFever: 'all',
        note: 'Les autres visiteurs ont besoin d’un visa ; la Guinée propose une demande en ligne.',
      },
    ),
  },
  'cabo-verde': {
    name: 'Cap-Vert',
    language: 'Portugais ; créole cap-verdien (kriolu)',
    currency: 'Escudo cap-verdien (CVE)',
    about: [
      'À quelque 570 kilomètres des côtes du Sénégal, les dix îles volcaniques du Cap-Vert mêlent racines africaines et portugaises en une culture bien à elles, que l’on entend le mieux dans les mornas mélancoliques rendues célèbres par Cesária Évora. Praia, la capitale, se trouve sur l’île de Santiago.',
      'Tout près de Praia, Cidade Velha fut la première ville coloniale européenne sous les tropiques et une plaque tournante du commerce atlantique ; elle est aujourd’hui inscrite au patrimoine mondial de l’UNESCO, avec un fort, une cathédrale en ruine et le vieux pilori sur sa place. Sur Fogo, le volcan du Pico do Fogo culmine à 2 829 mètres au-dessus d’un cratère où les villageois cultivent la vigne et le café dans la cendre noire.',
      'À Sal, les anciennes salines de Pedra de Lume se nichent dans un cratère éteint, où l’on flotte dans une saumure aussi salée que la mer Morte. Les îles sont sèches et ensoleillées toute l’année, avec des alizés réguliers qu’adorent les surfeurs et une mer riche en gros poissons.',
    ].join('\n\n'),
    visaRequirements: frenchVisaRequirements(
      { of: 'du Cap-Vert', into: 'au Cap-Vert' },
      {
        yellowFever: 'from-risk-countries',
        note: 'De nombreux visiteurs européens n’ont pas besoin de visa pour un court séjour, mais doivent s’enregistrer en ligne et payer la taxe de sûreté aéroportuaire avant leur arrivée.',
      },
    ),
  },
  nigeria: {
    name: 'Nigeria',
    language: 'Anglais ; haoussa, yoruba, igbo, pidgin nigérian',
    currency: 'Naira nigérian (NGN)',
    about: [
      'Le Nigeria, pays le plus peuplé d’Afrique, est un géant de la musique, du cinéma et de l’art. Lagos en est la capitale créative, jamais au repos, berceau de l’afrobeat et des afrobeats, de Nollywood et d’une scène d’art contemporain suivie dans le monde entier, tandis qu’Abuja, la capitale planifiée, se trouve au centre du pays, au pied du dôme de granit d’Aso Rock.',
      'Le sud-ouest yoruba est riche en patrimoine. À Abeokuta, l’affleurement granitique d’Olumo Rock abritait autrefois le peuple egba en temps de guerre et, à Osogbo, le bosquet sacré d’Osun, inscrit au patrimoine mondial de l’UNESCO, est l’une des dernières forêts primaires du sud du Nigeria, peuplée de sanctuaires et de sculptures dédiés à la déesse du fleuve, Osun.',
      'À Lagos, le Lekki Conservation Centre préserve un îlot de forêt humide avec l’une des plus longues passerelles de canopée d’Afrique. Au nord-est, le parc national de Yankari abrite des éléphants et les eaux cristallines des sources chaudes de Wikki.',
    ].join('\n\n'),
    visaRequirements: frenchVisaRequirements(
      { of: 'du Nigeria', into: 'au Nigeria' },
      {
        yellowFever: 'all',
        note: 'La plupart des autres visiteurs doivent demander un visa en ligne avant le départ.',
      },
    ),
  },
  'cote-d-ivoire': {
    name: "Côte d'Ivoire",
    language: 'Français ; dioula, baoulé, bété, sénoufo',
    currency: 'Franc CFA d’Afrique de l’Ouest (XOF)',
    about: [
      'La Côte d’Ivoire allie une économie moderne et dynamique à des plages, une forêt tropicale et plus de soixante groupes ethniques. Yamoussoukro est la capitale politique, tandis qu’Abidjan, la capitale économique, s’étend autour de la lagune Ébrié avec ses tours, ses marchés et la musique du coupé-décalé et du zouglou.',
      'À Yamoussoukro se dresse la basilique Notre-Dame-de-la-Paix, inspirée de Saint-Pierre de Rome et l’une des plus grandes églises du monde. Sur la côte, Grand-Bassam, la première capitale coloniale, est un site du patrimoine mondial de l’UNESCO aux maisons coloniales défraîchies, entre la lagune et l’Atlantique.',
      'Abidjan est l’une des rares villes au monde à abriter une forêt tropicale : le parc national du Banco, avec ses arbres géants et ses sentiers forestiers. Plus à l’ouest, le relief s’élève vers les forêts et les montagnes de la région de Man.',
    ].join('\n\n'),
    visaRequirements: frenchVisaRequirements(
      { of: 'de Côte d’Ivoire', into: 'en Côte d’Ivoire' },
      {
        yellowFever: 'all',
        note: 'Les autres visiteurs demandent un e-visa en ligne et le retirent à leur arrivée à Abidjan.',
      },
    ),
  },
  benin: {
    name: 'Bénin',
    language: 'Français ; fon, yoruba, bariba, dendi',
    currency: 'Franc CFA d’Afrique de l’Ouest (XOF)',
    about: [
      'Le Bénin est le berceau du vaudou, une religion partie avec les Africains réduits en esclavage vers Haïti, le Brésil et la Louisiane, et toujours pratiquée ouvertement ici ; chaque 10 janvier, le pays célèbre sa fête nationale du vaudou. Porto-Novo est la capitale officielle, avec une mosquée de style afro-brésilien construite par des familles revenues du Brésil, tandis que Cotonou est le siège animé du gouvernement.',
      'À Ouidah, la Route des Esclaves mène sur quatre kilomètres de l’ancienne place de vente des esclaves jusqu’à la Porte du Non-retour sur la plage, et le temple des Pythons fait face à la basilique catholique de part et d’autre d’une petite place. Sur le lac Nokoué, le village de Ganvié est entièrement bâti sur pilotis, et ses habitants vaquent à leurs occupations en pirogue.',
      'À l’intérieur des terres, les palais royaux d’Abomey, inscrits au patrimoine mondial de l’UNESCO, étaient le siège des rois du Dahomey, dont l’histoire est racontée par les bas-reliefs de leurs murs.',
    ].join('\n\n'),
    visaRequirements: frenchVisaRequirements(
      { of: 'du Bénin', into: 'au Bénin' },
      {
        yellowFever: 'all',
        note: 'Les autres visiteurs peuvent demander un e-visa en ligne avant le départ.',
      },
    ),
  },
};
