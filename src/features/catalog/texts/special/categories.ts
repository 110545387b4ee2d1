import type { SpecialCategory, SpecialCategoryTitle } from './types';

/** The eight tiles of /special-excursions/, in the order of the excursion types. */
export const SPECIAL_CATEGORIES: readonly SpecialCategory[] = [
  {
    title: 'Students',
    line: 'School and university trips: history, ecology and exchanges with local schools.',
    intro:
      'Study trips for schools, colleges and universities, built around what your class is learning: the history of the Atlantic slave trade, West African languages, tropical ecology or the arts. Every programme includes local teachers or historians, safe group accommodation and a coordinator who stays with the group.',
    image: 'excursions/cape-coast-castle/cover.jpg',
  },
  {
    title: 'Fishing',
    line: 'Sport fishing on estuaries, creeks and the open Atlantic with local skippers.',
    intro:
      'From the mangrove creeks of the River Gambia to the deep water off Cabo Verde, West Africa offers some of the best fishing of the Atlantic coast. We work with experienced local skippers and camps, provide tackle and look after the catch, and we encourage catch and release for the biggest fish.',
    image: 'excursions/gambia-estuary-fishing/cover.jpg',
  },
  {
    title: 'Trekking',
    line: 'Highland walks in the Fouta Djallon, a volcano in Cabo Verde and Ghana’s green hills.',
    intro:
      'Walking is the best way to meet West Africa’s villages and landscapes. Our treks go with local guides and, where needed, porters and guest huts; most need only good general fitness, and a few, like the climb of Pico do Fogo, are real mountain days.',
    image: 'excursions/dalaba-fouta-djallon/cover.jpg',
  },
  {
    title: 'Culture Music & Arts',
    line: 'Griots, drums and dance, and the heritage sites behind the songs.',
    intro:
      'West Africa’s history is sung as much as it is written. These programmes bring groups to the griots, drummers, dancers and craftspeople who keep it alive, and to the heritage sites their songs are about. Workshops with musicians can be added to any trip.',
    image: 'excursions/conakry-music-and-dance/cover.jpg',
  },
  {
    title: 'Cruises',
    line: 'River cruises on the Senegal and the Gambia, and shore programmes for cruise ships.',
    intro:
      'Slow travel on the great rivers of the region, and everything a cruise ship needs in port: shore excursions, guides, coaches and transfers.',
    image: 'excursions/senegal-river-cruise/cover.jpg',
  },
  {
    title: 'Nature Groups',
    line: 'Birding itineraries in The Gambia and wildlife trips across the region.',
    intro:
      'The Gambia is one of the easiest places in Africa to see a great many birds: more than 560 species have been recorded in a country you can cross in a day. We run birding and wildlife programmes with licensed guides, from a first morning at Kotu Creek to two weeks up-river. The best season is the dry season, from November to May.',
    image: 'excursions/kotu-creek-birding/cover.jpg',
  },
  {
    title: 'Eco Tourism',
    line: 'Community-run forests, mangroves and islands, travelled lightly.',
    intro:
      'Trips that keep the money in the villages and the forests standing: community-run reserves, small lodges, local guides and boats. Groups are kept small and each visit contributes to the place it visits.',
    image: 'excursions/makasutu-culture-forest/cover.jpg',
  },
  {
    title: 'Religious Groups',
    line: 'Pilgrimages and faith heritage: great mosques, basilicas and abbeys.',
    intro:
      'West Africa is a place of deep and varied faith, where mosques, churches and sacred groves have stood side by side for centuries. We arrange pilgrimages and faith-heritage journeys for parishes, mosques and interfaith groups.',
    image: 'excursions/basilica-our-lady-of-peace/cover.jpg',
  },
];

/** The category a /special-excursions/{title} page is about, or undefined for an unknown title. */
export function findSpecialCategory(title: string | undefined): SpecialCategory | undefined {
  return SPECIAL_CATEGORIES.find((category) => category.title === title);
}

export function isSpecialCategoryTitle(name: unknown): name is SpecialCategoryTitle {
  return SPECIAL_CATEGORIES.some((category) => category.title === name);
}
