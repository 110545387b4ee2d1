import { desc, eq } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { mailQueue } from '@server/db/schema';

/** The mails queued for an address, newest first. */
export function mailsTo(db: Database, email: string) {
  return db
    .select()
    .from(mailQueue)
    .where(eq(mailQueue.recipient, email))
    .orderBy(desc(mailQueue.id));
}

/** The code in the newest mail to this address, read as its owner would read it. */
export async function latestCode(db: Database, email: string): Promise<string> {
  const [mail] = await mailsTo(db, email);
  const match = /\b(\d{6})\b/.exec(mail?.textBody ?? '');
  if (!match) throw new Error(`no code mailed to ${email}`);
  return match[1];
}
