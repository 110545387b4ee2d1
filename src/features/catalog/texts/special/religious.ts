import type { CountryEntry } from './types';

/** The services text of the Religious Groups page. */
export const RELIGIOUS_SERVICES: readonly string[] = [
  'We have looked after faith groups since 1987: Christian pilgrimages, Muslim groups visiting the great mosques and the brotherhoods of Senegal, and interfaith journeys that show how peacefully the faiths of West Africa live together.',
  'We arrange group prayers and services in local churches and mosques, meetings with religious leaders, modest dress guidance, halal or vegetarian meals, and quiet hotels close to the places you come to see. Each group travels with a coordinator who knows the customs of every site.',
];

/** The picture beside the services text. */
export const RELIGIOUS_GALLERY_IMAGE = {
  image: 'excursions/touba-great-mosque/cover.jpg',
  alt: 'The Great Mosque of Touba in Senegal',
} as const;

export const RELIGIOUS_ENTRIES: readonly CountryEntry[] = [
  {
    countryName: 'Senegal',
    title: 'Touba and Keur Moussa',
    description:
      'The Great Mosque of Touba, heart of the Mouride brotherhood, and the Benedictine abbey of Keur Moussa, where the monks sing Mass to the kora.',
    image: 'excursions/keur-moussa-abbey/cover.jpg',
  },
  {
    countryName: "Côte d'Ivoire",
    title: 'The Basilica of Our Lady of Peace',
    description:
      'In Yamoussoukro, one of the largest churches in the world, with a dome modelled on St Peter’s in Rome and vast stained-glass windows made in France.',
    image: 'excursions/basilica-our-lady-of-peace/cover.jpg',
  },
  {
    countryName: 'Ghana',
    title: 'The Larabanga Mosque',
    description:
      'A mud-and-timber mosque in the Sudano-Sahelian style, among the oldest in West Africa, near Mole National Park in northern Ghana.',
    image: 'excursions/larabanga-mosque/cover.jpg',
  },
  {
    countryName: 'The Gambia',
    title: 'Banjul’s places of worship',
    description:
      'The King Fahad Mosque, St Mary’s Anglican Cathedral and the Catholic Cathedral stand a short walk apart in the capital, a picture of the country’s friendly coexistence of faiths.',
    image: 'excursions/banjul-faith-heritage/cover.jpg',
  },
  {
    countryName: 'Benin',
    title: 'Ouidah, the Temple of Pythons and the Basilica',
    description:
      'In Ouidah the Temple of Pythons, a centre of the Vodun faith, faces the Catholic basilica across a square: a rare place to understand both traditions.',
    image: 'excursions/ouidah-python-temple/cover.jpg',
  },
];
