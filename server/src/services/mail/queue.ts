import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { mailQueue } from '../../db/schema';
import type { OutgoingMail, QueuedMail } from './types';

/** After this many failed tries a mail is given up ('failed') and kept a month for inspection. */
export const MAX_MAIL_ATTEMPTS = 12;
const FIRST_RETRY_SECONDS = 30;
const LONGEST_RETRY_SECONDS = 60 * 60;
/** Longer than a batch of sends with the transport timeouts, so a lease never lapses mid-send. */
const LEASE_SECONDS = 5 * 60;
const LAST_ERROR_MAX_LENGTH = 1000;

// One address only: a comma or angle bracket would let one field name several recipients.
const SINGLE_ADDRESS = /^[^\s@,;<>"]+@[^\s@,;<>"]+$/;

export async function enqueueMail(executor: Executor, mail: OutgoingMail): Promise<void> {
  const recipient = mail.to.trim();
  if (!SINGLE_ADDRESS.test(recipient)) {
    throw new Error('A queued mail needs exactly one recipient address');
  }
  await executor.insert(mailQueue).values({
    recipient,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html ?? null,
    documents: mail.documents ?? [],
  });
}

/**
 * Leases up to `limit` due mails to this process. SKIP LOCKED and the lease let several replicas
 * share one queue without sending a mail twice; a replica that dies mid-send releases its rows
 * when the lease runs out.
 */
export async function claimDueMails(db: Database, limit: number): Promise<QueuedMail[]> {
  const due = db
    .select({ id: mailQueue.id })
    .from(mailQueue)
    .where(
      and(
        eq(mailQueue.status, 'pending'),
        lte(mailQueue.nextAttemptAt, sql`now()`),
        or(isNull(mailQueue.lockedUntil), lt(mailQueue.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(mailQueue.id))
    .limit(limit)
    .for('update', { skipLocked: true });

  const rows = await db
    .update(mailQueue)
    .set({ lockedUntil: secondsFromNow(LEASE_SECONDS) })
    .where(inArray(mailQueue.id, due))
    .returning();

  return rows
    .sort((a, b) => a.id - b.id)
    .map((row) => ({
      id: row.id,
      to: row.recipient,
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody ?? undefined,
      documents: row.documents,
      attempts: row.attempts,
    }));
}

export async function markMailSent(db: Database, id: number): Promise<void> {
  await db
    .update(mailQueue)
    .set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, lastError: null })
    .where(eq(mailQueue.id, id));
}

/** 30 s after the first failure, doubling each time, never more than an hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(FIRST_RETRY_SECONDS * 2 ** Math.max(attempts - 1, 0), LONGEST_RETRY_SECONDS);
}

/** Counts a failed try and schedules the next one, or gives the mail up after the last try. */
export async function markMailFailed(
  db: Database,
  mail: Pick<QueuedMail, 'id' | 'attempts'>,
  error: string,
): Promise<{ attempts: number; givenUp: boolean }> {
  const attempts = mail.attempts + 1;
  const givenUp = attempts >= MAX_MAIL_ATTEMPTS;
  await db
    .update(mailQueue)
    .set({
      attempts,
      status: givenUp ? 'failed' : 'pending',
      lastError: error.slice(0, LAST_ERROR_MAX_LENGTH),
      lockedUntil: null,
      nextAttemptAt: secondsFromNow(retryDelaySeconds(attempts)),
    })
    .where(eq(mailQueue.id, mail.id));
  return { attempts, givenUp };
}

// The database clock, not this process's, so every replica schedules alike.
function secondsFromNow(seconds: number) {
  return sql`now() + make_interval(secs => ${seconds}::double precision)`;
}
