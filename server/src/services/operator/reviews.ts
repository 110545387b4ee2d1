import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { destinationReviews, destinations, excursionReviews, excursions } from '../../db/schema';
import { offsetOf, page, type Paging } from '../../lib/paging';
import { MODERATION_MESSAGES } from '@/contract/serverMessages';
import type { Paged } from '@/contract/wire/envelope';
import type { ReviewKind, ReviewsQuery, ReviewStatus, StaffReview } from '@/contract/wire/operator';
import type { StaffMember } from '../staff/sessions';
import { catalogChanged } from '../catalog/version';
import { recordAudit } from './audit';
import type { ChangeOutcome } from './outcome';

const TABLES = {
  excursion: {
    reviews: excursionReviews,
    subjects: excursions,
    subjectId: excursionReviews.excursionId,
  },
  destination: {
    reviews: destinationReviews,
    subjects: destinations,
    subjectId: destinationReviews.destinationId,
  },
} as const;

/** One kind's reviews in the listed shape, filtered by status. */
function reviewsOf(db: Database, kind: ReviewKind, status: ReviewStatus | undefined) {
  const { reviews, subjects, subjectId } = TABLES[kind];
  const email = kind === 'destination' ? destinationReviews.email : sql<string | null>`null::text`;
  return db
    .select({
      id: reviews.id,
      kind: sql<ReviewKind>`${kind}::text`.as('kind'),
      status: reviews.status,
      subjectId: sql<number>`${subjectId}`.as('subject_id'),
      subjectName: sql<string>`${subjects.name}`.as('subject_name'),
      name: reviews.name,
      email: sql<string | null>`${email}`.as('email'),
      message: reviews.message,
      rating: reviews.rating,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .innerJoin(subjects, eq(subjects.id, subjectId))
    .where(status ? eq(reviews.status, status) : undefined);
}

/** Reviews of both kinds newest first, filtered by status and kind. */
export async function listStaffReviews(
  db: Database,
  query: ReviewsQuery,
  paging: Paging,
): Promise<Paged<StaffReview>> {
  const kinds: ReviewKind[] = query.kind ? [query.kind] : ['excursion', 'destination'];
  const counts = await Promise.all(
    kinds.map(async (kind) => {
      const { reviews } = TABLES[kind];
      const where: SQL | undefined = query.status ? eq(reviews.status, query.status) : undefined;
      const [{ total }] = await db.select({ total: count() }).from(reviews).where(where);
      return total;
    }),
  );
  const [first, second] = kinds.map((kind) => reviewsOf(db, kind, query.status));
  const listed = second ? unionAll(first, second) : first;
  const rows = await listed
    .orderBy(desc(sql`created_at`), desc(sql`id`))
    .limit(paging.pageSize)
    .offset(offsetOf(paging));
  const results = rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() }));
  return page(
    results,
    paging,
    counts.reduce((a, b) => a + b, 0),
  );
}

/** Approves or rejects a review; deciding again the same way is refused. */
export async function moderateReview(
  db: Database,
  who: StaffMember,
  input: { kind: ReviewKind; id: number; decision: 'approved' | 'rejected' },
): Promise<ChangeOutcome> {
  const { reviews } = TABLES[input.kind];
  return db.transaction(async (tx): Promise<ChangeOutcome> => {
    const [row] = await tx
      .select({ status: reviews.status })
      .from(reviews)
      .where(eq(reviews.id, input.id))
      .for('update');
    if (!row) return { notFound: true };
    if (row.status === input.decision) {
      return {
        refused:
          input.decision === 'approved'
            ? MODERATION_MESSAGES.alreadyApproved
            : MODERATION_MESSAGES.alreadyRejected,
      };
    }
    await tx
      .update(reviews)
      .set({ status: input.decision, moderatedAt: new Date() })
      .where(and(eq(reviews.id, input.id)));
    // The approved reviews are public pages' content, kept with the catalog's answers.
    if (row.status === 'approved' || input.decision === 'approved') await catalogChanged(tx);
    await recordAudit(tx, who, {
      action: `review.${input.decision === 'approved' ? 'approve' : 'reject'}`,
      subjectKind: 'review',
      subjectId: input.id,
      before: { kind: input.kind, status: row.status },
      after: { kind: input.kind, status: input.decision },
    });
    return { changed: true };
  });
}
