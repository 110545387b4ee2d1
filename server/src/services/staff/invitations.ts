import { asc, eq } from 'drizzle-orm';
import { isEmailAddress } from '@/contract/email';
import { isValidPassword } from '@/contract/password';
import { ACCOUNT_MESSAGES, STAFF_MESSAGES } from '@/contract/serverMessages';
import { TEXT_LIMITS } from '@/contract/limits';
import type { AcceptInviteRequest } from '@/contract/wire/staff';
import type { Database } from '../../db/client';
import { staff } from '../../db/schema';
import { AccountRefusal, invalidField } from '../accounts/refusal';
import type { AccountServices } from '../accounts/services';
import { issueCode, makeCode, useCode } from '../codes';
import { STAFF_INVITE_LIFETIME_HOURS, staffInvitationMail } from '../mail/templates';
import { recordAudit } from '../operator/audit';
import { hashSecret } from '../passwords';
import { findStaffByEmail, staffStatus, type StaffRow } from './records';
import { revokeAllStaffSessions } from './sessions';

/** Changes made from the command line are audited under this name. */
const COMMAND_LINE = { id: null, email: 'command line' } as const;
const INVITE_LIFETIME_MS = STAFF_INVITE_LIFETIME_HOURS * 60 * 60 * 1000;

export type StaffInvitation = { invited: StaffRow; code: string } | { refused: string };

/**
 * Creates a member of staff (or invites a removed one again) and queues the invitation mail
 * with a code valid 24 hours. A visitor account with the same address is left alone: the staff
 * login is separate.
 */
export async function inviteStaff(
  services: Pick<AccountServices, 'db' | 'mail' | 'config'>,
  input: { email: string; name: string },
  now = new Date(),
): Promise<StaffInvitation> {
  const email = input.email.trim().toLowerCase();
  const name = input.name.trim();
  if (!isEmailAddress(email)) return { refused: STAFF_MESSAGES.emailInvalid };
  if (!name || name.length > TEXT_LIMITS.name) return { refused: STAFF_MESSAGES.nameRequired };

  const fresh = await makeCode();
  return services.db.transaction(async (tx): Promise<StaffInvitation> => {
    const existing = await findStaffByEmail(tx, email);
    if (existing && staffStatus(existing) === 'active') {
      return { refused: STAFF_MESSAGES.alreadyStaff(email) };
    }
    const values = { email, name, passwordHash: null, activatedAt: null, removedAt: null };
    const [row] = existing
      ? await tx
          .update(staff)
          .set({ ...values, invitedAt: now })
          .where(eq(staff.id, existing.id))
          .returning()
      : await tx.insert(staff).values(values).returning();
    const issue = await issueCode(tx, email, 'staff-invite', fresh, now, INVITE_LIFETIME_MS);
    if (!issue.issued) return { refused: STAFF_MESSAGES.inviteTooSoon(issue.retryAfterSeconds) };
    await services.mail.enqueue(
      staffInvitationMail({
        to: email,
        name,
        code: fresh.code,
        siteUrl: services.config.publicUrl,
      }),
      tx,
    );
    await recordAudit(tx, COMMAND_LINE, {
      action: existing ? 'staff.reinvite' : 'staff.invite',
      subjectKind: 'staff',
      subjectId: row.id,
      before: existing ? { status: staffStatus(existing) } : undefined,
      after: { email, name, status: 'invited' },
    });
    return { invited: row, code: fresh.code };
  });
}

/** Ends a member's access: every staff session stops at once. */
export async function removeStaff(db: Database, email: string): Promise<StaffRow | undefined> {
  return db.transaction(async (tx) => {
    const existing = await findStaffByEmail(tx, email);
    if (!existing || existing.removedAt) return undefined;
    const [row] = await tx
      .update(staff)
      .set({ removedAt: new Date() })
      .where(eq(staff.id, existing.id))
      .returning();
    await revokeAllStaffSessions(tx, existing.id);
    await recordAudit(tx, COMMAND_LINE, {
      action: 'staff.remove',
      subjectKind: 'staff',
      subjectId: existing.id,
      before: { status: staffStatus(existing) },
      after: { status: 'removed' },
    });
    return row;
  });
}

export function listStaff(db: Database): Promise<StaffRow[]> {
  return db.select().from(staff).orderBy(asc(staff.email));
}

/** The invitation code sets the member's password; the member can then sign in. */
export async function acceptInvitation(
  db: Database,
  { email, code, password }: AcceptInviteRequest,
): Promise<void> {
  if (!isValidPassword(password)) throw invalidField('password', ACCOUNT_MESSAGES.passwordRule);
  const invalidCode = () => new AccountRefusal('invalid', STAFF_MESSAGES.invitationInvalid);
  if (!(await useCode(db, email, 'staff-invite', code))) throw invalidCode();
  const passwordHash = await hashSecret(password);
  await db.transaction(async (tx) => {
    const member = await findStaffByEmail(tx, email);
    if (!member || member.removedAt) throw invalidCode();
    await tx
      .update(staff)
      .set({ passwordHash, activatedAt: new Date() })
      .where(eq(staff.id, member.id));
    await revokeAllStaffSessions(tx, member.id);
    await recordAudit(tx, member, {
      action: 'staff.accept-invite',
      subjectKind: 'staff',
      subjectId: member.id,
      after: { status: 'active' },
    });
  });
}
