import type { ExcursionContent } from '../types';

const destination = 'Guinea-Bissau';

export const GUINEA_BISSAU: ExcursionContent[] = [
  {
    slug: 'bubaque-bijagos',
    name: 'Bubaque and the Bijagós Islands',
    destination,
    type: 'Eco Tourism',
    location: 'Bubaque, Bijagós Islands, Guinea-Bissau',
    latitude: 11.28,
    longitude: -15.83,
    description:
      'Four days in the Bijagós Archipelago, a UNESCO Biosphere Reserve of mangroves, palm forest and white beaches. From Bubaque you explore nearby islands by boat, visit Bijagó villages where the women’s role in ceremonies is still strong, swim from empty beaches and, in season, watch green turtles come ashore to nest. Simple eco-lodges, fresh fish and no crowds.',
    duration: 4,
    durationHours: 96,
    numberOfPeople: 6,
    max: 16,
    food: true,
    drinks: true,
    rating: 4.8,
    scenes: [
      { landscape: 'coast', landmarks: ['palms', 'pirogues'] },
      { landscape: 'coast', landmarks: ['huts', 'palms'] },
    ],
  },
  {
    slug: 'orango-hippos',
    name: 'Orango Saltwater Hippos',
    destination,
    type: 'Nature Groups',
    location: 'Orango Island, Bijagós, Guinea-Bissau',
    latitude: 11.1,
    longitude: -16.1,
    description:
      'On Orango, in the national park of the same name, hippos live in freshwater lagoons and travel through the mangroves to the sea, one of the very few places in the world where they do. With a park ranger you walk quietly to the lagoons to watch them, look for crocodiles and waders, and visit the tomb of the island’s last queen. Three days with nights at a lodge on the island.',
    duration: 3,
    durationHours: 72,
    numberOfPeople: 6,
    max: 12,
    food: true,
    drinks: true,
    rating: 4.7,
    scenes: [
      { landscape: 'lake', landmarks: ['mangroves', 'birds'] },
      { landscape: 'coast', landmarks: ['palms'] },
    ],
  },
  {
    slug: 'cacheu-fort',
    name: 'Cacheu Fort and Slave Route Memorial',
    destination,
    type: 'Students',
    location: 'Cacheu, Guinea-Bissau',
    latitude: 12.27,
    longitude: -16.16,
    description:
      'A day trip from Bissau to Cacheu, one of the oldest Portuguese trading posts in West Africa, on the banks of the Cacheu River. The small 16th-century fort, with old bronze statues of colonial figures lying in its courtyard, and the Memorial of Slavery and the Slave Trade explain the town’s past. On the way back, a stop in the mangroves of the Cacheu River Natural Park.',
    duration: 1,
    durationHours: 10,
    numberOfPeople: 8,
    max: 30,
    food: true,
    drinks: true,
    rating: 4.4,
    scenes: [
      { landscape: 'river', landmarks: ['fort', 'mangroves'] },
      { landscape: 'river', landmarks: ['pirogues'] },
    ],
  },
  {
    slug: 'bijagos-sport-fishing',
    name: 'Bijagós Sport Fishing Week',
    destination,
    type: 'Fishing',
    location: 'Bijagós Islands, Guinea-Bissau',
    latitude: 11.3,
    longitude: -15.9,
    description:
      'The channels between the Bijagós islands are among the best sport-fishing waters of the Atlantic coast of Africa. Five days from a fishing camp with experienced guides: tarpon, giant trevally, barracuda, jacks and captain fish on spinning and fly tackle. Boats, tackle, full board and transfers from Bissau are included.',
    duration: 5,
    durationHours: 120,
    numberOfPeople: 4,
    max: 8,
    food: true,
    drinks: true,
    rating: 4.8,
    scenes: [
      { landscape: 'coast', landmarks: ['pirogues', 'birds'] },
      { landscape: 'river', landmarks: ['mangroves', 'pirogues'] },
    ],
  },
];
