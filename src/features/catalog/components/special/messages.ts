import { defineMessages } from '@/i18n';

/** The special-excursion pages' words, with the eight categories' names, lines and leads. */
export const specialMessages = defineMessages('special', {
  pageLead:
    'Programmes for travellers who come with a passion or a purpose: students, anglers, walkers, music lovers, birders, cruise passengers and faith groups.',
  seeAll: 'See all special excursions',
  notFoundTitle: 'Special excursion not found',
  notFoundLine:
    'We have no special excursion called “{name}”. Please choose one of our eight programmes.',
  brokenTitle: 'We could not open this excursion',
  brokenLine:
    'The link to this special excursion is incomplete or damaged. Please pick the country again from our special excursions.',
  groupBefore:
    'Travelling as a group of more than {count} people, or want a programme made for you? Tell us about it through our',
  groupAfter: 'and we will send you a quote.',
  studentsCountries: 'Countries in the Students programme',
  loadingStudents: 'Loading the Students programme',
  loadingCategory: 'Loading {name}',
  whereToGo: 'Where to go',
  cruiseServices: 'Our cruise services',
  cruisePartners: 'Our cruise partners',
  religiousServices: 'Our services for faith groups',
  religiousPlaces: 'Where we take faith groups',
  birdingItineraries: 'Birding itineraries in The Gambia',
  day: 'Day {day}: {title}',
  learnMore: 'Learn more about {country}',
  specialExcursionsOf: 'Special excursions: {name}',
  specialExcursions: 'Special excursions',
  availableExcursions: 'Available Excursions',
  goodToKnow: 'Good To Know',
  location: 'Location',
  country: 'Country',
  duration: 'Duration',
  maxGroup: 'Maximum group size',
  people: '{count} people',
  onRequest: 'On request',
  loadingExcursionsIn: 'Loading the excursions in {country}',
  noExcursionsBefore: 'No excursions of this kind are listed in {country} yet.',
  noExcursionsLink: 'Ask us for a programme',
  noExcursionsAfter: 'and we will plan one for you.',
  starts: 'Starts {date}',
  picturesOf: 'Pictures of {subject}',
  pictureOf: '{subject}, picture {position} of {count}',

  students: 'Students',
  studentsLine: 'School and university trips: history, ecology and exchanges with local schools.',
  studentsIntro:
    'Study trips for schools, colleges and universities, built around what your class is learning: the history of the Atlantic slave trade, West African languages, tropical ecology or the arts. Every programme includes local teachers or historians, safe group accommodation and a coordinator who stays with the group.',
  fishing: 'Fishing',
  fishingLine: 'Sport fishing on estuaries, creeks and the open Atlantic with local skippers.',
  fishingIntro:
    'From the mangrove creeks of the River Gambia to the deep water off Cabo Verde, West Africa offers some of the best fishing of the Atlantic coast. We work with experienced local skippers and camps, provide tackle and look after the catch, and we encourage catch and release for the biggest fish.',
  trekking: 'Trekking',
  trekkingLine:
    'Highland walks in the Fouta Djallon, a volcano in Cabo Verde and Ghana’s green hills.',
  trekkingIntro:
    'Walking is the best way to meet West Africa’s villages and landscapes. Our treks go with local guides and, where needed, porters and guest huts; most need only good general fitness, and a few, like the climb of Pico do Fogo, are real mountain days.',
  culture: 'Culture Music & Arts',
  cultureLine: 'Griots, drums and dance, and the heritage sites behind the songs.',
  cultureIntro:
    'West Africa’s history is sung as much as it is written. These programmes bring groups to the griots, drummers, dancers and craftspeople who keep it alive, and to the heritage sites their songs are about. Workshops with musicians can be added to any trip.',
  cruises: 'Cruises',
  cruisesLine:
    'River cruises on the Senegal and the Gambia, and shore programmes for cruise ships.',
  cruisesIntro:
    'Slow travel on the great rivers of the region, and everything a cruise ship needs in port: shore excursions, guides, coaches and transfers.',
  nature: 'Nature Groups',
  natureLine: 'Birding itineraries in The Gambia and wildlife trips across the region.',
  natureIntro:
    'The Gambia is one of the easiest places in Africa to see a great many birds: more than 560 species have been recorded in a country you can cross in a day. We run birding and wildlife programmes with licensed guides, from a first morning at Kotu Creek to two weeks up-river. The best season is the dry season, from November to May.',
  eco: 'Eco Tourism',
  ecoLine: 'Community-run forests, mangroves and islands, travelled lightly.',
  ecoIntro:
    'Trips that keep the money in the villages and the forests standing: community-run reserves, small lodges, local guides and boats. Groups are kept small and each visit contributes to the place it visits.',
  religious: 'Religious Groups',
  religiousLine: 'Pilgrimages and faith heritage: great mosques, basilicas and abbeys.',
  religiousIntro:
    'West Africa is a place of deep and varied faith, where mosques, churches and sacred groves have stood side by side for centuries. We arrange pilgrimages and faith-heritage journeys for parishes, mosques and interfaith groups.',
});
