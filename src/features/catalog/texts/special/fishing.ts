import type { CountryEntry } from './types';

export const FISHING_ENTRIES: readonly CountryEntry[] = [
  {
    countryName: 'The Gambia',
    title: 'Tanji and the Gambia River estuary',
    description:
      'Leave Denton Bridge with a local skipper for the estuary and the mangrove edges of Oyster Creek, where barracuda, ladyfish, captain fish and jack take light lures. On the coast, Tanji is the country’s busiest fishing village: be on the beach when the painted pirogues come in and the smokehouses prepare the catch for the whole region.',
    image: 'excursions/gambia-estuary-fishing/cover.jpg',
  },
  {
    countryName: 'Senegal',
    title: 'The Saloum Delta',
    description:
      'South of Dakar, the channels and shell islands of the Saloum Delta hold barracuda, grouper, captain fish and, in season, tarpon. Fish by boat from Toubacouta with skippers who know every bank, and spend the evening in a lodge among the mangroves.',
    image: 'excursions/saloum-fishing/cover.jpg',
  },
  {
    countryName: 'Guinea-Bissau',
    title: 'The Bijagós islands',
    description:
      'The channels between the Bijagós islands are some of the finest sport-fishing waters of the African Atlantic. A week from a fishing camp brings tarpon, giant trevally and jacks on spinning and fly tackle, far from any crowd.',
    image: 'excursions/bijagos-sport-fishing/cover.jpg',
  },
  {
    countryName: 'Cabo Verde',
    title: 'Big game off Sal',
    description:
      'Deep water close to the islands makes Cabo Verde a blue-marlin destination, with wahoo, tuna and dorado too. A day on a fully equipped boat out of Santa Maria; billfish are released and the rest of the catch is cooked for you in town.',
    image: 'excursions/sal-big-game-fishing/cover.jpg',
  },
  {
    countryName: 'Sierra Leone',
    title: 'The Banana Islands',
    description:
      'At the tip of the Freetown peninsula, the reefs and drop-offs around the Banana Islands hold snapper, grouper and barracuda. Fish with a local crew, then land at Dublin village for grilled fish on the beach.',
    image: 'excursions/banana-islands-fishing/cover.jpg',
  },
];
