import { defineMessages } from '@/i18n';

/** The shared parts' own words: the spinners (the privacy line's: privacyMessages). */
export const componentMessages = defineMessages('components', {
  loading: 'Loading',
  loadingPage: 'Loading page',
  // The phone field's country button, as mui-tel-input names it in English.
  countryMenu: '{country}, Open flags menu',
  countryMenuNoCountry: 'Open flags menu',
});
