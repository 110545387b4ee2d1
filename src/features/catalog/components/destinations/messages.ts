import { defineMessages } from '@/i18n';

/** The destination screens' words (the catalogue of docs/product.md, Messages is in MESSAGES). */
export const destinationMessages = defineMessages('destinations', {
  listLead:
    'From the river creeks of The Gambia to the castles of Ghana and the islands of Cabo Verde: the West African countries we travel in, with local guides in each.',
  listFailed: 'We could not load the destinations just now. Please try again in a moment.',
  loadingDestinations: 'Loading destinations',
  explore: 'Explore',
  exploreName: 'Explore {name}',
  loadMore: 'Load More',
  mosaicLead: 'Pick a country to see what to do there, what to know before you go and our tours.',
  loadingDestination: 'Loading destination',
  notFoundTitle: 'Destination not found',
  notFoundLine:
    'We could not find this destination. It may have moved, or the link may be incomplete.',
  detailsFailed: 'We could not load this destination just now. Please try again in a moment.',
  backToList: 'See all destinations',
  viewOf: 'A view of {name}',
  capital: 'Capital:',
  about: 'About {name}',
  goodToKnow: 'Good To Know',
  country: 'Country',
  visaRequirements: 'Visa Requirements',
  languages: 'Languages',
  currency: 'Currency',
  generalVisaLine:
    'Citizens of ECOWAS member states travel visa-free within the region. Other visitors should check the current rules with the nearest embassy of {country} before booking flights. A yellow fever vaccination certificate is asked for on entry to several West African countries, so carry it.',
  pdfDownload: 'Pdf Download',
  pdfNote:
    'A printable fact sheet (PDF): visa, languages, currency, our excursions there and contacts.',
  excursionsIn: 'Excursions in {name}',
  loadingExcursions: 'Loading excursions',
  excursionsFailed: 'We could not load the excursions of this destination just now.',
  noExcursions:
    'No excursions are listed for {name} yet. Ask us through the contact form and we will plan one.',
  map: 'Map',
  reviews: 'Reviews',
  review: 'Write A Review',
});
