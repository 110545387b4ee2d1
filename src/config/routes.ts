import { PAGES, type PageKey } from '@/contract/pages';

/** Every page's path, by its name. */
export const ROUTES = Object.fromEntries(
  Object.entries(PAGES).map(([key, page]) => [key, page.path]),
) as { readonly [Key in PageKey]: (typeof PAGES)[Key]['path'] };

export type RouteKey = keyof typeof ROUTES;

/** Links with their parameters filled in. */
export const paths = {
  tourDetails: (id: number | string) => `/tour-details/${encodeURIComponent(String(id))}`,
  destinationDetails: (id: number | string) =>
    `/destination-details/${encodeURIComponent(String(id))}`,
  specialExcursionCategory: (title: string) => `/special-excursions/${encodeURIComponent(title)}`,
  /** The country record travels as URL-encoded JSON in the segment after the route (SPEC.md 2). */
  specialExcursionDetails: (record: unknown) =>
    `/special-excursion-details/${encodeURIComponent(JSON.stringify(record))}`,
};
