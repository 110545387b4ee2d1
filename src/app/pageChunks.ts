import type { PageKey } from '@/contract/pages';

/**
 * The name router.tsx gives each page's chunk (its `webpackChunkName`), for the server: the
 * loader of a page it renders asks for the chunk's files as soon as the website's scripts have
 * arrived, instead of once they have run their start (decision 084). The website never imports
 * this table; the build checks each name against its chunks and fails on one it lacks.
 */
export const PAGE_CHUNKS: Record<PageKey, string> = {
  home: 'page-home',
  about: 'page-about',
  toursList: 'page-tours-list',
  tourDetails: 'page-tour-details',
  tourDetailsById: 'page-tour-details',
  destinationList: 'page-destination-list',
  destinationListFull: 'page-destination-list-full',
  destinationDetails: 'page-destination-details',
  transferServices: 'page-transfer-services',
  gallery: 'page-gallery',
  faq: 'page-faq',
  contact: 'page-contact',
  terms: 'page-terms',
  privacy: 'page-privacy',
  error: 'page-error',
  comingSoon: 'page-coming-soon',
  userProfile: 'page-user-profile',
  blog: 'page-blog',
  blogV2: 'page-blog-v2',
  blogV3: 'page-blog-v3',
  blogDetails: 'page-blog-details',
  businessServices: 'page-business-services',
  login: 'page-login',
  signup: 'page-signup',
  forgotPassword: 'page-forgot-password',
  cart: 'page-cart',
  paymentReturn: 'page-payment',
  specialExcursions: 'page-special-excursions',
  specialExcursionCategory: 'page-special-excursion-category',
  specialExcursionDetails: 'page-special-excursion-details',
};

/** Every chunk the server may list, for the build's check. */
export const SERVER_LISTED_CHUNKS = [...new Set(Object.values(PAGE_CHUNKS))];

/** The build's file of each listed chunk's script files beyond the entry's, in the website folder. */
export const CHUNK_SCRIPTS_FILE = 'chunk-scripts.json';
