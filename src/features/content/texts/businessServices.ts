import { defineMessages, type Message } from '@/i18n';
import type { GalleryImage } from './gallery';

export const businessTexts = defineMessages('content.businessTexts', {
  conferences: 'Conferences',
  incentives: 'Incentives',
  groupTravel: 'Group and independent travel arrangements',
  hotels: 'Hotel reservations',
  flightReconfirmations: 'Flight reconfirmations',
  roundTrips: 'Round trips',
  privateTransport: 'Private transport',
  multiCountry: 'Multi-country tours',
  ticketing: 'Ticketing',
  cruiseHandling: 'Cruise handling',

  motivationalTitle: 'Motivational programmes',
  motivationalText:
    'Reward programmes built around your targets, from a weekend on the coast to a journey across three countries.',
  themedTitle: 'Themed logistics',
  themedText:
    'Arrivals, events and departures planned around one theme, so every transfer and venue tells the same story.',
  transfersTitle: 'Transfers and executive accommodation',
  transfersText:
    'Airport meet-and-greet, chauffeured vehicles and rooms in business hotels close to your venue.',
  facilitiesTitle: 'Conference facilities and meals',
  facilitiesText:
    'Rooms of every size with their equipment, coffee breaks, working lunches and gala dinners.',
  giftsTitle: 'Logoed corporate gifts',
  giftsText:
    'Locally made gifts carrying your logo: batik, woven baskets, carved wood and printed textiles.',
  teamToursTitle: 'Tours with team activities',
  teamToursText:
    'Excursions that bring a team together: a mangrove paddle, a drumming workshop or a cooking class.',

  thematicRooms: 'thematic meeting rooms of 180 seats each',
  plenarySeats: 'seats in the plenary hall',
  bilateralRooms: 'bilateral rooms of 32 seats each',
  officeSpaces: 'office spaces',
  pressRooms: 'press rooms of 53 seats each',
  translationRooms: 'translation rooms',
  lounges: 'lounges',
  banquet: 'A banquet facility',
  entertainment: 'Entertainment spaces',

  galleryCoast: 'The Gambia: the coast where our delegates stay',
  galleryBanjul: 'Banjul, the capital, on a city tour',
  galleryMangroves: 'Mangrove creeks at Lamin Lodge, a team outing',
  galleryMakasutu: 'Makasutu Culture Forest, a venue for gala evenings',
});

/** docs/product.md: what the business services cover. */
export const BUSINESS_OFFERS: readonly Message[] = [
  businessTexts.conferences,
  businessTexts.incentives,
  businessTexts.groupTravel,
  businessTexts.hotels,
  businessTexts.flightReconfirmations,
  businessTexts.roundTrips,
  businessTexts.privateTransport,
  businessTexts.multiCountry,
  businessTexts.ticketing,
  businessTexts.cruiseHandling,
];

export interface HelpArea {
  title: Message;
  text: Message;
}

/** docs/product.md, Pages: the six help areas, named as there. */
export const HELP_AREAS: readonly HelpArea[] = [
  { title: businessTexts.motivationalTitle, text: businessTexts.motivationalText },
  { title: businessTexts.themedTitle, text: businessTexts.themedText },
  { title: businessTexts.transfersTitle, text: businessTexts.transfersText },
  { title: businessTexts.facilitiesTitle, text: businessTexts.facilitiesText },
  { title: businessTexts.giftsTitle, text: businessTexts.giftsText },
  { title: businessTexts.teamToursTitle, text: businessTexts.teamToursText },
];

export interface HallFact {
  /** Left out for the facilities the hall has without a number. */
  figure?: number;
  label: Message;
}

/** docs/product.md: the International Conference Hall in The Gambia, every number. */
export const CONFERENCE_HALL: readonly HallFact[] = [
  { figure: 4, label: businessTexts.thematicRooms },
  { figure: 1031, label: businessTexts.plenarySeats },
  { figure: 11, label: businessTexts.bilateralRooms },
  { figure: 10, label: businessTexts.officeSpaces },
  { figure: 4, label: businessTexts.pressRooms },
  { figure: 32, label: businessTexts.translationRooms },
  { figure: 5, label: businessTexts.lounges },
  { label: businessTexts.banquet },
  { label: businessTexts.entertainment },
];

export const BUSINESS_GALLERY: readonly GalleryImage[] = [
  { path: 'destinations/the-gambia/1.jpg', alt: businessTexts.galleryCoast },
  { path: 'excursions/banjul-faith-heritage/cover.jpg', alt: businessTexts.galleryBanjul },
  { path: 'excursions/lamin-lodge-mangroves/cover.jpg', alt: businessTexts.galleryMangroves },
  { path: 'excursions/makasutu-culture-forest/1.jpg', alt: businessTexts.galleryMakasutu },
];
