/** Sentences the catalog answers with (a visitor reads them in a toast). */
export const CATALOG_MESSAGES = {
  destinationNotFound: 'We could not find that destination.',
  excursionTypeNotFound: 'We could not find that excursion type.',
  excursionNotFound: 'We could not find that excursion.',
} as const;
