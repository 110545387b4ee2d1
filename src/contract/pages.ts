import { defineMessages, type Message } from '@/i18n';

export const SITE_NAME = 'West Africa Tours';

/** A browser tab's title, and a link preview's: '<page> | West Africa Tours'. */
export const pageTitle = (title?: string) => (title ? `${title} | ${SITE_NAME}` : SITE_NAME);

export interface PublicPage {
  path: string;
  /** The page's own part of the document title, in the page's language. */
  title: Message;
  /** Listed in the sitemap with a link preview of its own (not account, cart or error pages). */
  listed?: true;
}

/** Each page's own part of the tab's title, and the not-found page's. */
export const PAGE_TITLES = defineMessages('pageTitle', {
  home: 'Home',
  about: 'About Us',
  toursList: 'Our Tours',
  tourDetails: 'Tour Details',
  tourDetailsById: 'Tour Details',
  destinationList: 'Destinations',
  destinationListFull: 'All Destinations',
  destinationDetails: 'Destination Details',
  transferServices: 'Transfer Services',
  gallery: 'Gallery',
  faq: 'FAQ',
  contact: 'Contact Us',
  terms: 'Terms and Conditions',
  privacy: 'Privacy Notice',
  error: 'Error',
  comingSoon: 'Coming Soon',
  userProfile: 'My Profile',
  blog: 'Blog',
  blogV2: 'Blog',
  blogV3: 'Blog',
  blogDetails: 'Blog Details',
  businessServices: 'Info Service',
  login: 'Login',
  signup: 'Sign Up',
  forgotPassword: 'Forgot Password',
  cart: 'Cart',
  paymentReturn: 'Payment',
  specialExcursions: 'Special Excursions',
  specialExcursionCategory: 'Special Excursions',
  specialExcursionDetails: 'Special Excursion Details',
  notFound: 'Page not found',
  console: 'Console',
});

/**
 * Every page of the website, its path exactly as visitors have always reached it (spellings
 * included) and its title. The website routes by it; the server previews and lists it.
 */
export const PAGES = {
  home: { path: '/', title: PAGE_TITLES.home, listed: true },
  about: { path: '/about', title: PAGE_TITLES.about, listed: true },
  toursList: { path: '/tours-list', title: PAGE_TITLES.toursList, listed: true },
  tourDetails: { path: '/tour-details', title: PAGE_TITLES.tourDetails },
  tourDetailsById: { path: '/tour-details/:id', title: PAGE_TITLES.tourDetailsById },
  destinationList: { path: '/destination-list', title: PAGE_TITLES.destinationList, listed: true },
  destinationListFull: {
    path: '/destination-list-full',
    title: PAGE_TITLES.destinationListFull,
    listed: true,
  },
  destinationDetails: { path: '/destination-details/:id', title: PAGE_TITLES.destinationDetails },
  transferServices: {
    path: '/transfer-services',
    title: PAGE_TITLES.transferServices,
    listed: true,
  },
  gallery: { path: '/gallery', title: PAGE_TITLES.gallery, listed: true },
  faq: { path: '/faq', title: PAGE_TITLES.faq, listed: true },
  contact: { path: '/contact', title: PAGE_TITLES.contact, listed: true },
  terms: { path: '/terms', title: PAGE_TITLES.terms, listed: true },
  privacy: { path: '/privacy', title: PAGE_TITLES.privacy, listed: true },
  error: { path: '/error', title: PAGE_TITLES.error },
  comingSoon: { path: '/comming-soon', title: PAGE_TITLES.comingSoon },
  userProfile: { path: '/user-profile', title: PAGE_TITLES.userProfile },
  blog: { path: '/blog', title: PAGE_TITLES.blog, listed: true },
  blogV2: { path: '/blog-v2', title: PAGE_TITLES.blogV2, listed: true },
  blogV3: { path: '/blog-v3', title: PAGE_TITLES.blogV3, listed: true },
  blogDetails: { path: '/blog-details', title: PAGE_TITLES.blogDetails, listed: true },
  businessServices: {
    path: '/business-Services',
    title: PAGE_TITLES.businessServices,
    listed: true,
  },
  login: { path: '/login', title: PAGE_TITLES.login },
  signup: { path: '/signup', title: PAGE_TITLES.signup },
  forgotPassword: { path: '/forgot-password', title: PAGE_TITLES.forgotPassword },
  cart: { path: '/cart', title: PAGE_TITLES.cart },
  paymentReturn: { path: '/payment/return', title: PAGE_TITLES.paymentReturn },
  specialExcursions: {
    path: '/special-excursions/',
    title: PAGE_TITLES.specialExcursions,
    listed: true,
  },
  specialExcursionCategory: {
    path: '/special-excursions/:id',
    title: PAGE_TITLES.specialExcursionCategory,
  },
  specialExcursionDetails: {
    path: '/special-excursion-details/:record',
    title: PAGE_TITLES.specialExcursionDetails,
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
export const NOT_FOUND_TITLE = PAGE_TITLES.notFound;

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

/**
 * Set by the page's loader, in a browser without popovers, on the popover it opened (the phone
 * menu, src/app/layout/SiteMenu.tsx): the menu's own styles show it then.
 */
export const OPEN_WITHOUT_POPOVERS = 'data-open';
