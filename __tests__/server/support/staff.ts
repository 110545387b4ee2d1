import { staff } from '@server/db/schema';
import type { Database } from '@server/db/client';
import { openStaffSession, type StaffMember } from '@server/services/staff/sessions';
import { hashSecret } from '@server/services/passwords';

export const STAFF_PASSWORD = 'Operator@2026';

/**
 * A member of staff who has accepted the invitation, and a live staff token for them: what the
 * operator tests sign in as. (The invitation and the two sign-in steps have tests of their own.)
 */
export async function signedInStaff(
  db: Database,
  email = `staff-${Math.random().toString(36).slice(2, 10)}@example.com`,
  name = 'Awa Jallow',
): Promise<StaffMember & { token: string }> {
  const [member] = await db
    .insert(staff)
    .values({
      email,
      name,
      passwordHash: await hashSecret(STAFF_PASSWORD),
      activatedAt: new Date(),
    })
    .returning({ id: staff.id, email: staff.email, name: staff.name });
  const { token } = await openStaffSession(db, member.id);
  return { ...member, token };
}
