import { defineMessages } from '@/i18n';

/** What the site says of itself where a page has nothing of its own (search results, previews). */
export const SITE_MESSAGES = defineMessages('site', {
  description:
    'West Africa Tours: excursions, destinations, transfers and business travel across West Africa, from Banjul, The Gambia, since 1987.',
});
