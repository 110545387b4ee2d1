export const SITE_NAME = 'West Africa Tours';

/** A browser tab's title, and a link preview's: '<page> | West Africa Tours'. */
export const pageTitle = (title?: string) => (title ? `${title} | ${SITE_NAME}` : SITE_NAME);

export interface PublicPage {
  path: string;
  /** The page's own part of the document title. */
  title: string;
  /** Listed in the sitemap with a link preview of its own (not account, cart or error pages). */
  listed?: true;
}

/**
 * Every page of the website, its path exactly as visitors have always reached it (spellings
 * included) and its title. The website routes by it; the server previews and lists it.
 */
export const PAGES = {
  home: { path: '/', title: 'Home', listed: true },
  about: { path: '/about', title: 'About Us', listed: true },
  toursList: { path: '/tours-list', title: 'Our Tours', listed: true },
  tourDetails: { path: '/tour-details', title: 'Tour Details' },
  tourDetailsById: { path: '/tour-details/:id', title: 'Tour Details' },
  destinationList: { path: '/destination-list', title: 'Destinations', listed: true },
  destinationListFull: { path: '/destination-list-full', title: 'All Destinations', listed: true },
  destinationDetails: { path: '/destination-details/:id', title: 'Destination Details' },
  transferServices: { path: '/transfer-services', title: 'Transfer Services', listed: true },
  gallery: { path: '/gallery', title: 'Gallery', listed: true },
  faq: { path: '/faq', title: 'FAQ', listed: true },
  contact: { path: '/contact', title: 'Contact Us', listed: true },
  terms: { path: '/terms', title: 'Terms and Conditions', listed: true },
  privacy: { path: '/privacy', title: 'Privacy Notice', listed: true },
  error: { path: '/error', title: 'Error' },
  comingSoon: { path: '/comming-soon', title: 'Coming Soon' },
  userProfile: { path: '/user-profile', title: 'My Profile' },
  blog: { path: '/blog', title: 'Blog', listed: true },
  blogV2: { path: '/blog-v2', title: 'Blog', listed: true },
  blogV3: { path: '/blog-v3', title: 'Blog', listed: true },
  blogDetails: { path: '/blog-details', title: 'Blog Details', listed: true },
  businessServices: { path: '/business-Services', title: 'Info Service', listed: true },
  login: { path: '/login', title: 'Login' },
  signup: { path: '/signup', title: 'Sign Up' },
  forgotPassword: { path: '/forgot-password', title: 'Forgot Password' },
  cart: { path: '/cart', title: 'Cart' },
  paymentReturn: { path: '/payment/return', title: 'Payment' },
  specialExcursions: { path: '/special-excursions/', title: 'Special Excursions', listed: true },
  specialExcursionCategory: { path: '/special-excursions/:id', title: 'Special Excursions' },
  specialExcursionDetails: {
    path: '/special-excursion-details/:record',
    title: 'Special Excursion Details',
  },
} as const satisfies Record<string, PublicPage>;

export type PageKey = keyof typeof PAGES;

/**
 * Set by the page's loader on a form the visitor sent before the form's code ran; the code sends
 * it once it runs (decision 039).
 */
export const SUBMIT_HELD = 'data-submit-held';

/** The one query parameter a page reads: `?qa=1` opens the QA panel. */
export const QA_PANEL_QUERY = 'qa';

/**
 * A page's address as far as its rendering goes: its path and the query parameters pages read,
 * no others. `/?utm_source=…` renders (and is kept) as `/`, so made-up queries cannot make the
 * server render page after page.
 */
export function renderedAddressOf(url: string): string {
  const [path, query = ''] = url.split('?', 2);
  const qa = new URLSearchParams(query).get(QA_PANEL_QUERY);
  return qa === null ? path : `${path}?${new URLSearchParams({ [QA_PANEL_QUERY]: qa })}`;
}

/** The title of a path no page answers. */
export const NOT_FOUND_TITLE = 'Page not found';

/** Links with their parameters filled in, as the website links and the sitemap lists them. */
export const paths = {
  tourDetails: (id: number | string) => `/tour-details/${encodeURIComponent(String(id))}`,
  destinationDetails: (id: number | string) =>
    `/destination-details/${encodeURIComponent(String(id))}`,
  specialExcursionCategory: (title: string) => `/special-excursions/${encodeURIComponent(title)}`,
  /** The country record travels as URL-encoded JSON in the segment after the route. */
  specialExcursionDetails: (record: unknown) =>
    `/special-excursion-details/${encodeURIComponent(JSON.stringify(record))}`,
};
