import { defineMessages } from '@/i18n';

/** The shared parts' own words: the spinners (the privacy line's: privacyMessages). */
export const componentMessages = defineMessages('components', {
  loading: 'Loading',
  loadingPage: 'Loading page',
});
