/** The console's paths, under /operator. */
export const CONSOLE_PATHS = {
  summary: '/operator',
  signIn: '/operator/sign-in',
  welcome: '/operator/welcome',
  bookings: '/operator/bookings',
  booking: (id: number) => `/operator/bookings/${id}`,
  transfers: '/operator/transfers',
  enquiries: '/operator/enquiries',
  reviews: '/operator/reviews',
  excursions: '/operator/excursions',
  newExcursion: '/operator/excursions/new',
  excursion: (id: number) => `/operator/excursions/${id}`,
  destinations: '/operator/destinations',
  newDestination: '/operator/destinations/new',
  destination: (id: number) => `/operator/destinations/${id}`,
  programmes: '/operator/programmes',
  audit: '/operator/audit',
} as const;
