import { EXCURSION_TYPE_NAMES } from '@/contract/limits';

export const SITE_NAME = 'West Africa Tours';
export const DEFAULT_DESCRIPTION =
  'West Africa Tours: excursions, destinations, transfers and business travel across West Africa, from Banjul, The Gambia, since 1987.';

/** Where an excursion's or a destination's page lives on the website. */
export const excursionPath = (id: number) => `/tour-details/${id}`;
export const destinationPath = (id: number) => `/destination-details/${id}`;

export interface StaticPage {
  path: string;
  title: string;
}

/** The public pages of the website that search engines may list (no account, cart or error pages). */
export const STATIC_PAGES: readonly StaticPage[] = [
  { path: '/', title: SITE_NAME },
  { path: '/about', title: 'About us' },
  { path: '/tours-list', title: 'Excursions' },
  { path: '/destination-list', title: 'Destinations' },
  { path: '/destination-list-full', title: 'All destinations' },
  { path: '/transfer-services', title: 'Transfer services' },
  { path: '/gallery', title: 'Gallery' },
  { path: '/faq', title: 'Frequently asked questions' },
  { path: '/contact', title: 'Contact us' },
  { path: '/blog', title: 'Blog' },
  { path: '/blog-v2', title: 'Blog' },
  { path: '/blog-v3', title: 'Blog' },
  { path: '/blog-details', title: 'Blog' },
  { path: '/business-Services', title: 'Business services' },
  { path: '/special-excursions/', title: 'Special excursions' },
  ...EXCURSION_TYPE_NAMES.map((name) => ({
    path: `/special-excursions/${encodeURIComponent(name)}`,
    title: `${name} | Special excursions`,
  })),
];

/** Pages behind an account or a form step: no use to a search engine. */
export const PRIVATE_PATHS = [
  '/api/',
  '/transport-api/',
  '/user-profile',
  '/cart',
  '/login',
  '/signup',
  '/forgot-password',
];
