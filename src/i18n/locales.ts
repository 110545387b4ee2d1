/** The website's languages: English at SPEC.md's paths, French under /fr (API.md, Since round 3). */
export const LOCALES = ['en', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** The folder a language's pages live under: '' for English, '/fr' for French. */
export const localeBase = (locale: Locale) => (locale === 'en' ? '' : `/${locale}`);

/** The language of a path: French for '/fr' and everything under it, English otherwise. */
export function localeOfPath(pathname: string): Locale {
  return pathname === '/fr' || pathname.startsWith('/fr/') ? 'fr' : 'en';
}

/** A path without its language folder: '/fr/tours-list' → '/tours-list', '/fr' → '/'. */
export function pathWithoutLocale(pathname: string): string {
  const base = localeBase(localeOfPath(pathname));
  return pathname.slice(base.length) || '/';
}

/** The same page in `locale`: ('/tours-list', 'fr') → '/fr/tours-list', ('/', 'fr') → '/fr/'. */
export const pathIn = (locale: Locale, pathname: string) =>
  `${localeBase(locale)}${pathWithoutLocale(pathname)}`;

/** The name of a language in itself, as the language switch offers it. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', fr: 'Français' };

/** The cookie that keeps the visitor's choice of language, read when they come back to '/'. */
export const LANGUAGE_COOKIE = 'language';
