import type { CountryEntry } from './types';

export const ECO_ENTRIES: readonly CountryEntry[] = [
  {
    countryName: 'The Gambia',
    title: 'Makasutu and the mangrove creeks',
    description:
      'Makasutu, “the holy forest” near Brikama, is a thousand acres of palm groves and mangrove explored by dugout canoe and on foot with a forest guide. The mangrove creeks of Lamin, where women harvest oysters at low tide, are a gentle second day.',
    image: 'excursions/makasutu-culture-forest/cover.jpg',
  },
  {
    countryName: 'Senegal',
    title: 'The Saloum Delta by pirogue',
    description:
      'Mangrove channels, shell islands and fishing villages, explored by pirogue from a small eco-lodge. Stay in the delta for two days to see the birds come in to roost at dusk.',
    image: 'excursions/saloum-delta/cover.jpg',
  },
  {
    countryName: 'Ghana',
    title: 'The Kakum canopy walkway',
    description:
      'A chain of rope bridges high among the rainforest trees of Kakum National Park, protected by the communities around it. Walk it early in the morning for birds and butterflies.',
    image: 'excursions/kakum-canopy-walk/cover.jpg',
  },
  {
    countryName: 'Sierra Leone',
    title: 'Tacugama Chimpanzee Sanctuary',
    description:
      'In the hills above Freetown, Tacugama cares for orphaned and rescued chimpanzees and works with villages to protect their forest. A guided visit explains how; stay at the eco-lodge to hear the forest at night.',
    image: 'excursions/tacugama-chimpanzees/cover.jpg',
  },
  {
    countryName: 'Guinea-Bissau',
    title: 'Bubaque and the Bijagós',
    description:
      'A UNESCO biosphere reserve of islands where traditional Bijagó communities, mangroves and sandbanks live side by side. Several days based on Bubaque, with boat trips to quieter islands.',
    image: 'excursions/bubaque-bijagos/cover.jpg',
  },
  {
    countryName: 'Benin',
    title: 'Ganvié, the village on Lake Nokoué',
    description:
      'A whole town built on stilts in the middle of a lake, reached by pirogue. Its people have fished the lake for centuries with acadjas, fish parks made of branches.',
    image: 'excursions/ganvie-stilt-village/cover.jpg',
  },
];
