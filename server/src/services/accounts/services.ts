import type { Database } from '@server/db/client';
import type { Config } from '@server/config';
import type { MailService } from '@server/services/mail/types';

/** What the account use cases work with; the app itself provides all of it. */
export interface AccountServices {
  db: Database;
  mail: Pick<MailService, 'enqueue'>;
  config: Pick<Config, 'publicUrl' | 'smtpUrl' | 'dataDir'>;
  log: { info(message: string): void };
}
