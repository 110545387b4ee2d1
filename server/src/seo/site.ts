import { EXCURSION_TYPE_NAMES } from '@/contract/limits';
import { PAGES, paths, type PublicPage } from '@/contract/pages';
import type { Message } from '@/i18n';

export interface StaticPage {
  path: string;
  /** The page's own part of the title, as the website's tab shows it. */
  title: Message;
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
