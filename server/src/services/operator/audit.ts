import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { auditLog } from '../../db/schema';
import { offsetOf, page, type Paging } from '../../lib/paging';
import type { Paged } from '@/contract/wire/envelope';
import type { AuditEntry } from '@/contract/wire/operator';
import type { StaffMember } from '../staff/sessions';

export type AuditSubject =
  | 'booking'
  | 'transfer'
  | 'enquiry'
  | 'review'
  | 'staff'
  | 'excursion'
  | 'destination'
  | 'programme'
  | 'photo'
  | 'departure'
  | 'reseller'
  | 'rates';

export interface AuditChange {
  /** `<subject>.<verb>`, such as booking.quote or review.approve. */
  action: string;
  subjectKind: AuditSubject;
  subjectId: number | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Writes the audit row of a staff change. Call it inside the change's own transaction, so the
 * change, its audit row and its queued mail are stored together or not at all.
 */
export async function recordAudit(
  tx: Executor,
  who: Pick<StaffMember, 'id' | 'email'> | { id: null; email: string },
  change: AuditChange,
): Promise<void> {
  await tx.insert(auditLog).values({
    staffId: who.id,
    staffEmail: who.email,
    action: change.action,
    subjectKind: change.subjectKind,
    subjectId: change.subjectId,
    before: change.before ?? null,
    after: change.after ?? null,
  });
}

/** One page of the audit, newest first. */
export async function listAudit(db: Database, paging: Paging): Promise<Paged<AuditEntry>> {
  const [{ totalCount }] = await db.select({ totalCount: count() }).from(auditLog);
  const rows = await db
    .select()
    .from(auditLog)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(paging.pageSize)
    .offset(offsetOf(paging));
  return page(rows.map(toAuditEntry), paging, totalCount);
}

/** A record's audit rows, oldest first: its history on the console. */
export async function auditOf(
  db: Executor,
  subjectKind: AuditSubject,
  subjectId: number,
): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectKind, subjectKind), eq(auditLog.subjectId, subjectId)))
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
  return rows.map(toAuditEntry);
}

function toAuditEntry(row: typeof auditLog.$inferSelect): AuditEntry {
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    staffEmail: row.staffEmail,
    action: row.action,
    subjectKind: row.subjectKind,
    subjectId: row.subjectId,
    before: row.before,
    after: row.after,
  };
}
