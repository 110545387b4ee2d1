/**
 * One-time codes mailed to verify an address or to reset a password.
 *
 * Only an argon2id hash of a code is stored. There are just 10^6 codes, so a fast hash (SHA-256)
 * of a leaked row would give the code back in well under a second; with argon2 each guess costs
 * tens of milliseconds of memory-hard work, so going through all of them takes hours of
 * computing, much longer than the 10 minutes a code lives.
 */
import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { oneTimeCodes } from '../db/schema';
import {
  CODE_LENGTH,
  CODE_LIFETIME_MINUTES,
  CODE_MAX_WRONG_TRIES,
  RESEND_COOLDOWN_SECONDS,
} from '@/contract/limits';
import { hashSecret, spendVerification, verifySecret } from './passwords';

/** What a code is for; one live code per e-mail address and purpose. */
export type CodePurpose = (typeof oneTimeCodes.purpose.enumValues)[number];

export interface FreshCode {
  code: string;
  codeHash: string;
}

export type CodeIssue = { issued: true } | { issued: false; retryAfterSeconds: number };

const CODE_PATTERN = new RegExp(`^[0-9]{${CODE_LENGTH}}$`);
const LIFETIME_MS = CODE_LIFETIME_MINUTES * 60_000;
const COOLDOWN_MS = RESEND_COOLDOWN_SECONDS * 1000;

const forAddress = (email: string, purpose: CodePurpose) =>
  and(
    sql`lower(${oneTimeCodes.email}) = ${email.toLowerCase()}`,
    eq(oneTimeCodes.purpose, purpose),
  );

/** A new random code and its hash, made before any transaction because hashing takes a while. */
export async function makeCode(): Promise<FreshCode> {
  const code = randomInt(0, 10 ** CODE_LENGTH)
    .toString()
    .padStart(CODE_LENGTH, '0');
  return { code, codeHash: await hashSecret(code) };
}

/**
 * Stores a fresh code (valid 10 minutes unless told otherwise), unless the last one for this address and purpose is less than 30 s old.
 * The new code voids the older ones. Run it in the transaction that queues the mail.
 */
export async function issueCode(
  tx: Executor,
  email: string,
  purpose: CodePurpose,
  fresh: FreshCode,
  now = new Date(),
  lifetimeMs = LIFETIME_MS,
): Promise<CodeIssue> {
  // Two requests racing for the same address and purpose take turns, so only one code is sent.
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`${purpose}:${email.toLowerCase()}`}))`,
  );
  const [latest] = await tx
    .select({ createdAt: oneTimeCodes.createdAt })
    .from(oneTimeCodes)
    .where(forAddress(email, purpose))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  const waitMs = latest ? latest.createdAt.getTime() + COOLDOWN_MS - now.getTime() : 0;
  if (waitMs > 0) return { issued: false, retryAfterSeconds: Math.ceil(waitMs / 1000) };

  await tx
    .update(oneTimeCodes)
    .set({ expiresAt: now })
    .where(
      and(forAddress(email, purpose), isNull(oneTimeCodes.usedAt), gt(oneTimeCodes.expiresAt, now)),
    );
  await tx.insert(oneTimeCodes).values({
    email: email.toLowerCase(),
    purpose,
    codeHash: fresh.codeHash,
    expiresAt: new Date(now.getTime() + lifetimeMs),
    createdAt: now,
  });
  return { issued: true };
}

/**
 * Uses the live code of an address once; false for a wrong, used, voided or expired code.
 * Each try is counted before the comparison, so even parallel guesses get at most 5 tries; the
 * claim is a conditional update, so two right tries at once cannot both win.
 */
export async function useCode(
  db: Executor,
  email: string,
  purpose: CodePurpose,
  code: string,
  now = new Date(),
): Promise<boolean> {
  if (!CODE_PATTERN.test(code)) return false;
  const tried = await db
    .update(oneTimeCodes)
    .set({ failedAttempts: sql`${oneTimeCodes.failedAttempts} + 1` })
    .where(
      and(
        forAddress(email, purpose),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, now),
        lt(oneTimeCodes.failedAttempts, CODE_MAX_WRONG_TRIES),
      ),
    )
    .returning({ id: oneTimeCodes.id, codeHash: oneTimeCodes.codeHash });
  if (tried.length === 0) {
    await spendVerification(code); // no live code: answer as slowly as a wrong one
    return false;
  }

  for (const candidate of tried) {
    if (!(await verifySecret(candidate.codeHash, code))) continue;
    const claimed = await db
      .update(oneTimeCodes)
      // The right try was counted above but is not a failure.
      .set({ usedAt: now, failedAttempts: sql`${oneTimeCodes.failedAttempts} - 1` })
      .where(and(eq(oneTimeCodes.id, candidate.id), isNull(oneTimeCodes.usedAt)))
      .returning({ id: oneTimeCodes.id });
    return claimed.length > 0;
  }
  return false;
}
