import '@/i18n/compileAtRuntime';
import { createI18n, type Locale, type Translator } from '@/i18n';
import { FRENCH } from '../app/i18n/french';

/**
 * The website's translators on the server, made once (they keep no state between pages): the
 * pages' render and their titles, descriptions and link previews use the same two.
 */
export const WEBSITE_TRANSLATORS: Record<Locale, Translator> = {
  en: createI18n('en'),
  fr: createI18n('fr', FRENCH),
};
