import { defineMessages } from '@/i18n';

/** The tours list and the tour page's words. */
export const tourMessages = defineMessages('tours', {
  listLead:
    'Every excursion we run across West Africa. Choose a destination and an excursion type to narrow the list.',
  results: 'Tours',
  loadingTours: 'Loading tours',
  loadingMoreTours: 'Loading more tours',
  loadMore: 'Load more',
  addToCart: 'Add to Cart',
  removeFromCart: 'Remove from Cart',

  loadingTour: 'Loading the tour',
  pictures: 'Pictures',
  pictureOf: '{name}, picture {position} of {count}',
  showPicture: 'Show picture {position} of {count}',
  summary: 'Tour summary',
  outOf5: 'out of 5',
  location: 'Location',
  duration: 'Duration',
  numberOfPeople: 'Number of people',
  people: '{count} {count, plural, one {person} other {people}}',
  booking: 'Booking...',
  groupBefore: 'A group of more than {count} people?',
  groupLink: 'Contact us for a quote',
  groupAfter: '.',
  aboutThisTour: 'About This Tour',
  whatsIncluded: "What's Included",
  reviews: 'Reviews',
  writeReview: 'Write A Review',
  food: 'Food',
  drinks: 'Drinks',
  accommodation: 'Accommodation',
  included: 'Included',
  notIncluded: 'Not included',
  notAvailable: 'Not Available',
  inclusion: '{item}:',

  tourNotFound: 'Tour not found',
  nothingViewedLine:
    'You have not opened a tour yet. Choose one from our tours to see its details.',
  notFoundLine:
    'We could not find this tour. It may have been removed; our other tours are waiting.',
  failedLine:
    'We could not load this tour just now. Please try again in a moment, or browse our tours.',
  seeOurTours: 'See our tours',
});
