import * as Yup from 'yup';
import { EXCURSION_REVIEW_RATING, TEXT_LIMITS } from '@/contract/limits';
import type { ExcursionReviewRequest } from '@/contract/wire/reviews';

/** The radio values, '1' to '5': the rating travels as text, as the radio buttons hold it. */
export const EXCURSION_RATINGS = Array.from(
  { length: EXCURSION_REVIEW_RATING.max - EXCURSION_REVIEW_RATING.min + 1 },
  (_, i) => `${EXCURSION_REVIEW_RATING.min + i}` as const,
);

export interface ExcursionReviewValues {
  rating: (typeof EXCURSION_RATINGS)[number];
  name: string;
  message: string;
}

export const EMPTY_EXCURSION_REVIEW: ExcursionReviewValues = {
  rating: `${EXCURSION_REVIEW_RATING.default}`,
  name: '',
  message: '',
};

/** Nothing is required (docs/product.md, The rules); only what the server could never store is refused. */
export const excursionReviewSchema = Yup.object({
  rating: Yup.string().oneOf(EXCURSION_RATINGS),
  name: Yup.string().max(TEXT_LIMITS.name),
  message: Yup.string().max(TEXT_LIMITS.message),
});

export const toExcursionReview = (
  excursionId: number,
  { rating, name, message }: ExcursionReviewValues,
): ExcursionReviewRequest => ({ name, message, rating, reviewFor: excursionId });

/**
 * What to say when the call failed: the server's sentence when it refused the review (a 4xx with
 * a message, e.g. an empty comment), else 'Failed to submit'.
 */
export function refusalMessage(error: unknown, fallback: string): string {
  const status = error && typeof error === 'object' && 'status' in error ? error.status : null;
  const refused = typeof status === 'number' && status >= 400 && status < 500;
  if (!refused || !('data' in (error as object))) return fallback;
  const { data } = error as { data: unknown };
  const message = data && typeof data === 'object' ? (data as { message?: unknown }).message : null;
  return typeof message === 'string' && message.trim() ? message : fallback;
}
