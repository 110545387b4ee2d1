/** The website's languages: messages, the page's language, and how it writes dates and money. */
export {
  defineMessages,
  translations,
  type Catalogue,
  type Message,
  type Messages,
} from './messages';
export { createI18n, translate, type Translator } from './i18n';
export type { MessageValues } from './render';
export { LocaleProvider, useLocale, useT, type Translate } from './context';
export {
  DATE_LOCALE,
  NUMBER_LOCALE,
  TIME_ZONE,
  formatDay,
  formatMoney,
  formatNumber,
} from './format';
export {
  DEFAULT_LOCALE,
  LANGUAGE_COOKIE,
  LANGUAGE_NAMES,
  LOCALES,
  localeBase,
  localeOfPath,
  pathIn,
  pathWithoutLocale,
  type Locale,
} from './locales';
