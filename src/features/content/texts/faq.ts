import { defineMessages, type Message } from '@/i18n';

/** The FAQ of /faq, written from CONTENT.md's practical facts. */
export const faqTexts = defineMessages('content.faqTexts', {
  travelTopic: 'Travel & visas',
  bestTimeQuestion: 'When is the best time to visit West Africa?',
  bestTimeAnswer:
    'The dry season, from November to May, is the best time for most of our excursions: the roads and tracks are firm, the skies are clear and the migrant birds have arrived. The rainy months from June to October are green and quiet, but some river and up-country trips are harder to run.',
  visaQuestion: 'Do I need a visa?',
  visaAnswer:
    'Citizens of the ECOWAS countries travel visa-free within the region. Other visitors should check the rules of each country on their route before booking flights, as they differ from one country to the next; we tell you what applies to your itinerary when we confirm it.',
  severalCountriesQuestion: 'Can I combine several countries in one trip?',
  severalCountriesAnswer:
    'Yes. We arrange multi-country tours with private transport, for example The Gambia and Senegal by road, or Ghana added by flight. Our regional representatives meet you at each border or airport.',

  moneyTopic: 'Money',
  currenciesQuestion: 'Which currencies will I use?',
  currenciesAnswer:
    "The Gambia uses the dalasi (GMD), Ghana the cedi (GHS), Sierra Leone the leone (SLE), Guinea the Guinean franc (GNF), Cabo Verde the escudo (CVE) and Nigeria the naira (NGN). Senegal, Guinea-Bissau and Côte d'Ivoire share the West African CFA franc (XOF).",
  cfaQuestion: 'Is the CFA franc stable against the euro?',
  cfaAnswer:
    'Yes. The CFA franc (XOF) is pegged to the euro at a fixed rate of 655.957 francs to one euro, so euro prices convert exactly and bringing euros is convenient in the franc zone.',
  cashQuestion: 'Should I carry cash or cards?',
  cashAnswer:
    'Carry some cash in small notes for markets, tips and village visits, where cards are rarely accepted. Hotels and larger restaurants take cards, and cash machines are found in the capitals and main towns.',

  healthTopic: 'Health',
  yellowFeverQuestion: 'Do I need a yellow fever certificate?',
  yellowFeverAnswer:
    'A yellow fever vaccination certificate is asked for on entry to several countries of the region, and it is required for some multi-country routes. Carry the certificate with your passport for the whole trip.',
  precautionsQuestion: 'What other health precautions should I take?',
  precautionsAnswer:
    'See a travel clinic about six weeks before you leave for advice on malaria prevention and routine vaccinations. Drink bottled or filtered water, use repellent in the evening, and bring sun protection for boat trips and birding walks.',

  gettingAroundTopic: 'Getting around',
  northBankQuestion: "How do I cross to The Gambia's north bank?",
  northBankAnswer:
    'There are two crossings: the Banjul–Barra ferry at the mouth of the river, which is short but can mean a long wait for vehicles, and the Senegambia Bridge at Farafenni further inland. Our drivers choose the quicker option on the day.',
  inTouchQuestion: 'How do I stay in touch with my guide and driver?',
  inTouchAnswer:
    'WhatsApp is the most used way to reach local guides and drivers across the region. Tell us your WhatsApp number when you book and your guide will message you before pick-up.',
  airportQuestion: 'Do you arrange airport transfers?',
  airportAnswer:
    'Yes. Book an airport or point-to-point transfer on the Transfer Service page for 1 to 50 passengers, and we confirm the vehicle and the driver.',

  bookingsTopic: 'Bookings',
  bookQuestion: 'How do I book an excursion?',
  bookAnswer:
    'Add the excursions you like to your cart, sign in and press Book Now. The booking appears as Pending in your profile until our team confirms it with you.',
  groupQuestion: 'We are a group of more than 8 people. How do we book?',
  groupAnswer:
    'Groups of more than 8 people, quotes and special requests go through the contact form. Tell us your dates, numbers and interests and we reply with a tailored programme.',
  conferencesQuestion: 'Do you organise conferences and incentive trips?',
  conferencesAnswer:
    'Yes. We have arranged conferences, incentive programmes and group travel since 1987. See the Info Service page for the International Conference Hall and the help we offer.',
});

export interface FaqEntry {
  question: Message;
  answer: Message;
}

export interface FaqTopic {
  label: Message;
  entries: FaqEntry[];
}

export const FAQ_TOPICS: readonly FaqTopic[] = [
  {
    label: faqTexts.travelTopic,
    entries: [
      { question: faqTexts.bestTimeQuestion, answer: faqTexts.bestTimeAnswer },
      { question: faqTexts.visaQuestion, answer: faqTexts.visaAnswer },
      { question: faqTexts.severalCountriesQuestion, answer: faqTexts.severalCountriesAnswer },
    ],
  },
  {
    label: faqTexts.moneyTopic,
    entries: [
      { question: faqTexts.currenciesQuestion, answer: faqTexts.currenciesAnswer },
      { question: faqTexts.cfaQuestion, answer: faqTexts.cfaAnswer },
      { question: faqTexts.cashQuestion, answer: faqTexts.cashAnswer },
    ],
  },
  {
    label: faqTexts.healthTopic,
    entries: [
      { question: faqTexts.yellowFeverQuestion, answer: faqTexts.yellowFeverAnswer },
      { question: faqTexts.precautionsQuestion, answer: faqTexts.precautionsAnswer },
    ],
  },
  {
    label: faqTexts.gettingAroundTopic,
    entries: [
      { question: faqTexts.northBankQuestion, answer: faqTexts.northBankAnswer },
      { question: faqTexts.inTouchQuestion, answer: faqTexts.inTouchAnswer },
      { question: faqTexts.airportQuestion, answer: faqTexts.airportAnswer },
    ],
  },
  {
    label: faqTexts.bookingsTopic,
    entries: [
      { question: faqTexts.bookQuestion, answer: faqTexts.bookAnswer },
      { question: faqTexts.groupQuestion, answer: faqTexts.groupAnswer },
      { question: faqTexts.conferencesQuestion, answer: faqTexts.conferencesAnswer },
    ],
  },
];
