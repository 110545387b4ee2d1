import type { ExcursionContent } from '../types';

const destination = 'Sierra Leone';

export const SIERRA_LEONE: ExcursionContent[] = [
  {
    slug: 'tacugama-chimpanzees',
    name: 'Tacugama Chimpanzee Sanctuary',
    destination,
    type: 'Eco Tourism',
    location: 'Tacugama Chimpanzee Sanctuary, Freetown, Sierra Leone',
    latitude: 8.43,
    longitude: -13.2,
    description:
      'In the rainforest of the Western Area Peninsula National Park, just above Freetown, Tacugama cares for chimpanzees rescued from the pet and bushmeat trades. A keeper introduces the groups and their stories and explains the sanctuary’s work with the villages around the forest. Early-morning forest walks can be added for birders.',
    duration: 1,
    durationHours: 2.5,
    numberOfPeople: 8,
    max: 20,
    food: false,
    drinks: true,
    rating: 4.8,
    scenes: [
      { landscape: 'forest', landmarks: ['birds'] },
      { landscape: 'mountain', landmarks: ['palms'] },
    ],
  },
  {
    slug: 'bunce-island',
    name: 'Bunce Island Slave Fort',
    destination,
    type: 'Students',
    location: 'Bunce Island, Sierra Leone',
    latitude: 8.57,
    longitude: -13.04,
    description:
      'A boat ride up the Sierra Leone River leads to the ruins of the British slave castle on Bunce Island, from which tens of thousands of Africans were shipped, many to the rice plantations of South Carolina and Georgia. A historian guide walks you through the ruins and tells of the Gullah people who keep their African heritage alive in the United States today.',
    duration: 1,
    durationHours: 5,
    numberOfPeople: 8,
    max: 30,
    food: true,
    drinks: true,
    rating: 4.7,
    scenes: [
      { landscape: 'river', landmarks: ['fort', 'mangroves'] },
      { landscape: 'river', landmarks: ['pirogues', 'birds'] },
    ],
  },
  {
    slug: 'tiwai-island',
    name: 'Tiwai Island Rainforest',
    destination,
    type: 'Nature Groups',
    location: 'Tiwai Island, Sierra Leone',
    latitude: 7.55,
    longitude: -11.35,
    description:
      'Tiwai, an island in the Moa River, protects one of the richest primate populations in Africa: eleven species, including chimpanzees, Diana monkeys and red colobus, as well as the shy pygmy hippo. Two days of guided forest walks, a night walk and a canoe trip around the island, with nights in tents or simple huts run by the local communities.',
    duration: 2,
    durationHours: 48,
    numberOfPeople: 6,
    max: 14,
    food: true,
    drinks: true,
    rating: 4.8,
    scenes: [
      { landscape: 'river', landmarks: ['birds'] },
      { landscape: 'forest', landmarks: ['huts'] },
    ],
  },
  {
    slug: 'banana-islands-fishing',
    name: 'Banana Islands Fishing Trip',
    destination,
    type: 'Fishing',
    location: 'Banana Islands, Sierra Leone',
    latitude: 8.11,
    longitude: -13.2,
    description:
      'From the beaches south of Freetown, a boat takes you to the Banana Islands at the tip of the peninsula. Fish the reefs and drop-offs for snapper, grouper, barracuda and jacks with a local crew, then land at Dublin village for lunch of grilled fish on the beach and a swim in clear water.',
    duration: 1,
    durationHours: 8,
    numberOfPeople: 4,
    max: 8,
    food: true,
    drinks: true,
    rating: 4.6,
    scenes: [
      { landscape: 'coast', landmarks: ['pirogues', 'palms'] },
      { landscape: 'coast', landmarks: ['palms', 'birds'] },
    ],
  },
];
