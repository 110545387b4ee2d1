import { isValidPassword } from '@/contract/password';
import { ACCOUNT_MESSAGES } from '@/contract/serverMessages';
import type { ResetPasswordRequest } from '@/contract/wire/account';
import type { Locale } from '@/i18n';
import type { Database } from '@server/db/client';
import { issueCode, makeCode, useCode } from '@server/services/codes';
import { hashSecret } from '@server/services/passwords';
import { revokeAllSessions } from '@server/services/sessions';
import { mailCode } from './codeMail';
import { changePassword, findAccountByEmail } from './records';
import { AccountRefusal, invalidField } from './refusal';
import type { AccountServices } from './services';

/**
 * Mails a reset code when the address has an account, and does nothing, as quickly, when not.
 * Within 30 seconds of the last code no new one is sent. The mail is in the language the visitor
 * asked in, or the account's.
 */
export async function sendPasswordResetCode(
  services: AccountServices,
  email: string,
  locale?: Locale,
): Promise<void> {
  const fresh = await makeCode(); // made for unknown addresses too, so both take as long
  const account = await findAccountByEmail(services.db, email);
  if (!account) return;
  await services.db.transaction(async (tx) => {
    const issue = await issueCode(tx, account.email, 'reset-password', fresh);
    if (issue.issued) {
      const recipient = { ...account, locale: locale ?? account.locale };
      await mailCode(services, tx, 'reset-password', recipient, fresh.code);
    }
  });
}

/** Sets a new password with the mailed code, and signs out every session of the account. */
export async function resetPassword(
  db: Database,
  { email, code, newPassword }: ResetPasswordRequest,
): Promise<void> {
  if (!isValidPassword(newPassword)) {
    throw invalidField('newPassword', ACCOUNT_MESSAGES.passwordRule);
  }
  const invalidCode = () => new AccountRefusal('invalid', ACCOUNT_MESSAGES.invalidCode);
  if (!(await useCode(db, email, 'reset-password', code))) throw invalidCode();
  const passwordHash = await hashSecret(newPassword);
  await db.transaction(async (tx) => {
    const account = await findAccountByEmail(tx, email);
    if (!account) throw invalidCode();
    await changePassword(tx, account.id, passwordHash);
    await revokeAllSessions(tx, account.id);
  });
}
