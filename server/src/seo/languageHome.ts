import type { IncomingHttpHeaders } from 'node:http';
import { LANGUAGE_COOKIE, LOCALES, pathIn, type Locale } from '@/i18n';
import { preferredLocale } from '../i18n/acceptLanguage';

/** The language the visitor chose with the switch, kept in a cookie; undefined before any choice. */
function chosenLocale(cookie: string | undefined): Locale | undefined {
  for (const part of cookie?.split(';') ?? []) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE) return LOCALES.find((locale) => locale === value);
  }
  return undefined;
}

/**
 * Where '/' sends a visitor: their chosen language's home, or else their browser's preferred one
 * ('/' or '/fr/'). Only '/' redirects by language, as search engines ask: every other address is
 * one page in one language, for everyone (crawlers included, which send no preference).
 */
export const languageHome = (headers: IncomingHttpHeaders) =>
  pathIn(chosenLocale(headers.cookie) ?? preferredLocale(headers['accept-language']), '/');
