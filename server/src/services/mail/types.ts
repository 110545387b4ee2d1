import type { Executor } from '../../db/client';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface MailService {
  /**
   * Puts a mail in the queue table. Pass the open transaction so the mail is queued only when the
   * change it announces is committed.
   */
  enqueue(mail: OutgoingMail, executor?: Executor): Promise<void>;
  /** One pass of the sender loop: sends the due mails, reschedules failures. Returns how many were sent. */
  deliverDue(): Promise<number>;
}
