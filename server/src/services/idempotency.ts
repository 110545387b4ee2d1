import { and, eq, lt } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { idempotencyKeys } from '../db/schema';

/** How long a key's answer is kept and given again (API reference: "within 24 hours"). */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * A running call whose process died leaves its row without an answer; after this long a retry
 * with the same key runs the call again rather than waiting for an answer that never comes.
 */
export const ABANDONED_AFTER_MS = 2 * 60 * 1000;

export interface KeyedCall {
  caller: string;
  key: string;
  route: string;
}

export type Claim =
  | { kind: 'claimed' }
  | { kind: 'answered'; statusCode: number; body: string }
  | { kind: 'running' };

const matching = (call: KeyedCall) =>
  and(
    eq(idempotencyKeys.caller, call.caller),
    eq(idempotencyKeys.key, call.key),
    eq(idempotencyKeys.route, call.route),
  );

/**
 * Claims a key for a call about to run, or tells what became of the first call with it: its
 * answer, or that it is still running. The primary key makes the claim atomic, so of two
 * identical calls arriving together exactly one runs.
 */
export async function claimKey(db: Executor, call: KeyedCall, now = new Date()): Promise<Claim> {
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ ...call, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length > 0) return { kind: 'claimed' };

  const [row] = await db.select().from(idempotencyKeys).where(matching(call));
  if (!row) return claimKey(db, call, now); // released in between
  const age = now.getTime() - row.createdAt.getTime();
  const stale =
    age > IDEMPOTENCY_WINDOW_MS || (row.statusCode === null && age > ABANDONED_AFTER_MS);
  if (stale) {
    // Taken over only if nobody else took it over first.
    const taken = await db
      .update(idempotencyKeys)
      .set({ createdAt: now, statusCode: null, body: null })
      .where(and(matching(call), eq(idempotencyKeys.createdAt, row.createdAt)))
      .returning({ key: idempotencyKeys.key });
    return taken.length > 0 ? { kind: 'claimed' } : { kind: 'running' };
  }
  if (row.statusCode === null || row.body === null) return { kind: 'running' };
  return { kind: 'answered', statusCode: row.statusCode, body: row.body };
}

/** Keeps the first answer of a claimed call, to be given to every repeat. */
export async function keepAnswer(db: Executor, call: KeyedCall, statusCode: number, body: string) {
  await db.update(idempotencyKeys).set({ statusCode, body }).where(matching(call));
}

/** Lets the key go without an answer (a failure worth retrying), so a repeat runs the call. */
export async function releaseKey(db: Executor, call: KeyedCall) {
  await db.delete(idempotencyKeys).where(matching(call));
}

/** Keys past their 24 hours; the hourly housekeeping deletes them. */
export async function purgeOldKeys(db: Executor, now = new Date()) {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS)));
}
