/** Every path of SPEC.md section 2, exactly as written there (including its spellings). */
export const ROUTES = {
  home: '/',
  about: '/about',
  toursList: '/tours-list',
  tourDetails: '/tour-details',
  tourDetailsById: '/tour-details/:id',
  destinationList: '/destination-list',
  destinationListFull: '/destination-list-full',
  destinationDetails: '/destination-details/:id',
  transferServices: '/transfer-services',
  gallery: '/gallery',
  faq: '/faq',
  contact: '/contact',
  error: '/error',
  comingSoon: '/comming-soon',
  userProfile: '/user-profile',
  blog: '/blog',
  blogV2: '/blog-v2',
  blogV3: '/blog-v3',
  blogDetails: '/blog-details',
  businessServices: '/business-Services',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  cart: '/cart',
  specialExcursions: '/special-excursions/',
  specialExcursionCategory: '/special-excursions/:id',
  specialExcursionDetails: '/special-excursion-details/:record',
} as const;

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
