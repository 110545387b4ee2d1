import path from 'node:path';
import type { Locale } from '@/i18n';
import type { Executor } from '@server/db/client';
import { issueCode, type CodePurpose, type FreshCode } from '@server/services/codes';
import { passwordResetCodeMail, verificationCodeMail } from '@server/services/mail/templates';
import type { AccountServices } from './services';

const TEMPLATES = {
  'verify-email': verificationCodeMail,
  'reset-password': passwordResetCodeMail,
} satisfies Record<VisitorCodePurpose, unknown>;

/** The codes a visitor's account is mailed (staff codes have mails of their own). */
type VisitorCodePurpose = Extract<CodePurpose, 'verify-email' | 'reset-password'>;

/** Who a code is mailed to, in the language they use (the account's own when not given). */
type Recipient = { email: string; firstName: string; locale?: Locale };

/** Queues the mail carrying a code, in the transaction that stored the code. */
export async function mailCode(
  { config, mail, log }: Omit<AccountServices, 'db'>,
  tx: Executor,
  purpose: VisitorCodePurpose,
  account: Recipient,
  code: string,
) {
  await mail.enqueue(
    TEMPLATES[purpose]({
      to: account.email,
      firstName: account.firstName,
      code,
      siteUrl: config.publicUrl,
      locale: account.locale,
    }),
    tx,
  );
  if (!config.smtpUrl) {
    // Tells a newcomer on a fresh checkout where the code is; a log never carries the code itself.
    log.info(`No SMTP_URL set: the ${purpose} mail is in ${path.join(config.dataDir, 'mail')}`);
  }
}

/**
 * Stores and mails a new verification code, unless one went less than 30 seconds ago: that one
 * is still valid, and the caller is told the same either way.
 */
export async function mailNewVerificationCode(
  services: Omit<AccountServices, 'db'>,
  tx: Executor,
  account: Recipient,
  fresh: FreshCode,
) {
  const issue = await issueCode(tx, account.email, 'verify-email', fresh);
  if (issue.issued) await mailCode(services, tx, 'verify-email', account, fresh.code);
}
