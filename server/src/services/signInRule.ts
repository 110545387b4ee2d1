import type { Counters, Gate } from '@server/lib/rateLimitStore';
import { SIGN_IN_RULE } from '@server/lib/limits';
import { AccountRefusal } from './accounts/refusal';

/** Who tries: the e-mail address typed and the client address it comes from. */
export interface SignInAttempt {
  /** Visitors and staff count apart. */
  scope: 'sign-in' | 'staff-sign-in';
  email: string;
  address: string;
}

/** What a refused try is told, with the seconds to wait; each says what to do meanwhile. */
export interface WaitSentences {
  pair(seconds: number): string;
  address(seconds: number): string;
  email(seconds: number): string;
}

const RULE = SIGN_IN_RULE;

function keysOf({ scope, email, address }: SignInAttempt) {
  const pair = `${email.toLowerCase()}|${address}`;
  return {
    pair: `${scope}:pair:${pair}`,
    address: `${scope}:address:${address}`,
    email: `${scope}:email:${email.toLowerCase()}`,
  };
}

/** A pair's tries: the free ones, then one try a wait, the wait doubling with each try. */
const PAIR_GATE: Gate = {
  windowMs: RULE.pairWindowMs,
  freeTries: RULE.freeTries,
  firstWaitMs: RULE.firstWaitSeconds * 1000,
  longestWaitMs: RULE.longestWaitSeconds * 1000,
};

const refused = (message: string, seconds: number) =>
  new AccountRefusal('tooSoon', message, { retryAfterSeconds: seconds });

const secondsOf = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * Runs a sign-in's password check under the rule of decision 029: refused (429, Retry-After)
 * while the pair waits, or while the client address or the e-mail address has had too many
 * failures. The try is counted and judged in one step before the check, so parallel tries cannot
 * slip past the wait.
 */
export async function underSignInRule<T>(
  counters: Counters,
  attempt: SignInAttempt,
  say: WaitSentences,
  check: () => Promise<T>,
): Promise<T> {
  const keys = keysOf(attempt);
  const fromAddress = await counters.read(keys.address);
  if (fromAddress && fromAddress.current >= RULE.failuresPerAddress.max) {
    throw refused(say.address(secondsOf(fromAddress.ttl)), secondsOf(fromAddress.ttl));
  }
  const forEmail = await counters.read(keys.email);
  if (forEmail && forEmail.current >= RULE.failuresPerEmail.max) {
    throw refused(say.email(secondsOf(forEmail.ttl)), secondsOf(forEmail.ttl));
  }
  const { admitted, waitMs } = await counters.admit(keys.pair, PAIR_GATE);
  if (!admitted) throw refused(say.pair(secondsOf(waitMs)), secondsOf(waitMs));

  try {
    const result = await check();
    await counters.clear(keys.pair);
    return result;
  } catch (error) {
    if (error instanceof AccountRefusal && error.reason === 'wrongCredentials') {
      await counters.add(keys.address, RULE.failuresPerAddress.timeWindow);
      await counters.add(keys.email, RULE.failuresPerEmail.timeWindow);
    } else if (error instanceof AccountRefusal) {
      await counters.clear(keys.pair); // the password was right (an unverified account)
    }
    throw error;
  }
}

/**
 * A password reset proves the mailbox: the e-mail address's failures and those of the pair it
 * was reset from are forgotten, so its owner signs in at once with the new password.
 */
export async function forgetSignInFailures(counters: Counters, attempt: SignInAttempt) {
  const keys = keysOf(attempt);
  await counters.clear(keys.pair);
  await counters.clear(keys.email);
}
