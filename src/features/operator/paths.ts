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
  audit: '/operator/audit',
} as const;
