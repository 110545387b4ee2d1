import { and, desc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { destinationReviews, destinations, excursionReviews, excursions } from '../db/schema';
import { fieldErrors, hasErrors, trimmed, type FieldErrors } from '../lib/validation';
import { isEmailAddress } from '@/contract/email';
import { EXCURSION_REVIEW_RATING } from '@/contract/limits';
import { REVIEW_MESSAGES } from '@/contract/serverMessages';
import type { PublicReview } from '@/contract/wire/operator';

export interface ExcursionReview {
  excursionId: number;
  name: string;
  message: string;
  rating: number;
}

export interface DestinationReview {
  destinationId: number;
  /** The reviewer's account when a live token came with the review. */
  userId: number | null;
  name: string;
  email: string;
  message: string;
  rating: number;
}

/** What the tour page sends: it checks nothing, and the rating defaults to 5 stars. */
export type ExcursionReviewForm = Partial<Omit<ExcursionReview, 'excursionId'>> &
  Pick<ExcursionReview, 'excursionId'>;

export type DestinationReviewForm = Partial<Pick<DestinationReview, 'name' | 'email' | 'message'>> &
  Pick<DestinationReview, 'destinationId' | 'userId' | 'rating'>;

type Checked<T> = { review: T } | { errors: FieldErrors };

/** The tour page asks for nothing, so only an empty review is refused. */
export function checkExcursionReview(form: ExcursionReviewForm): Checked<ExcursionReview> {
  const cleaned: ExcursionReview = {
    excursionId: form.excursionId,
    name: trimmed(form.name),
    message: trimmed(form.message),
    rating: form.rating ?? EXCURSION_REVIEW_RATING.default,
  };
  const errors = fieldErrors({ message: !cleaned.message && REVIEW_MESSAGES.messageRequired });
  return hasErrors(errors) ? { errors } : { review: cleaned };
}

/** The destination form requires a name, an e-mail address and a comment. */
export function checkDestinationReview(form: DestinationReviewForm): Checked<DestinationReview> {
  const cleaned: DestinationReview = {
    ...form,
    name: trimmed(form.name),
    email: trimmed(form.email),
    message: trimmed(form.message),
  };
  const errors = fieldErrors({
    name: !cleaned.name && REVIEW_MESSAGES.nameRequired,
    email: !isEmailAddress(cleaned.email) && REVIEW_MESSAGES.emailInvalid,
    message: !cleaned.message && REVIEW_MESSAGES.messageRequired,
  });
  return hasErrors(errors) ? { errors } : { review: cleaned };
}

/**
 * Inserts a review once its subject is locked for share, so the subject cannot be deleted in
 * between; false when the subject does not exist or is not published.
 */
async function saveUnder(
  db: Database,
  subject: typeof excursions | typeof destinations,
  subjectId: number,
  insert: (tx: Executor) => Promise<unknown>,
) {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: subject.id })
      .from(subject)
      .where(and(eq(subject.id, subjectId), eq(subject.published, true)))
      .for('share');
    if (!found) return false;
    await insert(tx);
    return true;
  });
}

/** Stores a checked excursion review; false when the excursion does not exist. */
export const saveExcursionReview = (db: Database, review: ExcursionReview) =>
  saveUnder(db, excursions, review.excursionId, (tx) => tx.insert(excursionReviews).values(review));

/** Stores a checked destination review; false when the destination does not exist. */
export const saveDestinationReview = (db: Database, review: DestinationReview) =>
  saveUnder(db, destinations, review.destinationId, (tx) =>
    tx.insert(destinationReviews).values(review),
  );

/** How many approved reviews a public page lists, newest first. */
export const PUBLIC_REVIEWS_SHOWN = 50;

/**
 * The approved reviews of an excursion or a destination, newest first; undefined when the
 * excursion or destination does not exist.
 */
export async function approvedReviewsOf(
  db: Database,
  kind: 'excursion' | 'destination',
  subjectId: number,
): Promise<PublicReview[] | undefined> {
  const subject = kind === 'excursion' ? excursions : destinations;
  const [found] = await db
    .select({ id: subject.id })
    .from(subject)
    .where(and(eq(subject.id, subjectId), eq(subject.published, true)));
  if (!found) return undefined;
  const reviews = kind === 'excursion' ? excursionReviews : destinationReviews;
  const about =
    kind === 'excursion' ? excursionReviews.excursionId : destinationReviews.destinationId;
  const rows = await db
    .select({
      name: reviews.name,
      createdAt: reviews.createdAt,
      message: reviews.message,
      rating: reviews.rating,
    })
    .from(reviews)
    .where(and(eq(about, subjectId), eq(reviews.status, 'approved')))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(PUBLIC_REVIEWS_SHOWN);
  return rows.map(({ createdAt, ...review }) => ({ ...review, createAt: createdAt.toISOString() }));
}
