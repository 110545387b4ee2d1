import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { enquiries, enquiryReplies } from '../../db/schema';
import { offsetOf, page, type Paging } from '../../lib/paging';
import { MODERATION_MESSAGES } from '@/contract/serverMessages';
import type { Paged } from '@/contract/wire/envelope';
import type { EnquiriesQuery, EnquiryReply, StaffEnquiry } from '@/contract/wire/operator';
import type { MailService } from '../mail/types';
import { enquiryReplyMail } from '../mail/templates';
import type { StaffMember } from '../staff/sessions';
import { recordAudit } from './audit';
import type { ChangeOutcome } from './outcome';

/** The inbox: enquiries newest first, each with the replies sent so far. */
export async function listStaffEnquiries(
  db: Database,
  query: EnquiriesQuery,
  paging: Paging,
): Promise<Paged<StaffEnquiry>> {
  const where = query.status ? eq(enquiries.status, query.status) : undefined;
  const [{ totalCount }] = await db.select({ totalCount: count() }).from(enquiries).where(where);
  const rows = await db
    .select()
    .from(enquiries)
    .where(where)
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
    .limit(paging.pageSize)
    .offset(offsetOf(paging));
  const replies = await repliesOf(
    db,
    rows.map((row) => row.id),
  );
  const results = rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    replies: replies.get(row.id) ?? [],
  }));
  return page(results, paging, totalCount);
}

async function repliesOf(db: Database, enquiryIds: number[]) {
  const byEnquiry = new Map<number, EnquiryReply[]>();
  if (enquiryIds.length === 0) return byEnquiry;
  const rows = await db
    .select()
    .from(enquiryReplies)
    .where(inArray(enquiryReplies.enquiryId, enquiryIds))
    .orderBy(asc(enquiryReplies.createdAt), asc(enquiryReplies.id));
  for (const row of rows) {
    const reply = {
      message: row.message,
      staffName: row.staffName,
      createdAt: row.createdAt.toISOString(),
    };
    byEnquiry.set(row.enquiryId, [...(byEnquiry.get(row.enquiryId) ?? []), reply]);
  }
  return byEnquiry;
}

/** Keeps the reply with the enquiry and mails it to the sender, in one transaction. */
export async function replyToEnquiry(
  db: Database,
  mail: Pick<MailService, 'enqueue'>,
  who: StaffMember,
  input: { id: number; message: string; siteUrl: string },
): Promise<ChangeOutcome> {
  return db.transaction(async (tx): Promise<ChangeOutcome> => {
    const [row] = await tx.select().from(enquiries).where(eq(enquiries.id, input.id)).for('update');
    if (!row) return { notFound: true };
    if (row.status === 'closed') return { refused: MODERATION_MESSAGES.enquiryClosed };
    await tx.insert(enquiryReplies).values({
      enquiryId: row.id,
      staffId: who.id,
      staffName: who.name,
      message: input.message,
    });
    await tx.update(enquiries).set({ status: 'answered' }).where(eq(enquiries.id, row.id));
    await recordAudit(tx, who, {
      action: 'enquiry.reply',
      subjectKind: 'enquiry',
      subjectId: row.id,
      before: { status: row.status },
      after: { status: 'answered', reply: input.message },
    });
    await mail.enqueue(
      enquiryReplyMail({
        to: row.email,
        firstName: row.firstName,
        reply: input.message,
        staffName: who.name,
        question: row.message,
        siteUrl: input.siteUrl,
        locale: row.locale,
      }),
      tx,
    );
    return { changed: true };
  });
}

/** Closes an enquiry: nothing more is to be done about it. */
export async function closeEnquiry(
  db: Database,
  who: StaffMember,
  id: number,
): Promise<ChangeOutcome> {
  return db.transaction(async (tx): Promise<ChangeOutcome> => {
    const [row] = await tx.select().from(enquiries).where(eq(enquiries.id, id)).for('update');
    if (!row) return { notFound: true };
    if (row.status === 'closed') return { refused: MODERATION_MESSAGES.enquiryAlreadyClosed };
    await tx.update(enquiries).set({ status: 'closed' }).where(eq(enquiries.id, id));
    await recordAudit(tx, who, {
      action: 'enquiry.close',
      subjectKind: 'enquiry',
      subjectId: id,
      before: { status: row.status },
      after: { status: 'closed' },
    });
    return { changed: true };
  });
}
