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
  overloaded: 'The site is very busy right now. Please try again in a few seconds.',
  // Accounts, e-mail codes and sessions
  accountCreated: 'Account created. We have sent a 6-digit code to your e-mail address.',
  emailTaken: 'An account with this e-mail address already exists. Please sign in.',
  termsNotAgreed: 'Please agree to the terms and conditions.',
  passwordRule:
    'The password must have at least 8 characters, with an uppercase letter, a lowercase letter, ' +
    'a number and one of @$!%*?&, and no other characters.',
  emailVerified: 'Your e-mail address is verified. Welcome!',
  invalidCode: 'This code is not valid or has expired. Please ask for a new one.',
  codeSent: 'If this address is waiting for a code, a new one is on its way.',
  codeTooSoon: 'A code was sent less than 30 seconds ago. Please wait a moment and try again.',
  resetCodeSent: 'If an account uses this address, we have sent it a code to reset the password.',
  passwordReset: 'Your password has been changed. Please sign in with the new one.',
  wrongCredentials: 'The e-mail address or password is incorrect.',
  emailNotVerified:
    'Please verify your e-mail address first. We sent you a code when you signed up.',
  signedOut: 'You are signed out.',
} as const;
