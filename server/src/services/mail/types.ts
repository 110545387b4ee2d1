import type { Executor } from '../../db/client';
import type { MailDocument } from '../../db/schema';

export type { MailDocument };

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Made and attached when the mail is sent (decision 063). */
  documents?: MailDocument[];
}

/** A file a sent mail carries. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer | string;
}

/** Makes the attachments of the documents a queued mail names. */
export type MailDocumentMaker = (documents: MailDocument[]) => Promise<MailAttachment[]>;

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
  send(mail: QueuedMail, attachments?: MailAttachment[]): Promise<void>;
  close(): void;
}

/** The part of the Fastify logger the mail code uses. */
export interface MailLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}
