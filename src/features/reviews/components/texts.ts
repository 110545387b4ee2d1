import { REVIEW_MESSAGES } from '@/contract/serverMessages';

/** The review list's and the forms' own words. */
export const REVIEW_TEXTS = {
  loading: 'Loading reviews',
  failed: 'We could not load the reviews just now.',
  none: 'No reviews yet.',
  /** Shown after posting: a review is listed once the company's staff approve it. */
  awaitsCheck: REVIEW_MESSAGES.thanks,
} as const;
