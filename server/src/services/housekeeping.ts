import { and, eq, lt, or } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { mailQueue, oneTimeCodes, sessions } from '../db/schema';
import { purgeOldKeys } from './idempotency';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long rows that no longer do anything are kept: a day of ended sessions and spent codes for
 * an operator looking into a recent sign-in; sent mail a week (its bodies hold addresses and
 * codes); mail given up a month, for the operator to look into.
 */
export const RETENTION_MS = {
  endedSession: DAY_MS,
  spentCode: DAY_MS,
  sentMail: 7 * DAY_MS,
  failedMail: 30 * DAY_MS,
} as const;

export interface PurgedRows {
  sessions: number;
  codes: number;
  mails: number;
}

/**
 * Deletes sessions that expired or were signed out, one-time codes past their expiry (a used or
 * superseded code expires at once), and old sent or given-up mail. Idempotent: every replica may
 * run it.
 */
export async function purgeStaleRows(db: Executor, now = new Date()): Promise<PurgedRows> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  const endedBefore = before(RETENTION_MS.endedSession);

  const goneSessions = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, endedBefore), lt(sessions.revokedAt, endedBefore)))
    .returning({ id: sessions.id });
  const goneCodes = await db
    .delete(oneTimeCodes)
    .where(lt(oneTimeCodes.expiresAt, before(RETENTION_MS.spentCode)))
    .returning({ id: oneTimeCodes.id });
  const goneMails = await db
    .delete(mailQueue)
    .where(
      or(
        and(eq(mailQueue.status, 'sent'), lt(mailQueue.sentAt, before(RETENTION_MS.sentMail))),
        and(
          eq(mailQueue.status, 'failed'),
          lt(mailQueue.createdAt, before(RETENTION_MS.failedMail)),
        ),
      ),
    )
    .returning({ id: mailQueue.id });

  await purgeOldKeys(db, now);
  return { sessions: goneSessions.length, codes: goneCodes.length, mails: goneMails.length };
}
