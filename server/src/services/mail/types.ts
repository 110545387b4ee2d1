import type { Executor } from '../../db/client';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** A mail taken from the queue, with the row id it is stored under. */
export interface QueuedMail extends OutgoingMail {
  id: number;
  /** Failed tries so far. */
  attempts: number;
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

/** Hands one mail to the outside world (an SMTP server, or a file for local development). */
export interface MailTransport {
  send(mail: QueuedMail): Promise<void>;
  close(): void;
}

/** The part of the Fastify logger the mail code uses. */
export interface MailLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}
