import { ACCOUNT_MESSAGES } from '@/contract/serverMessages';
import type { SignInRequest } from '@/contract/wire/account';
import type { Database } from '@server/db/client';
import { spendVerification, verifySecret } from '@server/services/passwords';
import { openSession } from '@server/services/sessions';
import { findAccountByEmail } from './records';
import { AccountRefusal } from './refusal';

/**
 * Checks the password and opens a session: its token. An unknown address takes as long as a
 * wrong password and is refused with the same sentence; an unverified address is refused.
 */
export async function signIn(db: Database, { email, password }: SignInRequest): Promise<string> {
  const wrongCredentials = () =>
    new AccountRefusal('wrongCredentials', ACCOUNT_MESSAGES.wrongCredentials);
  const account = await findAccountByEmail(db, email);
  if (!account) {
    await spendVerification(password);
    throw wrongCredentials();
  }
  if (!(await verifySecret(account.passwordHash, password))) throw wrongCredentials();
  if (!account.emailVerifiedAt) {
    throw new AccountRefusal('unverified', ACCOUNT_MESSAGES.emailNotVerified);
  }
  return openSession(db, account.id);
}
