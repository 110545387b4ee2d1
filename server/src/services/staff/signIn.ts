import { STAFF_MESSAGES } from '@/contract/serverMessages';
import type { StaffCodeRequest, StaffSession, StaffSignInRequest } from '@/contract/wire/staff';
import { AccountRefusal } from '../accounts/refusal';
import type { AccountServices } from '../accounts/services';
import { issueCode, makeCode, useCode } from '../codes';
import { staffSignInCodeMail } from '../mail/templates';
import { spendVerification, verifySecret } from '../passwords';
import { findStaffByEmail, staffStatus } from './records';
import { openStaffSession } from './sessions';

const wrongCredentials = () =>
  new AccountRefusal('wrongCredentials', STAFF_MESSAGES.wrongCredentials);

/**
 * Step 1: the password. A right one mails a 6-digit code to the staff address. An unknown
 * address, a visitor-only one, an invited or removed member and a wrong password all take as
 * long and answer the same sentence.
 */
export async function startStaffSignIn(
  services: Pick<AccountServices, 'db' | 'mail' | 'config'>,
  { email, password }: StaffSignInRequest,
): Promise<void> {
  const fresh = await makeCode();
  const member = await findStaffByEmail(services.db, email);
  if (!member?.passwordHash || staffStatus(member) !== 'active') {
    await spendVerification(password);
    throw wrongCredentials();
  }
  if (!(await verifySecret(member.passwordHash, password))) throw wrongCredentials();
  await services.db.transaction(async (tx) => {
    const issue = await issueCode(tx, member.email, 'staff-sign-in', fresh);
    if (!issue.issued) {
      throw new AccountRefusal('tooSoon', STAFF_MESSAGES.codeTooSoon, {
        retryAfterSeconds: issue.retryAfterSeconds,
      });
    }
    await services.mail.enqueue(
      staffSignInCodeMail({
        to: member.email,
        name: member.name,
        code: fresh.code,
        siteUrl: services.config.publicUrl,
      }),
      tx,
    );
  });
}

/** Step 2: the mailed code opens a staff session of at most 8 hours. */
export async function finishStaffSignIn(
  services: Pick<AccountServices, 'db'>,
  { email, code }: StaffCodeRequest,
): Promise<StaffSession> {
  const invalid = () => new AccountRefusal('invalid', STAFF_MESSAGES.signInCodeInvalid);
  if (!(await useCode(services.db, email, 'staff-sign-in', code))) throw invalid();
  const member = await findStaffByEmail(services.db, email);
  if (!member || staffStatus(member) !== 'active') throw invalid();
  const { token, expiresAt } = await openStaffSession(services.db, member.id);
  return {
    accessToken: token,
    name: member.name,
    email: member.email,
    expiresAt: expiresAt.toISOString(),
  };
}
