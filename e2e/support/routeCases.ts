import { paths, ROUTES, type RouteKey } from '../../src/config/routes';
import { firstDestinationId, firstExcursionId, firstStudentsRecord } from './seeded';

export interface RouteCase {
  /** The path to open; the parameterised routes use real ids of the seeded demo content. */
  path: () => Promise<string> | string;
  /** The browser tab's title, before ' | West Africa Tours'. */
  tabTitle: string;
}

/** Every route of docs/product.md, Pages (a route added to ROUTES without a case here fails tsc). */
const ROUTE_CASES: Record<RouteKey, RouteCase> = {
  home: { path: () => ROUTES.home, tabTitle: 'Home' },
  about: { path: () => ROUTES.about, tabTitle: 'About Us' },
  toursList: { path: () => ROUTES.toursList, tabTitle: 'Our Tours' },
  tourDetails: { path: () => ROUTES.tourDetails, tabTitle: 'Tour Details' },
  tourDetailsById: {
    path: async () => paths.tourDetails(await firstExcursionId()),
    tabTitle: 'Tour Details',
  },
  destinationList: { path: () => ROUTES.destinationList, tabTitle: 'Destinations' },
  destinationListFull: { path: () => ROUTES.destinationListFull, tabTitle: 'All Destinations' },
  destinationDetails: {
    path: async () => paths.destinationDetails(await firstDestinationId()),
    tabTitle: 'Destination Details',
  },
  transferServices: { path: () => ROUTES.transferServices, tabTitle: 'Transfer Services' },
  gallery: { path: () => ROUTES.gallery, tabTitle: 'Gallery' },
  faq: { path: () => ROUTES.faq, tabTitle: 'FAQ' },
  contact: { path: () => ROUTES.contact, tabTitle: 'Contact Us' },
  terms: { path: () => ROUTES.terms, tabTitle: 'Terms and Conditions' },
  privacy: { path: () => ROUTES.privacy, tabTitle: 'Privacy Notice' },
  error: { path: () => ROUTES.error, tabTitle: 'Error' },
  comingSoon: { path: () => ROUTES.comingSoon, tabTitle: 'Coming Soon' },
  // An anonymous visitor is sent to the login page.
  userProfile: { path: () => ROUTES.userProfile, tabTitle: 'Login' },
  blog: { path: () => ROUTES.blog, tabTitle: 'Blog' },
  blogV2: { path: () => ROUTES.blogV2, tabTitle: 'Blog' },
  blogV3: { path: () => ROUTES.blogV3, tabTitle: 'Blog' },
  blogDetails: { path: () => ROUTES.blogDetails, tabTitle: 'Blog Details' },
  businessServices: { path: () => ROUTES.businessServices, tabTitle: 'Info Service' },
  login: { path: () => ROUTES.login, tabTitle: 'Login' },
  signup: { path: () => ROUTES.signup, tabTitle: 'Sign Up' },
  forgotPassword: { path: () => ROUTES.forgotPassword, tabTitle: 'Forgot Password' },
  cart: { path: () => ROUTES.cart, tabTitle: 'Cart' },
  // An anonymous visitor is asked to log in to see the payment.
  paymentReturn: { path: () => `${ROUTES.paymentReturn}?booking=1`, tabTitle: 'Payment' },
  specialExcursions: { path: () => ROUTES.specialExcursions, tabTitle: 'Special Excursions' },
  specialExcursionCategory: {
    path: () => paths.specialExcursionCategory('Culture Music & Arts'),
    tabTitle: 'Special Excursions',
  },
  specialExcursionDetails: {
    path: async () => paths.specialExcursionDetails(await firstStudentsRecord()),
    tabTitle: 'Special Excursion Details',
  },
};

/** The category loaded from the server, besides the static one above. */
const STUDENTS: RouteCase = {
  path: () => paths.specialExcursionCategory('Students'),
  tabTitle: 'Special Excursions',
};

/** Every route, by name (its key and pattern), with the path to open and its English tab title. */
export const ALL_CASES: Array<[string, RouteCase]> = [
  ...(Object.entries(ROUTE_CASES) as Array<[RouteKey, RouteCase]>).map(
    ([key, route]): [string, RouteCase] => [`${key} ${ROUTES[key]}`, route],
  ),
  ['specialExcursionCategory /special-excursions/Students', STUDENTS],
];
