import type { FrenchExcursions } from '../types';

export const SIERRA_LEONE: FrenchExcursions = {
  'tacugama-chimpanzees': {
    name: 'Le sanctuaire de chimpanzés de Tacugama',
    location: 'Sanctuaire de chimpanzés de Tacugama, Freetown, Sierra Leone',
    description:
      'Dans la forêt tropicale du parc national de la péninsule de Western Area, juste au-dessus de Freetown, Tacugama accueille des chimpanzés sauvés du commerce d’animaux de compagnie et de la viande de brousse. Un soigneur présente les groupes et leur histoire, et explique le travail du sanctuaire avec les villages autour de la forêt. Des balades en forêt au petit matin peuvent être ajoutées pour les amateurs d’oiseaux.',
  },
  'bunce-island': {
    name: 'Le fort négrier de Bunce Island',
    location: 'Île de Bunce, Sierra Leone',
    description:
      'Une remontée en bateau du fleuve Sierra Leone mène aux ruines du château négrier britannique de Bunce Island, d’où des dizaines de milliers d’Africains furent embarqués, nombre d’entre eux vers les rizières de Caroline du Sud et de Géorgie. Un guide historien vous accompagne dans les ruines et raconte l’histoire du peuple gullah, qui fait aujourd’hui encore vivre son héritage africain aux États-Unis.',
  },
  'tiwai-island': {
    name: 'La forêt tropicale de Tiwai Island',
    location: 'Île de Tiwai, Sierra Leone',
    description:
      'Tiwai, une île de la rivière Moa, protège l’une des populations de primates les plus riches d’Afrique : onze espèces, dont le chimpanzé, le cercopithèque Diane et le colobe bai, ainsi que le timide hippopotame pygmée. Deux jours de balades guidées en forêt, une sortie de nuit et un tour de l’île en pirogue, avec nuits sous tente ou dans des cases simples gérées par les communautés locales.',
  },
  'banana-islands-fishing': {
    name: 'Sortie de pêche aux Banana Islands',
    location: 'Îles Banana, Sierra Leone',
    description:
      'Depuis les plages au sud de Freetown, un bateau vous emmène aux Banana Islands, à la pointe de la péninsule. Pêchez sur les récifs et les tombants le vivaneau, le mérou, le barracuda et les carangues avec un équipage local, puis débarquez au village de Dublin pour un déjeuner de poisson grillé sur la plage et une baignade dans une eau limpide.',
  },
};
