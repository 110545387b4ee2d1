import { defineMessages } from '@/i18n';

/** The catalog's words shared by its screens: the search bar, excursion cards and lengths. */
export const catalogMessages = defineMessages('catalog', {
  findExcursions: 'Find excursions',
  destination: 'Destination',
  anyDestination: 'Any destination',
  excursionType: 'Excursion Type',
  allTypes: 'All',
  resetFilter: 'Reset Filter',
  rated: 'Rated {rating} out of 5',
  bookNow: 'Book Now',
  bookNowFor: 'Book Now: {name}',
  days: '{days} {days, plural, one {Day} other {Days}}',
  fullDay: 'Full day',
  /** `more` is `yes` for the plural: '1 hour', '0.5 hour', '2.5 hours', as cards always said. */
  hours: '{hours} {more, select, yes {hours} other {hour}}',
  allSpecialExcursions: 'All special excursions',
  contactForm: 'contact form',
});
