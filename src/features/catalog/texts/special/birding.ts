import type { Itinerary } from './types';

/** The season both birding itineraries run in. */
export const BIRDING_SEASON =
  'Both itineraries run in the dry season, from November to May, when the paths are open and migrants from Europe join the resident birds. Groups travel with a licensed Gambian bird guide, a driver and binoculars to lend.';

/** The two Gambia birding itineraries of Nature Groups, day by day. */
export const BIRDING_ITINERARIES: readonly Itinerary[] = [
  {
    id: 'birding-7-days',
    title: '7-day Gambia birding itinerary',
    summary:
      'The best of the coast and a taste of the up-river country, with two nights at Tendaba.',
    days: [
      {
        day: 1,
        title: 'Arrival and Kotu Creek',
        activities: [
          'Arrival at Banjul airport and transfer to a hotel on the coast',
          'Afternoon walk along Kotu Creek and its rice fields with your bird guide',
          'Welcome dinner and the first bird list of the trip',
        ],
      },
      {
        day: 2,
        title: 'Abuko Nature Reserve',
        activities: [
          'Early morning in the gallery forest of Abuko, from the hides over the crocodile pools',
          'Look for violet turacos, African paradise flycatchers, green monkeys and red colobus',
          'Afternoon rest, then sunset at the Kotu sewage ponds for waders and herons',
        ],
      },
      {
        day: 3,
        title: 'Brufut Woods and Tanji Bird Reserve',
        activities: [
          'Dawn in Brufut Woods, a community forest known for its owls and nightjars',
          'Afternoon on the lagoons and dunes of the 612-hectare Tanji Bird Reserve: terns, gulls, ospreys and waders',
          'Watch the pirogues land their catch at Tanji fishing village',
        ],
      },
      {
        day: 4,
        title: 'Marakissa and the drive up-river to Tendaba',
        activities: [
          'Morning at Marakissa, where the river woodland holds kingfishers, bee-eaters and sunbirds',
          'Drive east along the south bank road, with stops at wetlands on the way',
          'Evening on the terrace of Tendaba camp above the River Gambia',
        ],
      },
      {
        day: 5,
        title: 'Tendaba creeks and Kiang West',
        activities: [
          'Early boat trip into the mangrove creeks opposite the camp: herons, fish eagles and kingfishers',
          'Afternoon drive into Kiang West National Park for raptors, warthogs and Guinea baboons',
          'Second night at Tendaba camp',
        ],
      },
      {
        day: 6,
        title: 'Back to the coast',
        activities: [
          'A last walk in the savannah around Tendaba at first light',
          'Return drive to the coast with stops for roadside birds',
          'Free afternoon by the sea',
        ],
      },
      {
        day: 7,
        title: 'Farewell morning and departure',
        activities: [
          'Last early walk at Kotu Creek to complete the trip list',
          'Transfer to Banjul airport',
        ],
      },
    ],
  },
  {
    id: 'birding-14-days',
    title: '14-day Gambia birding itinerary',
    summary:
      'The coast in depth, Tendaba and Kiang West, then the up-country river to Janjanbureh and the River Gambia National Park.',
    days: [
      {
        day: 1,
        title: 'Arrival and Kotu Creek',
        activities: [
          'Arrival at Banjul airport and transfer to a hotel on the coast',
          'Afternoon walk along Kotu Creek with your bird guide',
        ],
      },
      {
        day: 2,
        title: 'Abuko Nature Reserve',
        activities: [
          'Morning in the forest of Abuko: turacos, flycatchers and forest kingfishers',
          'Afternoon at the Lamin rice fields',
        ],
      },
      {
        day: 3,
        title: 'Brufut Woods',
        activities: [
          'Dawn in Brufut Woods with a community guide for owls and nightjars at their roosts',
          'Afternoon by the pool with the garden birds of the hotel',
        ],
      },
      {
        day: 4,
        title: 'Tanji Bird Reserve',
        activities: [
          'A full day in the 612-hectare Tanji reserve: lagoons, dunes and dry woodland, about 300 species recorded',
          'Gulls and terns on the beach and the view to the Bijol Islands',
          'The afternoon fish landing at Tanji village',
        ],
      },
      {
        day: 5,
        title: 'Marakissa',
        activities: [
          'Morning at Marakissa on the river woodland edge: bee-eaters, sunbirds and raptors',
          'Lunch in the village and a slow afternoon at the river',
        ],
      },
      {
        day: 6,
        title: 'Lamin mangrove creeks',
        activities: [
          'A gentle boat trip through the mangrove creeks of the Lamin Bolong',
          'Late breakfast at Lamin Lodge, built on stilts over the creek',
          'Afternoon at the Kotu sewage ponds for waders',
        ],
      },
      {
        day: 7,
        title: 'Up-river to Tendaba',
        activities: [
          'Drive east along the south bank road, with wetland stops on the way',
          'Evening on the terrace of Tendaba camp above the river',
        ],
      },
      {
        day: 8,
        title: 'Tendaba creeks',
        activities: [
          'Dawn boat trip into the mangrove creeks opposite the camp',
          'Afternoon walk on the savannah around the camp',
        ],
      },
      {
        day: 9,
        title: 'Kiang West National Park',
        activities: [
          'A day in Kiang West: raptors, ground hornbills, warthogs and Guinea baboons',
          'Last night at Tendaba camp',
        ],
      },
      {
        day: 10,
        title: 'To Janjanbureh by the Wassu stone circles',
        activities: [
          'Drive up-country, crossing to the north bank',
          'Stop at the Wassu stone circles and their small museum',
          'Evening arrival on Janjanbureh Island',
        ],
      },
      {
        day: 11,
        title: 'Janjanbureh Island',
        activities: [
          'Morning along the river banks and rice fields of the island',
          'Walk through the old colonial town in the afternoon',
        ],
      },
      {
        day: 12,
        title: 'River Gambia National Park by boat',
        activities: [
          'Boat trip from Kuntaur along the River Gambia National Park; landing on the islands is not allowed',
          'Look for hippos, crocodiles and the rehabilitated chimpanzees of the Baboon Islands from the boat',
          'Second night on Janjanbureh Island',
        ],
      },
      {
        day: 13,
        title: 'Back to the coast',
        activities: [
          'Long drive back to the coast with stops for roadside raptors',
          'Farewell dinner and the final bird list',
        ],
      },
      {
        day: 14,
        title: 'Departure',
        activities: ['A last early walk at Kotu Creek', 'Transfer to Banjul airport'],
      },
    ],
  },
];
