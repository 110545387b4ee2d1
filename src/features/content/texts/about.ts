export interface IntroCard {
  title: string;
  text: string;
}

/** docs/product.md: the three offers of the intro block. */
export const INTRO_CARDS: readonly IntroCard[] = [
  {
    title: 'Destinations',
    text: 'Ten countries of West Africa, each with regional representatives who meet you on arrival and know the roads, the seasons and the people.',
  },
  {
    title: 'Excursions',
    text: 'Day trips and journeys of several days: river boats, castles, forests, music and birding, led by local guides.',
  },
  {
    title: 'Conferences and incentives',
    text: 'Meetings at the International Conference Hall, reward trips and team activities, planned from one office in Banjul.',
  },
];

export interface Milestone {
  period: string;
  text: string;
}

export const HISTORY: readonly Milestone[] = [
  {
    period: '1987',
    text: 'The company is established in Banjul to welcome visitors to The Gambia, with river trips to Kunta Kinteh Island and the creeks of Lamin.',
  },
  {
    period: 'Up the river',
    text: 'Birding and nature groups join the programme, with up-river journeys to Tendaba and Janjanbureh in the dry season.',
  },
  {
    period: 'Across the region',
    text: 'Regional representatives across West Africa make multi-country tours possible, and a business team arranges conferences and incentive programmes.',
  },
  {
    period: 'Today',
    text: 'Over 30 staff look after excursions, transfers, special-interest groups and events across ten West African countries.',
  },
];
