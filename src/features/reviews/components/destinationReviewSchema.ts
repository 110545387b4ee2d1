import { EMAIL_ADDRESS } from '@/contract/email';
import * as Yup from 'yup';
import { DESTINATION_REVIEW_RATING, TEXT_LIMITS } from '@/contract/limits';
import { MESSAGES } from '@/contract/messages';
import type { Translate } from '@/i18n';
import { reviewMessages } from '../messages';
import type { DestinationReviewRequest } from '@/contract/wire/reviews';

export interface DestinationReviewValues {
  name: string;
  email: string;
  message: string;
  /** 0 to 5 stars; 0 when none is chosen. */
  rating: number;
}

export const EMPTY_DESTINATION_REVIEW: DestinationReviewValues = {
  name: '',
  email: '',
  message: '',
  rating: DESTINATION_REVIEW_RATING.min,
};

/** The server's own sentences for a missing name or review, in the page's language. */
export const destinationReviewSchema = (t: Translate) =>
  Yup.object({
    name: Yup.string().trim().required(t(reviewMessages.nameRequired)).max(TEXT_LIMITS.name),
    email: Yup.string()
      .trim()
      .required(t(reviewMessages.emailRequired))
      .max(TEXT_LIMITS.email)
      .matches(EMAIL_ADDRESS, t(MESSAGES.invalidEmail)),
    message: Yup.string()
      .trim()
      .required(t(reviewMessages.messageRequired))
      .max(TEXT_LIMITS.message),
    rating: Yup.number()
      .integer()
      .min(DESTINATION_REVIEW_RATING.min)
      .max(DESTINATION_REVIEW_RATING.max)
      .required(),
  });

/** The body of POST review/create (the API reference at /api/docs). */
export const toDestinationReview = (
  destinationId: number,
  values: DestinationReviewValues,
): DestinationReviewRequest => ({
  reviewForId: destinationId,
  name: values.name.trim(),
  email: values.email.trim(),
  message: values.message.trim(),
  rating: values.rating,
});
