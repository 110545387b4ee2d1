import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { staff } from '../../db/schema';

export type StaffRow = typeof staff.$inferSelect;

export async function findStaffByEmail(db: Executor, email: string): Promise<StaffRow | undefined> {
  const [row] = await db
    .select()
    .from(staff)
    .where(sql`lower(${staff.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row;
}

/** Invited, active (a password chosen) or removed: what `npm run staff -- list` shows. */
export function staffStatus(row: StaffRow): 'invited' | 'active' | 'removed' {
  if (row.removedAt) return 'removed';
  return row.activatedAt ? 'active' : 'invited';
}
