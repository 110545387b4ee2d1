import type { SpecialEntry, SpecialPage } from '@/contract/wire/catalog';

const entry = (countryName: string, title: string): SpecialEntry => ({
  countryName,
  title,
  description: `${title}: what a group does there.`,
  image: `/home/images/excursions/${countryName.toLowerCase().replace(/\W+/g, '-')}/cover.jpg`,
});

const page = (category: string, entries: SpecialEntry[], more: Partial<SpecialPage> = {}) =>
  ({
    category,
    services: [],
    entries,
    itinerariesIntro: '',
    itineraries: [],
    ...more,
  }) satisfies SpecialPage;

const days = (count: number, first: string) =>
  Array.from({ length: count }, (_, index) => ({
    day: index + 1,
    title: index === 0 ? 'Arrival and Kotu Creek' : `Birding day ${index + 1}`,
    activities: index === 0 ? [first, 'Welcome dinner'] : [`Morning walk ${index + 1}`],
  }));

/** What the server keeps of each category page other than Students, for the msw handler. */
export const SPECIAL_PAGES: Record<string, SpecialPage> = {
  Fishing: page('Fishing', [
    entry('The Gambia', 'Tanji and the Gambia River estuary'),
    entry('Senegal', 'The Saloum Delta'),
  ]),
  Trekking: page('Trekking', [
    entry('Guinea', 'The Fouta Djallon highlands'),
    entry('Cabo Verde', 'Pico do Fogo'),
  ]),
  'Culture Music & Arts': page('Culture Music & Arts', [
    entry('The Gambia', 'Griots and the Roots of the river'),
    entry('Guinea', 'Djembe and dance in Conakry'),
  ]),
  'Nature Groups': page(
    'Nature Groups',
    [entry('Senegal', 'The Djoudj bird sanctuary'), entry('Sierra Leone', 'Tiwai Island')],
    {
      itinerariesIntro: 'Both itineraries run in the dry season, from November to May.',
      itineraries: [
        {
          id: 1,
          title: '7-day Gambia birding itinerary',
          summary: 'The coast and Tendaba.',
          days: days(7, 'Afternoon walk along Kotu Creek and its rice fields'),
        },
        {
          id: 2,
          title: '14-day Gambia birding itinerary',
          summary: 'Up-river to Janjanbureh.',
          days: days(14, 'Boat trip from Kuntaur along the river'),
        },
      ],
    },
  ),
  'Eco Tourism': page('Eco Tourism', [
    entry('The Gambia', 'Makasutu and the mangrove creeks'),
    entry('Ghana', 'The Kakum canopy walkway'),
  ]),
  Cruises: page(
    'Cruises',
    [
      entry('Senegal', 'Senegal River cruise partner (the Bou El Mogdad)'),
      entry('The Gambia', 'Gambia River small-ship partner'),
      entry('Guinea', 'Conakry coastal boat partner'),
    ],
    { services: ['We plan shore excursions for a whole ship.', 'We book river cabins.'] },
  ),
  'Religious Groups': page(
    'Religious Groups',
    [entry('Senegal', 'Touba and Keur Moussa'), entry("Côte d'Ivoire", 'The Basilica')],
    {
      services: ['We have looked after faith groups since 1987.'],
      gallery: {
        image: '/home/images/excursions/touba-great-mosque/cover.jpg',
        alt: 'The Great Mosque of Touba in Senegal',
      },
    },
  ),
};
