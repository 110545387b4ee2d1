import { defineMessages } from '@/i18n';

/** The home page's words: banner, intro, special offers and interests, reviews, contact banner. */
export const homeMessages = defineMessages('home', {
  hotPlaces: 'Hot places',
  bannerKicker: 'Hot places this season',
  bannerTitle: 'Discover West Africa',
  placeSenegal: 'Senegal',
  taglineSenegal:
    'Gorée Island, the pink waters of Lac Rose and the colonial streets of Saint-Louis.',
  placeGhana: 'Ghana',
  taglineGhana:
    'The castles of Cape Coast and Elmina, the Kakum canopy walkway and the elephants of Mole National Park.',
  placeGambia: 'The Gambia',
  taglineGambia:
    'Our home: Kunta Kinteh Island by boat, the Makasutu forest and over 300 bird species at Abuko.',
  slide: '{position} of {count}: {name}',
  viewOf: 'A view of {name}',
  explorePlace: 'Explore {name}',
  pause: 'Pause the slideshow',
  play: 'Play the slideshow',
  previousPlace: 'Previous place',
  nextPlace: 'Next place',
  showPlace: 'Show {name}',

  searchTours: 'Search Tours',

  specialOffersTitle: 'Special offers',
  specialOffersLead:
    'Our favourite excursions of the moment. Choose a destination or an excursion type above to see its offers.',
  specialOfferTag: 'Special Offer',

  introTitle: 'Your West Africa specialists since 1987',
  introLead:
    'We are a destination management company based in The Gambia. Tourists, school and university groups, corporate clients, cruise passengers and religious groups travel with us across the region.',
  offerDestinationsTitle: 'Destinations',
  offerDestinationsText:
    'Regional representatives in every country we cover meet you on the ground, from Senegal and Ghana to Cabo Verde and Nigeria.',
  offerDestinationsLink: 'Browse destinations',
  offerExcursionsTitle: 'Excursions',
  offerExcursionsText:
    'Day trips and tours of several days: river creeks and mangroves, slave-trade heritage sites, national parks and lively markets.',
  offerExcursionsLink: 'See our tours',
  offerBusinessTitle: 'Conferences & incentives',
  offerBusinessText:
    'Conference halls, meetings and bespoke incentive programmes for companies, with transfers and executive accommodation arranged.',
  offerBusinessLink: 'Business services',
  factFounded: 'Established in The Gambia',
  factStaff: 'Staff planning your trip',

  specialInterestTitle: 'Special interest tours',
  specialInterestLead:
    'Programmes for school and university groups, nature lovers and heritage travellers. Here are three of them.',
  specialInterestTag: 'Special Interest',

  reviewsTitle: 'What our travellers say',
  quoted: '“{quote}”',
  quoteAisha:
    'The boat to Kunta Kinteh Island, the stories of our guide in Juffureh, lunch by the river: our Roots day was perfectly paced and deeply moving.',
  fromAisha: 'Atlanta, United States',
  quoteThomas:
    'I brought 24 students to Gorée Island and Saint-Louis. The team handled every transfer, meal and museum ticket, and answered WhatsApp at any hour.',
  fromThomas: 'Teacher, Lyon, France',
  quoteKwame:
    'Our incentive trip for 60 staff mixed a conference day in Banjul with Makasutu and a birding morning at Abuko. Flawless from start to finish.',
  fromKwame: 'Accra, Ghana',

  contactTitle: 'A trip made to measure',
  contactText:
    'Multi-country tours, cruise handling, school trips or a conference with an incentive programme: tell us what you have in mind and our team in Banjul will put it together.',
  contactLink: 'Ask for a quote',
  groupHintBefore:
    'Travelling as a group of more than {count} people? Quotes and group enquiries go through our',
  groupHintAfter: '.',
});
