import type { FrenchExcursions } from '../types';

export const BENIN: FrenchExcursions = {
  'ouidah-route-des-esclaves': {
    name: 'Ouidah et la Route des Esclaves',
    location: 'Porte du Non-retour, Ouidah, Bénin',
    description:
      'Parcourez les quatre kilomètres de la Route des Esclaves à Ouidah, de l’ancienne place des enchères jusqu’à la Porte du Non-retour sur la plage, en passant par l’Arbre de l’oubli et le mémorial de Zoungbodji. Le musée d’Histoire de Ouidah, installé dans l’ancien fort portugais, complète le récit de la traite entre le royaume du Dahomey et les Amériques.',
  },
  'ouidah-python-temple': {
    name: 'Ouidah : le temple des Pythons et la basilique',
    location: 'Temple des Pythons, Ouidah, Bénin',
    description:
      'À Ouidah, le temple vaudou des Pythons et la basilique catholique de l’Immaculée-Conception se font face de part et d’autre d’une petite place, image vivante de la manière dont les religions partagent la ville. Un prêtre vaudou explique le rôle des pythons sacrés, et une promenade dans la forêt sacrée de Kpassè fait découvrir les sculptures des divinités vaudou.',
  },
  'ganvie-stilt-village': {
    name: 'Ganvié, la cité lacustre du lac Nokoué',
    location: 'Ganvié, lac Nokoué, Bénin',
    description:
      'Ganvié, souvent appelée la Venise de l’Afrique, a été bâtie sur pilotis dans le lac Nokoué par le peuple tofinu, qui fuyait les chasseurs d’esclaves il y a trois siècles. En pirogue, vous glissez entre les maisons, un marché flottant, des églises et des écoles sur l’eau, et découvrez comment les pêcheurs élèvent le poisson dans leurs acadjas, des enclos de branchages plantés dans le lac.',
  },
  'abomey-royal-palaces': {
    name: 'Les palais royaux d’Abomey',
    location: 'Palais royaux d’Abomey, Bénin',
    description:
      'De 1625 à 1900, douze rois du Dahomey ont régné depuis Abomey, chacun construisant son propre palais dans la grande enceinte. Les palais inscrits à l’UNESCO, dont les bas-reliefs racontent l’histoire du royaume et de ses célèbres guerrières, abritent le musée historique d’Abomey. La visite comprend les ateliers de tentures appliquées de la ville, un artisanat autrefois réservé à la cour royale.',
  },
  'lake-aheme-fishing': {
    name: 'À la pêche avec les pêcheurs du lac Ahémé',
    location: 'Possotomé, lac Ahémé, Bénin',
    description:
      'Passez une matinée sur le lac Ahémé avec les pêcheurs de Possotomé, à lancer les filets depuis une pirogue et à visiter les acadjas, des parcs à poissons traditionnels faits de branchages. Ensuite, une promenade dans le village fait découvrir le jardin de plantes médicinales et la source chaude dont l’eau minérale est mise en bouteille ici, suivie d’un déjeuner de tilapia grillé.',
  },
};
