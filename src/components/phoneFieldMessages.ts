import { defineMessages } from '@/i18n';

/**
 * The phone field's country button, as mui-tel-input names it in English: a group of its own, so
 * that only the forms' chunks carry it.
 */
export const phoneFieldMessages = defineMessages('phoneField', {
  countryMenu: '{country}, Open flags menu',
  countryMenuNoCountry: 'Open flags menu',
});
