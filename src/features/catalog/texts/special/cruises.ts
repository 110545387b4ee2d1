import type { CountryEntry } from './types';

/** The cruise services text of the Cruises page. */
export const CRUISE_SERVICES: readonly string[] = [
  'Cruise ships calling at Banjul and Dakar need a partner on the quay: we plan shore excursions for a few passengers or a whole ship, with licensed guides, air-conditioned coaches, transfers to the airport and hotels, and a team at the gangway from the first tender to the last.',
  'For travellers who would rather be on the river than on the ocean, we book cabins with the river-cruise operators of the region and arrange the days before and after: airport transfers, a night in Saint-Louis or on the coast, and excursions on shore.',
];

/**
 * The three cruise-company partners. CONTENT.md asks for generic names until the operator
 * configures its real partners; the Bou El Mogdad is the name of the ship, not of a company.
 */
export const CRUISE_PARTNERS: readonly CountryEntry[] = [
  {
    countryName: 'Senegal',
    title: 'Senegal River cruise partner (the Bou El Mogdad)',
    description:
      'Six nights on the Bou El Mogdad, a historic riverboat, between Saint-Louis and Podor, with Mauritania on one bank and Senegal on the other. Sailings run from late October to early May, with stops in old trading towns and at the Djoudj bird sanctuary.',
    image: 'excursions/senegal-river-cruise/cover.jpg',
  },
  {
    countryName: 'The Gambia',
    title: 'Gambia River small-ship partner',
    description:
      'Small-ship cruises up the River Gambia from the estuary to Kuntaur, past Janjanbureh and the River Gambia National Park, where chimpanzees can sometimes be seen from the boat. Shorter boat trips run up-river from Tendaba camp and into the mangrove creeks of Lamin.',
    image: 'excursions/river-gambia-cruise/cover.jpg',
  },
  {
    countryName: 'Guinea',
    title: 'Conakry coastal boat partner',
    description:
      'Day cruises from Conakry to the Îles de Los, a small archipelago of forested islands, fishing villages and quiet beaches, ideal as a shore excursion for ships calling at Conakry.',
    image: 'excursions/iles-de-los/cover.jpg',
  },
];
