import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client';
import type { CodePurpose } from '../../services/codes';
import { passwordResetCodeMail, verificationCodeMail } from '../../services/mail/templates';

const TEMPLATES = {
  'verify-email': verificationCodeMail,
  'reset-password': passwordResetCodeMail,
} satisfies Record<CodePurpose, unknown>;

/** Queues the mail carrying a code, in the transaction that stored the code. */
export async function mailCode(
  app: FastifyInstance,
  tx: Executor,
  purpose: CodePurpose,
  account: { email: string; firstName: string },
  code: string,
) {
  const { config } = app;
  const mail = TEMPLATES[purpose]({
    to: account.email,
    firstName: account.firstName,
    code,
    siteUrl: config.publicUrl,
  });
  await app.mail.enqueue(mail, tx);
  if (!config.smtpUrl) {
    // Lets a newcomer finish sign-up on a fresh checkout without a mail server.
    app.log.info(
      `No SMTP_URL set: ${purpose} code for ${account.email} is ${code}; ` +
        `the mail is in ${path.join(config.dataDir, 'mail')}`,
    );
  }
}
