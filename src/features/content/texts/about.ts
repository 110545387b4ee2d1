import { defineMessages, type Message } from '@/i18n';

export const aboutTexts = defineMessages('content.aboutTexts', {
  destinationsTitle: 'Destinations',
  destinationsText:
    'Ten countries of West Africa, each with regional representatives who meet you on arrival and know the roads, the seasons and the people.',
  excursionsTitle: 'Excursions',
  excursionsText:
    'Day trips and journeys of several days: river boats, castles, forests, music and birding, led by local guides.',
  conferencesTitle: 'Conferences and incentives',
  conferencesText:
    'Meetings at the International Conference Hall, reward trips and team activities, planned from one office in Banjul.',

  foundedPeriod: '1987',
  foundedText:
    'The company is established in Banjul to welcome visitors to The Gambia, with river trips to Kunta Kinteh Island and the creeks of Lamin.',
  upriverPeriod: 'Up the river',
  upriverText:
    'Birding and nature groups join the programme, with up-river journeys to Tendaba and Janjanbureh in the dry season.',
  regionPeriod: 'Across the region',
  regionText:
    'Regional representatives across West Africa make multi-country tours possible, and a business team arranges conferences and incentive programmes.',
  todayPeriod: 'Today',
  todayText:
    'Over 30 staff look after excursions, transfers, special-interest groups and events across ten West African countries.',
});

export interface IntroCard {
  title: Message;
  text: Message;
}

/** docs/product.md: the three offers of the intro block. */
export const INTRO_CARDS: readonly IntroCard[] = [
  { title: aboutTexts.destinationsTitle, text: aboutTexts.destinationsText },
  { title: aboutTexts.excursionsTitle, text: aboutTexts.excursionsText },
  { title: aboutTexts.conferencesTitle, text: aboutTexts.conferencesText },
];

export interface Milestone {
  period: Message;
  text: Message;
}

export const HISTORY: readonly Milestone[] = [
  { period: aboutTexts.foundedPeriod, text: aboutTexts.foundedText },
  { period: aboutTexts.upriverPeriod, text: aboutTexts.upriverText },
  { period: aboutTexts.regionPeriod, text: aboutTexts.regionText },
  { period: aboutTexts.todayPeriod, text: aboutTexts.todayText },
];
