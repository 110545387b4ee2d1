import type { ExcursionContent } from '../types';

const destination = 'Cabo Verde';

export const CABO_VERDE: ExcursionContent[] = [
  {
    slug: 'cidade-velha',
    name: 'Cidade Velha and the Morna',
    destination,
    type: 'Culture Music & Arts',
    location: 'Cidade Velha, Santiago, Cabo Verde',
    latitude: 14.92,
    longitude: -23.61,
    description:
      'Founded in 1462, Cidade Velha was the first European colonial town in the tropics and is a UNESCO World Heritage site. Walk down the Rua Banana, one of the oldest colonial streets, see the pillory in the square, the ruins of the cathedral and the Fortaleza Real de São Filipe above the bay. The afternoon ends in Praia with a live morna and coladeira session over a plate of cachupa.',
    duration: 1,
    durationHours: 5,
    numberOfPeople: 8,
    max: 30,
    food: true,
    drinks: true,
    rating: 4.7,
    scenes: [
      { landscape: 'coast', landmarks: ['fort', 'palms'] },
      { landscape: 'town', landmarks: ['basilica'] },
    ],
  },
  {
    slug: 'pico-do-fogo',
    name: 'Pico do Fogo Volcano Climb',
    destination,
    type: 'Trekking',
    location: 'Pico do Fogo, Fogo, Cabo Verde',
    latitude: 14.95,
    longitude: -24.35,
    description:
      'Start before dawn in Chã das Caldeiras, the village inside the great crater, and climb the steep ash slopes of Pico do Fogo to the rim at 2,829 metres, the highest point of Cabo Verde. The view over the caldera, the 2014 lava flows and the ocean is unforgettable; the descent is a fast run down a scree slope. Finish with a glass of the local Fogo wine. Good fitness needed.',
    duration: 1,
    durationHours: 12,
    numberOfPeople: 4,
    max: 12,
    food: true,
    drinks: true,
    rating: 4.9,
    scenes: [
      { landscape: 'mountain', landmarks: ['volcano'] },
      { landscape: 'mountain', landmarks: ['volcano', 'huts'] },
    ],
  },
  {
    slug: 'pedra-de-lume',
    name: 'Pedra de Lume Salt Crater',
    destination,
    type: 'Eco Tourism',
    location: 'Pedra de Lume, Sal, Cabo Verde',
    latitude: 16.76,
    longitude: -22.89,
    description:
      'Inside an extinct volcanic crater on the island of Sal, sea water seeps through the rock into salt pans worked since the 18th century. Walk through the tunnel into the crater, learn how salt made the island’s fortune and float effortlessly in the brine pools, saltier than the Dead Sea. A short stop at the Buracona natural pool can be added.',
    duration: 1,
    durationHours: 2.5,
    numberOfPeople: 8,
    max: 30,
    food: false,
    drinks: false,
    rating: 4.5,
    scenes: [
      { landscape: 'lake', landmarks: ['birds'] },
      { landscape: 'mountain', landmarks: ['huts'] },
    ],
  },
  {
    slug: 'sal-big-game-fishing',
    name: 'Big-Game Fishing off Sal',
    destination,
    type: 'Fishing',
    location: 'Santa Maria, Sal, Cabo Verde',
    latitude: 16.6,
    longitude: -22.9,
    description:
      'The deep water around Cabo Verde is famous for blue marlin, as well as wahoo, tuna and dorado. Spend a day on a fully equipped sport-fishing boat out of Santa Maria with an experienced crew; billfish are released, and the rest of the catch can be cooked for you in town.',
    duration: 1,
    durationHours: 8,
    numberOfPeople: 4,
    max: 6,
    food: true,
    drinks: true,
    rating: 4.6,
    scenes: [
      { landscape: 'coast', landmarks: ['ship', 'birds'] },
      { landscape: 'coast', landmarks: ['pirogues', 'palms'] },
    ],
  },
];
