import { defineMessages } from '@/i18n';

/** The detail pages' maps and picture sliders: apart from `catalogMessages`, off the home route. */
export const detailMessages = defineMessages('catalogDetail', {
  mapOf: 'Map of {place}',
  previousPicture: 'Previous picture',
  nextPicture: 'Next picture',
});
