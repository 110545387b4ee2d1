/** The fixed sentences of the destination screens (the catalogue of docs/product.md, Messages is in MESSAGES). */
export const DESTINATION_TEXTS = {
  listTitle: 'Destinations',
  listLead:
    'From the river creeks of The Gambia to the castles of Ghana and the islands of Cabo Verde: the West African countries we travel in, with local guides in each.',
  listFailed: 'We could not load the destinations just now. Please try again in a moment.',
  explore: 'Explore',
  loadMore: 'Load More',
  mosaicTitle: 'All Destinations',
  mosaicLead: 'Pick a country to see what to do there, what to know before you go and our tours.',
  detailsTitle: 'Destination Details',
  notFoundTitle: 'Destination not found',
  notFoundLine:
    'We could not find this destination. It may have moved, or the link may be incomplete.',
  detailsFailed: 'We could not load this destination just now. Please try again in a moment.',
  backToList: 'See all destinations',
  goodToKnow: 'Good To Know',
  pdfDownload: 'Pdf Download',
  pdfNote:
    'A printable fact sheet (PDF): visa, languages, currency, our excursions there and contacts.',
  excursionsFailed: 'We could not load the excursions of this destination just now.',
  map: 'Map',
  reviews: 'Reviews',
  review: 'Write A Review',
} as const;

/**
 * The Good To Know visa line when the destination carries none: short, true for the whole
 * region, and pointing to the embassy for the rest.
 */
export const generalVisaLine = (country: string) =>
  `Citizens of ECOWAS member states travel visa-free within the region. Other visitors should check the current rules with the nearest embassy of ${country} before booking flights. A yellow fever vaccination certificate is asked for on entry to several West African countries, so carry it.`;

export const aboutHeading = (name: string) => `About ${name}`;
export const excursionsHeading = (name: string) => `Excursions in ${name}`;
export const noExcursionsLine = (name: string) =>
  `No excursions are listed for ${name} yet. Ask us through the contact form and we will plan one.`;
export const ratingLabel = (rating: number) => `Rated ${rating} out of 5`;
