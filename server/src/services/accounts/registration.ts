import { isValidPassword } from '@/contract/password';
import { ACCOUNT_MESSAGES } from '@/contract/serverMessages';
import type { SignUpRequest, VerifyEmailRequest } from '@/contract/wire/account';
import type { Locale } from '@/i18n';
import type { Database } from '@server/db/client';
import { makeCode, useCode } from '@server/services/codes';
import { signUpAttemptMail } from '@server/services/mail/templates';
import { hashSecret } from '@server/services/passwords';
import { openSession } from '@server/services/sessions';
import { mailNewVerificationCode } from './codeMail';
import { createAccount, findAccountByEmail, markEmailVerified } from './records';
import { AccountRefusal, invalidField } from './refusal';
import type { AccountServices } from './services';

/**
 * Creates an unverified account and mails it a verification code. Refused when the terms are
 * not agreed or the password breaks the rule. An address that already has an account gets the
 * same answer after the same work, and its owner a mail instead (decision 029): a new
 * verification code while it is unverified, so that the owner can finish, or word that someone
 * tried to sign up, with the ways to sign in or reset the password, once it is verified. The
 * account keeps the language it signed up in; every mail of this sign-up is in `locale`.
 */
export async function signUp(
  services: AccountServices,
  request: SignUpRequest,
  locale: Locale = 'en',
): Promise<void> {
  const { password, agreeTerms, ...details } = request;
  if (!agreeTerms) throw invalidField('agreeTerms', ACCOUNT_MESSAGES.termsNotAgreed);
  if (!isValidPassword(password)) throw invalidField('password', ACCOUNT_MESSAGES.passwordRule);

  const [passwordHash, fresh] = await Promise.all([hashSecret(password), makeCode()]);
  await services.db.transaction(async (tx) => {
    const created = await createAccount(tx, details, passwordHash, locale);
    const account = created ?? (await findAccountByEmail(tx, details.email));
    if (!account) return; // removed a moment ago: nothing to tell anyone
    if (!account.emailVerifiedAt) {
      await mailNewVerificationCode(services, tx, { ...account, locale }, fresh);
      return;
    }
    await services.mail.enqueue(
      signUpAttemptMail({
        to: account.email,
        firstName: account.firstName,
        siteUrl: services.config.publicUrl,
        locale,
      }),
      tx,
    );
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
 * unknown or verified address. The 30 seconds between two asks are kept by the route for every
 * address alike, so that a refusal does not tell whether an account exists.
 */
export async function resendVerificationCode(
  services: AccountServices,
  email: string,
  locale?: Locale,
): Promise<void> {
  const fresh = await makeCode(); // made for unknown addresses too, so both take as long
  const account = await findAccountByEmail(services.db, email);
  if (!account || account.emailVerifiedAt) return;
  await services.db.transaction((tx) =>
    mailNewVerificationCode(services, tx, { ...account, locale: locale ?? account.locale }, fresh),
  );
}
