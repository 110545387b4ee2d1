/**
 * Sentences the server answers with (the `message` or `error` of API.md). The website shows them
 * as they come, so they are written for a visitor.
 */
export const SERVER_MESSAGES = {
  signInRequired: 'Please sign in to continue.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  invalidBody: 'The request is not valid.',
  bodyNotJson: 'The request body must be valid JSON.',
  bodyTooLarge: 'The request is too large.',
  notFound: 'Not found.',
  rateLimited: 'Too many attempts. Please wait a moment and try again.',
  internal: 'Something went wrong on our side. Please try again.',
  databaseDown: 'The service is temporarily unavailable.',
} as const;
