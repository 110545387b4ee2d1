import { ROUTES } from '@/config/routes';
import type { Message } from '@/i18n';
import { homeMessages } from '../components/home/messages';

/**
 * The three hot places the home banner rotates (docs/product.md), matched to destinations by their
 * English name or by the name in the page's language.
 */
export const HOT_PLACES = [
  { name: 'Senegal', label: homeMessages.placeSenegal, tagline: homeMessages.taglineSenegal },
  { name: 'Ghana', label: homeMessages.placeGhana, tagline: homeMessages.taglineGhana },
  { name: 'The Gambia', label: homeMessages.placeGambia, tagline: homeMessages.taglineGambia },
] as const;

/** The intro block: the three offers of docs/product.md and the company facts. */
export const INTRO = {
  offers: [
    {
      title: homeMessages.offerDestinationsTitle,
      text: homeMessages.offerDestinationsText,
      link: homeMessages.offerDestinationsLink,
      to: ROUTES.destinationList,
    },
    {
      title: homeMessages.offerExcursionsTitle,
      text: homeMessages.offerExcursionsText,
      link: homeMessages.offerExcursionsLink,
      to: ROUTES.toursList,
    },
    {
      title: homeMessages.offerBusinessTitle,
      text: homeMessages.offerBusinessText,
      link: homeMessages.offerBusinessLink,
      to: ROUTES.businessServices,
    },
  ],
  facts: [
    { figure: '1987', label: homeMessages.factFounded },
    { figure: '30+', label: homeMessages.factStaff },
  ],
} as const;

export interface Testimonial {
  quote: Message;
  name: string;
  from: Message;
}

/** The static review block: what travellers said, written from the demo facts. */
export const TESTIMONIALS: readonly Testimonial[] = [
  { quote: homeMessages.quoteAisha, name: 'Aisha M.', from: homeMessages.fromAisha },
  { quote: homeMessages.quoteThomas, name: 'Thomas B.', from: homeMessages.fromThomas },
  { quote: homeMessages.quoteKwame, name: 'Kwame O.', from: homeMessages.fromKwame },
];
