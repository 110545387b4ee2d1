import '@/i18n/compileAtRuntime';
import { createI18n, type Catalogue, type Locale, type Translator } from '@/i18n';
import { MAIL_FRENCH } from '../services/mail/templates/messages.fr';
import { DOCUMENT_FRENCH } from '../services/documents/messages.fr';
import { EXCURSION_TYPES_FRENCH } from '@/contract/excursionTypes.fr';
import { UNIT_LABELS_FRENCH } from '@/contract/unitLabels.fr';

/**
 * The server's French catalogue: the mails' and the travel documents' texts, and the excursion
 * types' and the usual price units' names the catalog answers. The server runs
 * the sources as written, so their messages are compiled when first used (compileAtRuntime).
 */
export const SERVER_FRENCH: Catalogue = {
  ...MAIL_FRENCH,
  ...DOCUMENT_FRENCH,
  ...EXCURSION_TYPES_FRENCH,
  ...UNIT_LABELS_FRENCH,
};

const translators: Partial<Record<Locale, Translator>> = {};

/** A language's translator for mails and documents, made once. */
export function serverI18n(locale: Locale): Translator {
  return (translators[locale] ??= createI18n(locale, locale === 'fr' ? SERVER_FRENCH : {}));
}
