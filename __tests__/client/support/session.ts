import type { Account } from '@/contract/wire/account';

/** The signed-in visitor of the account, booking and transfer tests. */
export const testAccount: Account = {
  name: 'Awa Jallow',
  email: 'awa@example.com',
  userId: 1,
  mobileNumber: '7701234',
  countryCode: '+220',
  country: 'The Gambia',
  isWhatsAppUser: false,
  newsLetterSubscription: false,
};

/** Preloaded state of a visitor signed in as `user`. */
export const signedInAs = (user: Account = testAccount) => ({
  session: { token: 'token-1', user },
});
