import { EXCURSION_TYPE_NAMES } from '@/contract/limits';
import { PAGES, paths, type PublicPage } from '@/contract/pages';

export const DEFAULT_DESCRIPTION =
  'West Africa Tours: excursions, destinations, transfers and business travel across West Africa, from Banjul, The Gambia, since 1987.';

export interface StaticPage {
  path: string;
  /** The page's own part of the title, as the website's tab shows it. */
  title: string;
}

/** The public pages of the website that search engines may list, with the website's titles. */
export const STATIC_PAGES: readonly StaticPage[] = [
  ...Object.values(PAGES)
    .filter((page: PublicPage) => page.listed)
    .map(({ path, title }) => ({ path, title })),
  ...EXCURSION_TYPE_NAMES.map((name) => ({
    path: paths.specialExcursionCategory(name),
    title: PAGES.specialExcursionCategory.title,
  })),
];

/** Pages behind an account or a form step: no use to a search engine. */
export const PRIVATE_PATHS = [
  '/api/',
  '/transport-api/',
  '/user-profile',
  '/cart',
  '/payment/',
  '/login',
  '/signup',
  '/forgot-password',
  '/operator',
];
