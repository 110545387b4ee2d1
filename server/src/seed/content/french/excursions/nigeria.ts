import type { FrenchExcursions } from '../types';

export const NIGERIA: FrenchExcursions = {
  'olumo-rock': {
    name: 'Ascension d’Olumo Rock, Abeokuta',
    location: 'Olumo Rock, Abeokuta, Nigeria',
    description:
      'Olumo Rock a abrité le peuple egba pendant les guerres du XIXe siècle, et Abeokuta, « sous le rocher », s’est développée autour de lui. Gravissez les marches taillées et les pentes de granit, entre anciens sanctuaires et cachettes, jusqu’au sommet pour la vue sur les toits de la ville, puis visitez au pied du rocher le marché des teintures adire, célèbre pour ses étoffes indigo.',
  },
  'osun-osogbo-grove': {
    name: 'Le bosquet sacré d’Osun-Osogbo',
    location: 'Bosquet sacré d’Osun-Osogbo, Osogbo, Nigeria',
    description:
      'Cette forêt dense au bord de la rivière Osun est la demeure de la déesse yoruba Osun et un site du patrimoine mondial de l’UNESCO. Ses sanctuaires et les sculptures du mouvement du Nouvel Art sacré, mené par l’artiste d’origine autrichienne Susanne Wenger, en font un lieu de foi autant que d’art. Visite avec un guide du bosquet ; en août, le festival d’Osun-Osogbo attire des foules venues du monde entier.',
  },
  'lekki-conservation-centre': {
    name: 'La passerelle de la canopée du Lekki Conservation Centre',
    location: 'Lekki Conservation Centre, Lagos, Nigeria',
    description:
      'Un îlot de forêt marécageuse et de savane au milieu de Lagos, ville en pleine croissance, avec une passerelle dans la canopée d’environ 400 mètres, l’une des plus longues d’Afrique. Parcourez les caillebotis à la recherche de singes, de varans et d’oiseaux, puis montez dans la canopée pour la vue par-dessus la cime des arbres jusqu’à la ville.',
  },
  'yankari-national-park': {
    name: 'Le parc national de Yankari et les sources chaudes de Wikki',
    location: 'Parc national de Yankari, Bauchi, Nigeria',
    description:
      'Yankari, dans l’État de Bauchi, est l’un des derniers refuges de l’éléphant d’Afrique de l’Ouest au Nigeria et abrite buffles, hippopotames, babouins et quelque 350 espèces d’oiseaux. Trois jours de safaris en voiture et à pied, avec le temps de se baigner dans l’eau claire des sources chaudes de Wikki et de visiter les grottes de Marshall et les anciens sites de fonte du fer de Dukkey.',
  },
};
