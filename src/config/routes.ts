import { PAGES, type PageKey } from '@/contract/pages';

/** Every page's path, by its name. */
export const ROUTES = Object.fromEntries(
  Object.entries(PAGES).map(([key, page]) => [key, page.path]),
) as { readonly [Key in PageKey]: (typeof PAGES)[Key]['path'] };

export type RouteKey = keyof typeof ROUTES;

/** Links with their parameters filled in. */
export { paths } from '@/contract/pages';
