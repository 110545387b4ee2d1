import { defineMessages } from '@/i18n';

/** The line under forms that collect personal details. */
export const privacyMessages = defineMessages('privacy', {
  privacyBefore: 'Read our',
  privacyLink: 'privacy notice',
  privacyAfter: 'for what we keep, for how long, and how to have it deleted.',
});
