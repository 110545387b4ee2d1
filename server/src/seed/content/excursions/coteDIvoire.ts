import type { ExcursionContent } from '../types';

const destination = "Côte d'Ivoire";

export const COTE_D_IVOIRE: ExcursionContent[] = [
  {
    slug: 'basilica-our-lady-of-peace',
    name: 'Basilica of Our Lady of Peace',
    destination,
    type: 'Religious Groups',
    location: "Basilica of Our Lady of Peace, Yamoussoukro, Côte d'Ivoire",
    latitude: 6.81,
    longitude: -5.3,
    description:
      'Consecrated by Pope John Paul II in 1990, the basilica of Yamoussoukro is one of the largest churches in the world, its dome inspired by St Peter’s in Rome. A guide shows you the vast nave, the stained-glass windows and the colonnade, and, when open, the climb to the dome. Mass can be attended on Sunday; modest dress required.',
    duration: 1,
    durationHours: 1.5,
    numberOfPeople: 8,
    max: 50,
    food: false,
    drinks: false,
    rating: 4.7,
    scenes: [
      { landscape: 'town', landmarks: ['basilica', 'palms'] },
      { landscape: 'savannah', landmarks: ['basilica', 'birds'] },
    ],
  },
  {
    slug: 'grand-bassam',
    name: 'Grand-Bassam Colonial Town',
    destination,
    type: 'Culture Music & Arts',
    location: "Grand-Bassam, Côte d'Ivoire",
    latitude: 5.2,
    longitude: -3.74,
    description:
      'The first colonial capital of Côte d’Ivoire lies between the Ébrié lagoon and the ocean, an hour from Abidjan. Wander among the faded colonial houses of the UNESCO-listed Quartier France, visit the National Costume Museum and the artisans’ workshops along the road, and end the afternoon on the long beach.',
    duration: 1,
    durationHours: 5,
    numberOfPeople: 8,
    max: 30,
    food: true,
    drinks: true,
    rating: 4.5,
    scenes: [
      { landscape: 'coast', landmarks: ['palms', 'pirogues'] },
      { landscape: 'town', landmarks: ['palms'] },
    ],
  },
  {
    slug: 'banco-national-park',
    name: 'Banco National Park Forest Walk',
    destination,
    type: 'Eco Tourism',
    location: "Banco National Park, Abidjan, Côte d'Ivoire",
    latitude: 5.39,
    longitude: -4.05,
    description:
      'A primary rainforest inside the city of Abidjan, with mahogany and other giant trees, quiet trails and a small lake. A ranger explains the medicinal plants of the forest, and on the way out you pass the famous open-air laundry of the fanicos, who wash the city’s clothes in the river.',
    duration: 1,
    durationHours: 3,
    numberOfPeople: 8,
    max: 20,
    food: false,
    drinks: true,
    rating: 4.4,
    scenes: [
      { landscape: 'forest', landmarks: ['birds'] },
      { landscape: 'lake', landmarks: ['palms'] },
    ],
  },
];
