import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { staff, staffSessions } from '../../db/schema';

/** A staff session lasts at most a working day (API.md: at most 8 hours). */
export const STAFF_SESSION_LIFETIME_MS = 8 * 60 * 60 * 1000;

/** The signed-in member of staff, as the operator routes and the audit see them. */
export interface StaffMember {
  id: number;
  email: string;
  name: string;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Opens a staff session and returns its token (256 random bits; only its hash is stored). */
export async function openStaffSession(
  db: Executor,
  staffId: number,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + STAFF_SESSION_LIFETIME_MS);
  await db.insert(staffSessions).values({ staffId, tokenHash: hashToken(token), expiresAt });
  return { token, expiresAt };
}

/** The member of staff behind a live token; a removed member's tokens find no one. */
export async function findStaffMember(
  db: Executor,
  token: string,
): Promise<StaffMember | undefined> {
  const [row] = await db
    .select({ id: staff.id, email: staff.email, name: staff.name })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, hashToken(token)),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, new Date()),
        isNull(staff.removedAt),
      ),
    )
    .limit(1);
  return row;
}

export async function revokeStaffSession(db: Executor, token: string): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(staffSessions.tokenHash, hashToken(token)), isNull(staffSessions.revokedAt)));
}

export async function revokeAllStaffSessions(db: Executor, staffId: number): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}
