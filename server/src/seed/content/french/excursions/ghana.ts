import type { FrenchExcursions } from '../types';

export const GHANA: FrenchExcursions = {
  'cape-coast-castle': {
    name: 'Le château de Cape Coast',
    location: 'Château de Cape Coast, Ghana',
    description:
      'Les murs blancs du château de Cape Coast ont abrité pendant deux siècles le quartier général britannique de la Côte-de-l’Or. Une visite guidée vous fait descendre dans les cachots où les captifs attendaient les navires, puis franchir la Porte du Non-retour jusqu’à la plage. À l’étage, le musée raconte l’histoire de la traite et de la diaspora ; une visite qui marque chaque étudiant et chaque voyageur.',
  },
  'elmina-castle': {
    name: 'Le château d’Elmina et le port de pêche',
    location: 'Château d’Elmina, Ghana',
    description:
      'Construit par les Portugais en 1482, São Jorge da Mina est le plus ancien bâtiment européen au sud du Sahara. Après la visite guidée du château, promenez-vous dans le port animé de la lagune, au pied de ses murs, où les charpentiers construisent et peignent les grandes pirogues fanti, puis montez au fort St Jago pour la vue sur la ville et ses sanctuaires colorés des compagnies Asafo.',
  },
  'kakum-canopy-walk': {
    name: 'La passerelle de la canopée de Kakum',
    location: 'Parc national de Kakum, Ghana',
    description:
      'Sept ponts de corde tendus entre des arbres géants vous portent à quelque 40 mètres au-dessus du sol de la forêt tropicale de Kakum. Tôt le matin, la canopée fourmille d’oiseaux et de papillons, et un garde explique comment la forêt nourrit et soigne les habitants des alentours. Des balades en sous-bois et la visite du centre d’accueil du parc complètent la matinée.',
  },
  'mole-national-park': {
    name: 'Safari au parc national de Mole',
    location: 'Parc national de Mole, Ghana',
    description:
      'Le plus grand parc du Ghana couvre près de 5 000 kilomètres carrés de savane arborée. Pendant trois jours, vous partez en safari à pied et en jeep avec des gardes armés, souvent face à face avec les éléphants aux points d’eau en contrebas du lodge, ainsi qu’avec des antilopes, des phacochères et des babouins. Plus de 300 espèces d’oiseaux y vivent aussi. Comprend la visite du village de Mognori et son safari en pirogue sur la rivière Mole.',
  },
  'larabanga-mosque': {
    name: 'La mosquée de Larabanga',
    location: 'Larabanga, Ghana',
    description:
      'La petite mosquée blanche en banco de Larabanga, avec ses contreforts et ses poutres de bois, est l’une des plus anciennes d’Afrique de l’Ouest et un bel exemple d’architecture soudano-sahélienne. Les guides locaux racontent ses légendes, montrent l’ancien Coran conservé par le village et vous conduisent à la Pierre mystique toute proche. Une visite facile sur la route du parc national de Mole.',
  },
  'accra-arts-and-drums': {
    name: 'Accra : arts, tambours et Jamestown',
    location: 'Jamestown, Accra, Ghana',
    description:
      'Une journée dans la capitale créative du Ghana : le vieux quartier de pêcheurs de Jamestown, avec son phare et ses salles de boxe, le parc mémorial Kwame Nkrumah et l’Arts Centre, où sculpteurs et tisserands de kente vendent leurs œuvres. L’après-midi, un atelier de tambours et de danse avec des musiciens locaux fait bouger tout le monde, et la journée se termine sur un air de highlife dans un chop bar.',
  },
  'afadjato-and-wli-falls': {
    name: 'Randonnée au mont Afadjato et aux chutes de Wli',
    location: 'Chutes de Wli, Hohoe, Ghana',
    description:
      'Deux jours de randonnée dans les collines verdoyantes de la région de la Volta, le long de la frontière avec le Togo. Gravissez le mont Afadjato, longtemps considéré comme le point culminant du Ghana, pour la vue sur les crêtes boisées, puis marchez à travers la forêt jusqu’aux chutes de Wli, parmi les plus hautes d’Afrique de l’Ouest, où des milliers de chauves-souris frugivores nichent dans les falaises. Nuits dans une maison d’hôtes dont le jardin donne sur les chutes.',
  },
};
