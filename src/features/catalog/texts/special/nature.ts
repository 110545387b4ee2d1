import type { CountryEntry } from './types';

export const NATURE_ENTRIES: readonly CountryEntry[] = [
  {
    countryName: 'The Gambia',
    title: 'Birding from the coast to the up-country river',
    description:
      'Kotu Creek, Abuko Nature Reserve, the 612-hectare Tanji Bird Reserve with about 300 species, Brufut Woods and Marakissa are all within an hour of the coast. Further up-river wait the creeks of Tendaba and Kiang West, and the River Gambia National Park near Janjanbureh. See our 7-day and 14-day itineraries below.',
    image: 'excursions/kotu-creek-birding/cover.jpg',
  },
  {
    countryName: 'Senegal',
    title: 'The Djoudj bird sanctuary',
    description:
      'One of the great wetlands of the world for migrating birds, north of Saint-Louis: great white pelicans, flamingos and tens of thousands of waders and ducks from Europe between November and April, seen by pirogue.',
    image: 'excursions/djoudj-bird-sanctuary/cover.jpg',
  },
  {
    countryName: 'Ghana',
    title: 'Mole National Park',
    description:
      'Ghana’s largest park, in the northern savannah, where walking safaris with armed rangers bring you close to elephants at the waterholes, along with antelopes, baboons and more than 300 bird species.',
    image: 'excursions/mole-national-park/cover.jpg',
  },
  {
    countryName: 'Guinea-Bissau',
    title: 'The saltwater hippos of Orango',
    description:
      'In the Bijagós archipelago, the hippos of Orango live between freshwater lagoons and the sea, a rarity in Africa. A few days on the island with local guides, who also show the nesting beaches of green turtles.',
    image: 'excursions/orango-hippos/cover.jpg',
  },
  {
    countryName: 'Sierra Leone',
    title: 'Tiwai Island',
    description:
      'A community-run rainforest island in the Moa river, home to eleven kinds of primates, among them chimpanzees and colobus monkeys, and the elusive pygmy hippo. Two days of forest walks and canoe trips.',
    image: 'excursions/tiwai-island/cover.jpg',
  },
];
