import { isValidPassword } from '@/contract/password';
import { ACCOUNT_MESSAGES } from '@/contract/serverMessages';
import type { SignUpRequest, VerifyEmailRequest } from '@/contract/wire/account';
import type { Database } from '@server/db/client';
import { issueCode, makeCode, useCode } from '@server/services/codes';
import { hashSecret } from '@server/services/passwords';
import { openSession } from '@server/services/sessions';
import { mailCode } from './codeMail';
import { createAccount, findAccountByEmail, markEmailVerified } from './records';
import { AccountRefusal, invalidField } from './refusal';
import type { AccountServices } from './services';

/**
 * Creates an unverified account and mails it a verification code. Refused when the terms are
 * not agreed, the password breaks the rule, or the address already has an account.
 */
export async function signUp(services: AccountServices, request: SignUpRequest): Promise<void> {
  const { password, agreeTerms, ...details } = request;
  if (!agreeTerms) throw invalidField('agreeTerms', ACCOUNT_MESSAGES.termsNotAgreed);
  if (!isValidPassword(password)) throw invalidField('password', ACCOUNT_MESSAGES.passwordRule);
  const emailTaken = () => new AccountRefusal('emailTaken', ACCOUNT_MESSAGES.emailTaken);
  if (await findAccountByEmail(services.db, details.email)) throw emailTaken();

  const [passwordHash, fresh] = await Promise.all([hashSecret(password), makeCode()]);
  await services.db.transaction(async (tx) => {
    const account = await createAccount(tx, details, passwordHash);
    if (!account) throw emailTaken(); // signed up a moment ago
    await issueCode(tx, account.email, 'verify-email', fresh);
    await mailCode(services, tx, 'verify-email', account, fresh.code);
  });
}

/** Marks the address verified with its code and signs in: the new session's token. */
export async function verifyEmail(
  db: Database,
  { email, code }: Pick<VerifyEmailRequest, 'email' | 'code'>,
): Promise<string> {
  const invalidCode = () => new AccountRefusal('invalid', ACCOUNT_MESSAGES.invalidCode);
  if (!(await useCode(db, email, 'verify-email', code))) throw invalidCode();
  return db.transaction(async (tx) => {
    const account = await findAccountByEmail(tx, email);
    if (!account) throw invalidCode();
    await markEmailVerified(tx, account.id);
    return openSession(tx, account.id);
  });
}

/**
 * Mails a new verification code to an unverified account; does nothing, as quickly, for an
 * unknown or verified address. Refused within 30 seconds of the last code.
 */
export async function resendVerificationCode(
  services: AccountServices,
  email: string,
): Promise<void> {
  const fresh = await makeCode(); // made for unknown addresses too, so both take as long
  const account = await findAccountByEmail(services.db, email);
  if (!account || account.emailVerifiedAt) return;
  await services.db.transaction(async (tx) => {
    const issue = await issueCode(tx, account.email, 'verify-email', fresh);
    if (!issue.issued) {
      throw new AccountRefusal('tooSoon', ACCOUNT_MESSAGES.codeTooSoon, {
        retryAfterSeconds: issue.retryAfterSeconds,
      });
    }
    await mailCode(services, tx, 'verify-email', account, fresh.code);
  });
}
