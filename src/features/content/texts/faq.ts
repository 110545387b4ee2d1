/** The FAQ of /faq, written from CONTENT.md's practical facts. */
export interface FaqEntry {
  question: string;
  answer: string;
}

export interface FaqTopic {
  label: string;
  entries: FaqEntry[];
}

export const FAQ_TOPICS: readonly FaqTopic[] = [
  {
    label: 'Travel & visas',
    entries: [
      {
        question: 'When is the best time to visit West Africa?',
        answer:
          'The dry season, from November to May, is the best time for most of our excursions: the roads and tracks are firm, the skies are clear and the migrant birds have arrived. The rainy months from June to October are green and quiet, but some river and up-country trips are harder to run.',
      },
      {
        question: 'Do I need a visa?',
        answer:
          'Citizens of the ECOWAS countries travel visa-free within the region. Other visitors should check the rules of each country on their route before booking flights, as they differ from one country to the next; we tell you what applies to your itinerary when we confirm it.',
      },
      {
        question: 'Can I combine several countries in one trip?',
        answer:
          'Yes. We arrange multi-country tours with private transport, for example The Gambia and Senegal by road, or Ghana added by flight. Our regional representatives meet you at each border or airport.',
      },
    ],
  },
  {
    label: 'Money',
    entries: [
      {
        question: 'Which currencies will I use?',
        answer:
          "The Gambia uses the dalasi (GMD), Ghana the cedi (GHS), Sierra Leone the leone (SLE), Guinea the Guinean franc (GNF), Cabo Verde the escudo (CVE) and Nigeria the naira (NGN). Senegal, Guinea-Bissau and Côte d'Ivoire share the West African CFA franc (XOF).",
      },
      {
        question: 'Is the CFA franc stable against the euro?',
        answer:
          'Yes. The CFA franc (XOF) is pegged to the euro at a fixed rate of 655.957 francs to one euro, so euro prices convert exactly and bringing euros is convenient in the franc zone.',
      },
      {
        question: 'Should I carry cash or cards?',
        answer:
          'Carry some cash in small notes for markets, tips and village visits, where cards are rarely accepted. Hotels and larger restaurants take cards, and cash machines are found in the capitals and main towns.',
      },
    ],
  },
  {
    label: 'Health',
    entries: [
      {
        question: 'Do I need a yellow fever certificate?',
        answer:
          'A yellow fever vaccination certificate is asked for on entry to several countries of the region, and it is required for some multi-country routes. Carry the certificate with your passport for the whole trip.',
      },
      {
        question: 'What other health precautions should I take?',
        answer:
          'See a travel clinic about six weeks before you leave for advice on malaria prevention and routine vaccinations. Drink bottled or filtered water, use repellent in the evening, and bring sun protection for boat trips and birding walks.',
      },
    ],
  },
  {
    label: 'Getting around',
    entries: [
      {
        question: "How do I cross to The Gambia's north bank?",
        answer:
          'There are two crossings: the Banjul–Barra ferry at the mouth of the river, which is short but can mean a long wait for vehicles, and the Senegambia Bridge at Farafenni further inland. Our drivers choose the quicker option on the day.',
      },
      {
        question: 'How do I stay in touch with my guide and driver?',
        answer:
          'WhatsApp is the most used way to reach local guides and drivers across the region. Tell us your WhatsApp number when you book and your guide will message you before pick-up.',
      },
      {
        question: 'Do you arrange airport transfers?',
        answer:
          'Yes. Book an airport or point-to-point transfer on the Transfer Service page for 1 to 50 passengers, and we confirm the vehicle and the driver.',
      },
    ],
  },
  {
    label: 'Bookings',
    entries: [
      {
        question: 'How do I book an excursion?',
        answer:
          'Add the excursions you like to your cart, sign in and press Book Now. The booking appears as Pending in your profile until our team confirms it with you.',
      },
      {
        question: 'We are a group of more than 8 people. How do we book?',
        answer:
          'Groups of more than 8 people, quotes and special requests go through the contact form. Tell us your dates, numbers and interests and we reply with a tailored programme.',
      },
      {
        question: 'Do you organise conferences and incentive trips?',
        answer:
          'Yes. We have arranged conferences, incentive programmes and group travel since 1987. See the Info Service page for the International Conference Hall and the help we offer.',
      },
    ],
  },
];
