import type { ExcursionContent } from '../types';

const destination = 'Nigeria';

export const NIGERIA: ExcursionContent[] = [
  {
    slug: 'olumo-rock',
    name: 'Olumo Rock Climb, Abeokuta',
    destination,
    type: 'Trekking',
    location: 'Olumo Rock, Abeokuta, Nigeria',
    latitude: 7.16,
    longitude: 3.35,
    description:
      'Olumo Rock sheltered the Egba people during the wars of the 19th century, and Abeokuta, “under the rock”, grew around it. Climb the carved steps and granite slopes past old shrines and hiding places to the summit for a view over the city’s rooftops, and visit the adire dyeing market at the foot of the rock, famous for its indigo cloth.',
    duration: 1,
    durationHours: 3,
    numberOfPeople: 8,
    max: 25,
    food: false,
    drinks: true,
    rating: 4.5,
    scenes: [
      { landscape: 'forest', landmarks: ['rock'] },
      { landscape: 'town', landmarks: ['rock', 'palms'] },
    ],
  },
  {
    slug: 'osun-osogbo-grove',
    name: 'Osun-Osogbo Sacred Grove',
    destination,
    type: 'Culture Music & Arts',
    location: 'Osun-Osogbo Sacred Grove, Osogbo, Nigeria',
    latitude: 7.76,
    longitude: 4.55,
    description:
      'This dense forest on the Osun River is the home of the Yoruba goddess Osun and a UNESCO World Heritage site. Its shrines and the sculptures of the New Sacred Art movement, led by the Austrian-born artist Susanne Wenger, make it a place of faith and of art. Visit with a guide from the grove; in August the Osun-Osogbo festival draws crowds from across the world.',
    duration: 1,
    durationHours: 3,
    numberOfPeople: 8,
    max: 30,
    food: false,
    drinks: true,
    rating: 4.7,
    scenes: [
      { landscape: 'forest', landmarks: ['birds'] },
      { landscape: 'river', landmarks: ['huts'] },
    ],
  },
  {
    slug: 'lekki-conservation-centre',
    name: 'Lekki Conservation Centre Canopy Walk',
    destination,
    type: 'Eco Tourism',
    location: 'Lekki Conservation Centre, Lagos, Nigeria',
    latitude: 6.44,
    longitude: 3.54,
    description:
      'A patch of swamp forest and savannah in the middle of fast-growing Lagos, with a canopy walkway of about 400 metres, one of the longest in Africa. Walk the boardwalks looking for monkeys, monitor lizards and birds, then climb to the canopy for a view over the treetops to the city.',
    duration: 1,
    durationHours: 3,
    numberOfPeople: 8,
    max: 25,
    food: false,
    drinks: true,
    rating: 4.6,
    scenes: [
      { landscape: 'forest', landmarks: ['bridge'] },
      { landscape: 'river', landmarks: ['mangroves', 'birds'] },
    ],
  },
  {
    slug: 'yankari-national-park',
    name: 'Yankari National Park and Wikki Warm Springs',
    destination,
    type: 'Nature Groups',
    location: 'Yankari National Park, Bauchi, Nigeria',
    latitude: 9.75,
    longitude: 10.5,
    description:
      'Yankari, in Bauchi State, is one of the last refuges of the West African elephant in Nigeria and shelters buffaloes, hippos, baboons and some 350 species of birds. Three days of game drives and walks, with time to swim in the clear Wikki Warm Springs and to visit the Marshall Caves and the old iron-smelting sites of Dukkey.',
    duration: 3,
    durationHours: 72,
    numberOfPeople: 6,
    max: 16,
    food: true,
    drinks: true,
    rating: 4.6,
    scenes: [
      { landscape: 'savannah', landmarks: ['elephants', 'baobab'] },
      { landscape: 'lake', landmarks: ['palms', 'birds'] },
    ],
  },
];
