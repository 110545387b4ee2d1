import type { FrenchExcursions } from '../types';

export const SENEGAL: FrenchExcursions = {
  'goree-island': {
    name: 'L’île de Gorée et la Maison des Esclaves',
    location: 'Île de Gorée, Dakar, Sénégal',
    description:
      'Vingt minutes de chaloupe depuis Dakar vous mènent à Gorée, une île sans voitures aux maisons ocre et aux bougainvilliers, inscrite au patrimoine mondial de l’UNESCO depuis 1978. À la Maison des Esclaves et devant sa Porte du Voyage sans retour, un guide raconte l’histoire de la traite atlantique et de ceux qui y ont résisté. Il reste du temps pour monter au Castel, visiter le musée de la Femme et regarder les peintres de l’île au travail.',
  },
  'lac-rose': {
    name: 'Le lac Rose et les dunes',
    location: 'Lac Rose (lac Retba), Sénégal',
    description:
      'Le lac Retba doit sa couleur rose à une micro-algue qui aime le sel, plus intense en saison sèche, quand le soleil est haut. Les récolteurs de sel avancent dans le lac jusqu’aux épaules et remplissent leurs pirogues à la main ; vous les rencontrez sur la rive et découvrez comment le sel est séché puis vendu. L’excursion continue à travers les dunes blanches jusqu’à la plage de l’Atlantique et un village peul.',
  },
  'saint-louis': {
    name: 'Saint-Louis, île de musique et d’histoire',
    location: 'Saint-Louis, Sénégal',
    description:
      'Deux jours dans l’ancienne capitale de l’Afrique-Occidentale française, une ville-île aux maisons coloniales à balcons, reliée au continent par le pont Faidherbe. Une promenade en calèche parcourt les rues inscrites à l’UNESCO, et une soirée dans un club de jazz montre pourquoi Saint-Louis accueille chaque printemps l’un des festivals de jazz les plus connus d’Afrique. Le deuxième matin, visitez le quartier de pêcheurs de Guet Ndar, où des centaines de pirogues peintes bordent la plage.',
  },
  'djoudj-bird-sanctuary': {
    name: 'Le parc national des oiseaux du Djoudj',
    location: 'Parc national des oiseaux du Djoudj, Sénégal',
    description:
      'Dans le delta du fleuve Sénégal, le Djoudj est l’un des plus importants sites d’hivernage au monde pour les oiseaux qui traversent le Sahara, et un site du patrimoine mondial de l’UNESCO. De novembre à avril, un bateau vous conduit à travers les roselières jusqu’à une grande colonie de pélicans blancs, tandis que flamants, spatules, hérons et canards se rassemblent par milliers. Une journée complète depuis Saint-Louis, avec pique-nique dans le parc.',
  },
  'saloum-delta': {
    name: 'Le delta du Saloum en pirogue',
    location: 'Parc national du delta du Saloum, Sénégal',
    description:
      'Deux jours dans le delta du Saloum, site du patrimoine mondial de l’UNESCO fait de chenaux de mangrove, de bancs de sable et d’îles formées de coquillages au fil des siècles, certaines coiffées d’anciens tumulus funéraires et de baobabs. Vous circulez en pirogue entre des villages de pêcheurs sérères, regardez les femmes ramasser huîtres et coques, et passez la nuit dans un écolodge à l’énergie solaire où l’on sert une cuisine locale.',
  },
  'senegal-river-cruise': {
    name: 'Croisière sur le fleuve Sénégal, de Saint-Louis à Podor',
    location: 'Saint-Louis, Sénégal',
    description:
      'Six nuits à bord d’un bateau historique qui remonte le fleuve Sénégal, avec la Mauritanie sur une rive et le Sénégal sur l’autre. Entre Saint-Louis et Podor, vous faites escale dans des villes fluviales aux anciennes maisons de commerce, visitez le Djoudj et des villages peuls et wolofs, et regardez défiler le Sahel depuis le pont-soleil. Les croisières ont lieu de fin octobre à début mai ; cabines, repas et excursions guidées sont compris.',
  },
  'saloum-fishing': {
    name: 'Journée de pêche sportive dans le delta du Saloum',
    location: 'Toubacouta, Sénégal',
    description:
      'Les chenaux du delta du Saloum sont très poissonneux, et les capitaines locaux en connaissent chaque banc. Depuis Toubacouta, vous pêchez en bateau le barracuda, le mérou, le capitaine et, avec de la chance, un tarpon en saison. Matériel, appâts, déjeuner et boissons sont à bord ; pour les plus grosses prises, la remise à l’eau est encouragée.',
  },
  'touba-great-mosque': {
    name: 'La Grande Mosquée de Touba',
    location: 'Grande Mosquée de Touba, Sénégal',
    description:
      'Touba est la ville sainte de la confrérie mouride, fondée par Cheikh Ahmadou Bamba, et sa Grande Mosquée, au minaret d’environ 87 mètres, est l’une des plus grandes d’Afrique. Un guide de la communauté vous fait découvrir la mosquée, le mausolée et la bibliothèque, et vous explique le pèlerinage du Magal qui attire ici des millions de personnes chaque année. Une tenue correcte est exigée ; les femmes se couvrent les cheveux.',
  },
  'keur-moussa-abbey': {
    name: 'L’abbaye de Keur Moussa et la messe à la kora',
    location: 'Abbaye de Keur Moussa, Sénégal',
    description:
      'Les moines bénédictins de Keur Moussa, à une heure de Dakar, sont célèbres pour chanter la messe en français et en wolof au son de la kora, la harpe d’Afrique de l’Ouest, qu’ils fabriquent aussi dans leur atelier. Assistez à la messe du dimanche matin, visitez l’atelier de kora et la boutique où les moines vendent leurs enregistrements, des confitures et du fromage de chèvre de la ferme de l’abbaye.',
  },
};
