import type { GalleryImage } from './gallery';

/** docs/product.md: what the business services cover. */
export const BUSINESS_OFFERS: readonly string[] = [
  'Conferences',
  'Incentives',
  'Group and independent travel arrangements',
  'Hotel reservations',
  'Flight reconfirmations',
  'Round trips',
  'Private transport',
  'Multi-country tours',
  'Ticketing',
  'Cruise handling',
];

export interface HelpArea {
  title: string;
  text: string;
}

/** docs/product.md, Pages: the six help areas, named as there. */
export const HELP_AREAS: readonly HelpArea[] = [
  {
    title: 'Motivational programmes',
    text: 'Reward programmes built around your targets, from a weekend on the coast to a journey across three countries.',
  },
  {
    title: 'Themed logistics',
    text: 'Arrivals, events and departures planned around one theme, so every transfer and venue tells the same story.',
  },
  {
    title: 'Transfers and executive accommodation',
    text: 'Airport meet-and-greet, chauffeured vehicles and rooms in business hotels close to your venue.',
  },
  {
    title: 'Conference facilities and meals',
    text: 'Rooms of every size with their equipment, coffee breaks, working lunches and gala dinners.',
  },
  {
    title: 'Logoed corporate gifts',
    text: 'Locally made gifts carrying your logo: batik, woven baskets, carved wood and printed textiles.',
  },
  {
    title: 'Tours with team activities',
    text: 'Excursions that bring a team together: a mangrove paddle, a drumming workshop or a cooking class.',
  },
];

export interface HallFact {
  /** Left out for the facilities the hall has without a number. */
  figure?: string;
  label: string;
}

/** docs/product.md: the International Conference Hall in The Gambia, every number. */
export const CONFERENCE_HALL: readonly HallFact[] = [
  { figure: '4', label: 'thematic meeting rooms of 180 seats each' },
  { figure: '1,031', label: 'seats in the plenary hall' },
  { figure: '11', label: 'bilateral rooms of 32 seats each' },
  { figure: '10', label: 'office spaces' },
  { figure: '4', label: 'press rooms of 53 seats each' },
  { figure: '32', label: 'translation rooms' },
  { figure: '5', label: 'lounges' },
  { label: 'A banquet facility' },
  { label: 'Entertainment spaces' },
];

export const BUSINESS_GALLERY: readonly GalleryImage[] = [
  { path: 'destinations/the-gambia/1.jpg', alt: 'The Gambia: the coast where our delegates stay' },
  {
    path: 'excursions/banjul-faith-heritage/cover.jpg',
    alt: 'Banjul, the capital, on a city tour',
  },
  {
    path: 'excursions/lamin-lodge-mangroves/cover.jpg',
    alt: 'Mangrove creeks at Lamin Lodge, a team outing',
  },
  {
    path: 'excursions/makasutu-culture-forest/1.jpg',
    alt: 'Makasutu Culture Forest, a venue for gala evenings',
  },
];
