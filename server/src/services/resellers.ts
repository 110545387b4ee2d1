import { createHash, randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { resellers, staff } from '../db/schema';
import type { CreatedReseller, Reseller } from '@/contract/wire/resellers';
import { recordAudit } from './operator/audit';
import type { StaffMember } from './staff/sessions';

/**
 * A key is 32 random bytes: a plain SHA-256 of it is enough to store (nobody can guess a key from
 * its hash, and there is no short password to try a list of), and it is found by one index read.
 */
export const hashResellerKey = (key: string) => createHash('sha256').update(key).digest('hex');

const newKey = () => `wat_${randomBytes(32).toString('base64url')}`;

/** Adds a reseller and answers its key, which is shown this once; audited. */
export async function createReseller(
  db: Database,
  who: StaffMember,
  name: string,
): Promise<CreatedReseller> {
  const apiKey = newKey();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(resellers)
      .values({ name: name.trim(), keyHash: hashResellerKey(apiKey), createdBy: who.id })
      .returning({ id: resellers.id, name: resellers.name });
    await recordAudit(tx, who, {
      action: 'reseller.create',
      subjectKind: 'reseller',
      subjectId: row.id,
      after: { name: row.name },
    });
    return { ...row, apiKey };
  });
}

export async function listResellers(db: Executor): Promise<Reseller[]> {
  const rows = await db
    .select({
      id: resellers.id,
      name: resellers.name,
      createdAt: resellers.createdAt,
      createdBy: staff.email,
      revokedAt: resellers.revokedAt,
    })
    .from(resellers)
    .leftJoin(staff, eq(staff.id, resellers.createdBy))
    .orderBy(asc(resellers.id));
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
  }));
}

/** Revokes a reseller's key; its next call on any process is refused. Audited. */
export async function revokeReseller(
  db: Database,
  who: StaffMember,
  id: number,
  now = new Date(),
): Promise<'revoked' | 'not found' | 'already revoked'> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(resellers).where(eq(resellers.id, id)).for('update');
    if (!row) return 'not found';
    if (row.revokedAt) return 'already revoked';
    await tx.update(resellers).set({ revokedAt: now }).where(eq(resellers.id, id));
    await recordAudit(tx, who, {
      action: 'reseller.revoke',
      subjectKind: 'reseller',
      subjectId: id,
      before: { name: row.name, revokedAt: null },
      after: { name: row.name, revokedAt: now.toISOString() },
    });
    return 'revoked';
  });
}

/**
 * The reseller a key belongs to, read on every call (no cache), so a revocation holds on every
 * process from its next call. Undefined for an unknown or revoked key.
 */
export async function resellerOfKey(db: Executor, key: string) {
  const [row] = await db
    .select({ id: resellers.id, name: resellers.name, revokedAt: resellers.revokedAt })
    .from(resellers)
    .where(eq(resellers.keyHash, hashResellerKey(key)));
  return row && !row.revokedAt ? { id: row.id, name: row.name } : undefined;
}
