/** Business constants of docs/product.md, Constants, shared by the website and the server. */
export const EXCURSION_PAGE_SIZE = 20;
export const PROFILE_PAGE_SIZE = 10;
export const CODE_LENGTH = 6;
export const RESEND_COOLDOWN_SECONDS = 30;
export const CODE_LIFETIME_MINUTES = 10;
export const CODE_MAX_WRONG_TRIES = 5;
export const PASSWORD_MIN_LENGTH = 8;
export const TRANSFER_CAPACITY = { min: 1, max: 50 } as const;
export const EXCURSION_REVIEW_RATING = { min: 1, max: 5, default: 5 } as const;
export const DESTINATION_REVIEW_RATING = { min: 0, max: 5 } as const;
export const MAX_EXCURSIONS_PER_BOOKING = 50;
/** The transfer pickup date may not be before today in this time zone (the API reference at /api/docs). */
export const OPERATOR_TIME_ZONE = 'Africa/Banjul';

/** Text lengths the server accepts. */
export const TEXT_LIMITS = {
  name: 100,
  email: 254,
  phone: 32,
  country: 100,
  location: 200,
  message: 5000,
} as const;

export const EXCURSION_TYPE_NAMES = [
  'Students',
  'Fishing',
  'Trekking',
  'Culture Music & Arts',
  'Cruises',
  'Nature Groups',
  'Eco Tourism',
  'Religious Groups',
] as const;

/** Display constants of docs/product.md, Constants. */
export const DESCRIPTION_PREVIEW_LENGTH = 100;
export const HOME_RANDOM_PACKAGES = 3;
export const DESTINATION_MOSAIC_SIZE = 8;
export const MOSAIC_FOURTH_ABOUT_LENGTH = 255;
export const CARD_IMAGE_HEIGHT_PX = 200;
/** Groups larger than this are asked to use the contact form. */
export const GROUP_ENQUIRY_MIN_EXCLUSIVE = 8;
export const DISPLAYED_CARD_RATING = 5;
export const DEFAULT_MAP_PLACE = { name: 'Banjul', latitude: 13.45, longitude: -16.58 } as const;
/** Widths of the narrower copies of pictures the server makes for srcset (`/images/w640/...`). */
export const IMAGE_VARIANT_WIDTHS = [320, 640, 960] as const;
