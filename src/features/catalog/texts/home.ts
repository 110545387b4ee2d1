import { ROUTES } from '@/config/routes';

/** The three hot places the home banner rotates (docs/product.md), matched to destinations by name. */
export const HOT_PLACES = [
  {
    name: 'Senegal',
    tagline: 'Gorée Island, the pink waters of Lac Rose and the colonial streets of Saint-Louis.',
  },
  {
    name: 'Ghana',
    tagline:
      'The castles of Cape Coast and Elmina, the Kakum canopy walkway and the elephants of Mole National Park.',
  },
  {
    name: 'The Gambia',
    tagline:
      'Our home: Kunta Kinteh Island by boat, the Makasutu forest and over 300 bird species at Abuko.',
  },
] as const;

export const BANNER = {
  kicker: 'Hot places this season',
  title: 'Discover West Africa',
} as const;

/** The intro block: the three offers of docs/product.md and the company facts. */
export const INTRO = {
  title: 'Your West Africa specialists since 1987',
  lead: 'We are a destination management company based in The Gambia. Tourists, school and university groups, corporate clients, cruise passengers and religious groups travel with us across the region.',
  offers: [
    {
      title: 'Destinations',
      text: 'Regional representatives in every country we cover meet you on the ground, from Senegal and Ghana to Cabo Verde and Nigeria.',
      link: 'Browse destinations',
      to: ROUTES.destinationList,
    },
    {
      title: 'Excursions',
      text: 'Day trips and tours of several days: river creeks and mangroves, slave-trade heritage sites, national parks and lively markets.',
      link: 'See our tours',
      to: ROUTES.toursList,
    },
    {
      title: 'Conferences & incentives',
      text: 'Conference halls, meetings and bespoke incentive programmes for companies, with transfers and executive accommodation arranged.',
      link: 'Business services',
      to: ROUTES.businessServices,
    },
  ],
  facts: [
    { figure: '1987', label: 'Established in The Gambia' },
    { figure: '30+', label: 'Staff planning your trip' },
  ],
} as const;

export interface Testimonial {
  quote: string;
  name: string;
  from: string;
}

/** The static review block: what travellers said, written from the demo facts. */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      'The boat to Kunta Kinteh Island, the stories of our guide in Juffureh, lunch by the river: our Roots day was perfectly paced and deeply moving.',
    name: 'Aisha M.',
    from: 'Atlanta, United States',
  },
  {
    quote:
      'I brought 24 students to Gorée Island and Saint-Louis. The team handled every transfer, meal and museum ticket, and answered WhatsApp at any hour.',
    name: 'Thomas B.',
    from: 'Teacher, Lyon, France',
  },
  {
    quote:
      'Our incentive trip for 60 staff mixed a conference day in Banjul with Makasutu and a birding morning at Abuko. Flawless from start to finish.',
    name: 'Kwame O.',
    from: 'Accra, Ghana',
  },
];

export const CONTACT_BANNER = {
  title: 'A trip made to measure',
  text: 'Multi-country tours, cruise handling, school trips or a conference with an incentive programme: tell us what you have in mind and our team in Banjul will put it together.',
  link: 'Ask for a quote',
} as const;
