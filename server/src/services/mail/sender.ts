import type { Database } from '../../db/client';
import { claimDueMails, markMailFailed, markMailSent } from './queue';
import type { MailDocumentMaker, MailLogger, MailTransport } from './types';
import { databaseUnavailableReason } from '../../db/availability';

export interface MailSenderOptions {
  /** Time between two polls of the queue when nothing wakes the sender. */
  pollIntervalMs?: number;
  /** Mails leased at a time. */
  batchSize?: number;
  /** Batches one pass may send before it yields. */
  maxBatchesPerPass?: number;
  /** Makes the documents a mail names at send time; without it they are left out. */
  makeDocuments?: MailDocumentMaker;
}

/** Soon after an enqueue, leaving its transaction time to commit. */
const NUDGE_DELAY_MS = 200;

/**
 * Sends queued mails. `deliverDue` is one pass; `start` runs passes every few seconds until
 * `stop`. Passes never overlap within a process; between replicas the queue's leases keep them
 * apart.
 */
export class MailSender {
  private readonly pollIntervalMs: number;
  private readonly batchSize: number;
  private readonly maxBatchesPerPass: number;
  private readonly makeDocuments: MailDocumentMaker;
  private running = false;
  private stopping = false;
  private timer: NodeJS.Timeout | undefined;
  private lastPass: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly transport: MailTransport,
    private readonly log: MailLogger,
    options: MailSenderOptions = {},
  ) {
    this.pollIntervalMs = options.pollIntervalMs ?? 5_000;
    this.batchSize = options.batchSize ?? 10;
    this.maxBatchesPerPass = options.maxBatchesPerPass ?? 10;
    this.makeDocuments = options.makeDocuments ?? (async () => []);
  }

  /** One pass: sends the mails due now, reschedules failures, returns how many were sent. */
  deliverDue(): Promise<number> {
    const pass = this.lastPass.then(() => this.sendDue());
    this.lastPass = pass.catch(() => undefined);
    return pass;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.schedule(0);
  }

  /** Wakes the loop for a mail just queued, instead of waiting for the next poll. */
  nudge(): void {
    if (this.running) this.schedule(NUDGE_DELAY_MS);
  }

  /** Stops polling and waits for the pass in flight. */
  async stop(): Promise<void> {
    this.running = false;
    this.stopping = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.lastPass;
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), delayMs);
    this.timer.unref(); // the loop alone never keeps the process alive
  }

  private async tick(): Promise<void> {
    this.timer = undefined;
    let backlog = false;
    try {
      // A pass that sent all it may means more is waiting; failures wait for the next poll.
      backlog = (await this.deliverDue()) >= this.batchSize * this.maxBatchesPerPass;
    } catch (error) {
      const away = databaseUnavailableReason(error);
      if (away)
        this.log.warn({ reason: away }, 'Mail sender pass skipped: the database is unavailable');
      else this.log.error({ err: error }, 'Mail sender pass failed');
    }
    // A nudge during the pass has already set the next tick; keep it.
    if (this.running && !this.timer) this.schedule(backlog ? 0 : this.pollIntervalMs);
  }

  /** Batch after batch while every mail goes out, so a pass empties a short backlog. */
  private async sendDue(): Promise<number> {
    let total = 0;
    for (let batch = 0; batch < this.maxBatchesPerPass && !this.stopping; batch += 1) {
      const { claimed, sent } = await this.sendBatch();
      total += sent;
      if (claimed < this.batchSize || sent < claimed) break;
    }
    return total;
  }

  private async sendBatch(): Promise<{ claimed: number; sent: number }> {
    const mails = await claimDueMails(this.db, this.batchSize);
    let sent = 0;
    for (const mail of mails) {
      try {
        // Made at each try: a document that cannot be made fails the try like a send would.
        const attachments = mail.documents?.length ? await this.makeDocuments(mail.documents) : [];
        await this.transport.send(mail, attachments);
        await markMailSent(this.db, mail.id);
        sent += 1;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const { attempts, givenUp } = await markMailFailed(this.db, mail, reason);
        this.log.warn(
          { mailId: mail.id, attempts, err: reason },
          givenUp ? 'Mail given up after its last try' : 'Mail not sent; it will be retried',
        );
      }
    }
    return { claimed: mails.length, sent };
  }
}
