import type { CountryEntry } from './types';

export const CULTURE_ENTRIES: readonly CountryEntry[] = [
  {
    countryName: 'The Gambia',
    title: 'Griots and the Roots of the river',
    description:
      'Sail up the River Gambia to Albreda, Juffureh and Kunta Kinteh Island, a UNESCO World Heritage site since 2003, while griots sing the history of the river to the kora. In Bakau, the sacred crocodile pool of Kachikally has a small museum of Gambian musical instruments.',
    image: 'excursions/kunta-kinteh-island/cover.jpg',
  },
  {
    countryName: 'Senegal',
    title: 'Saint-Louis, island of music',
    description:
      'The old capital of French West Africa, on an island at the mouth of the Senegal River, is a town of colonial balconies, jazz and painted pirogues. Add an evening of mbalax in Dakar for the sound of modern Senegal.',
    image: 'excursions/saint-louis/cover.jpg',
  },
  {
    countryName: 'Guinea',
    title: 'Djembe and dance in Conakry',
    description:
      'Guinea is the home of the djembe and of Les Ballets Africains. Spend an afternoon with a troupe of drummers and dancers, learn a rhythm and a step, and stay for their evening performance. Music schools are especially welcome.',
    image: 'excursions/conakry-music-and-dance/cover.jpg',
  },
  {
    countryName: 'Ghana',
    title: 'Accra’s art scene and the castle coast',
    description:
      'Drumming and dance lessons, the galleries and street art of Jamestown, and the castles of Elmina and Cape Coast, which tell the story of the Gold Coast and the diaspora.',
    image: 'excursions/accra-arts-and-drums/cover.jpg',
  },
  {
    countryName: 'Cabo Verde',
    title: 'Cidade Velha and the morna',
    description:
      'The first European town in the tropics, Cidade Velha is a UNESCO site of ruined churches and a fort above the sea. In the evening, the morna, the islands’ melancholy song made famous by Cesária Évora, in a small music bar in Praia.',
    image: 'excursions/cidade-velha/cover.jpg',
  },
  {
    countryName: 'Nigeria',
    title: 'The Osun-Osogbo Sacred Grove',
    description:
      'A UNESCO-listed forest on the banks of the Osun river, filled with shrines and sculptures made by artists of the New Sacred Art movement. Visit with a guide who explains the Yoruba traditions behind the grove and its yearly festival.',
    image: 'excursions/osun-osogbo-grove/cover.jpg',
  },
];
