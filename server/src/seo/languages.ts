import { LOCALES, localeOfPath, pathIn, pathWithoutLocale, type Locale } from '@/i18n';
import { escapeHtml } from './escape';

/** Open Graph's name of each language. */
const OG_LOCALE: Record<Locale, string> = { en: 'en_GB', fr: 'fr_FR' };

/** A page's address in each language, and the one for visitors whose language is neither. */
export interface Alternates {
  locale: Locale;
  byLocale: Record<Locale, string>;
  xDefault: string;
  /** False for a page that is not there (a 404): its language only, no alternates. */
  linked: boolean;
}

/** The page at `path` ('/fr/tours-list' or '/tours-list') in both languages, absolute. */
export function alternatesOf(publicUrl: string, path: string, linked = true): Alternates {
  const page = pathWithoutLocale(path);
  const byLocale = Object.fromEntries(
    LOCALES.map((locale) => [locale, publicUrl + pathIn(locale, page)]),
  ) as Record<Locale, string>;
  return { locale: localeOfPath(path), byLocale, xDefault: byLocale.en, linked };
}

/** `<link rel="alternate" hreflang>` for each language and x-default, and Open Graph's locales. */
export function alternateTags({ locale, byLocale, xDefault, linked }: Alternates): string {
  if (!linked) return '';
  const link = (hreflang: string, href: string) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}">`;
  const property = (name: string, value: string) =>
    `<meta property="${name}" content="${escapeHtml(value)}">`;
  return [
    ...LOCALES.map((each) => link(each, byLocale[each])),
    link('x-default', xDefault),
    property('og:locale', OG_LOCALE[locale]),
    ...LOCALES.filter((each) => each !== locale).map((each) =>
      property('og:locale:alternate', OG_LOCALE[each]),
    ),
  ].join('');
}
