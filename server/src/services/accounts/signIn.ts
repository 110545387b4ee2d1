import { ACCOUNT_MESSAGES } from '@/contract/serverMessages';
import type { SignInRequest } from '@/contract/wire/account';
import { makeCode } from '@server/services/codes';
import { spendVerification, verifySecret } from '@server/services/passwords';
import { openSession } from '@server/services/sessions';
import { mailNewVerificationCode } from './codeMail';
import { findAccountByEmail } from './records';
import { AccountRefusal } from './refusal';
import type { AccountServices } from './services';

/**
 * Checks the password and opens a session: its token. An unknown address takes as long as a
 * wrong password and is refused with the same sentence. An unverified account with the right
 * password is refused and mailed a new verification code (unless one went less than 30 seconds
 * ago), so that its owner can always finish signing up from here.
 */
export async function signIn(
  services: AccountServices,
  { email, password }: SignInRequest,
): Promise<string> {
  const { db } = services;
  const wrongCredentials = () =>
    new AccountRefusal('wrongCredentials', ACCOUNT_MESSAGES.wrongCredentials);
  const account = await findAccountByEmail(db, email);
  if (!account) {
    await spendVerification(password);
    throw wrongCredentials();
  }
  if (!(await verifySecret(account.passwordHash, password))) throw wrongCredentials();
  if (!account.emailVerifiedAt) {
    const fresh = await makeCode();
    await db.transaction((tx) => mailNewVerificationCode(services, tx, account, fresh));
    throw new AccountRefusal('unverified', ACCOUNT_MESSAGES.emailNotVerified);
  }
  return openSession(db, account.id);
}
