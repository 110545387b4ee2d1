import type { Counters } from '@server/lib/rateLimitStore';
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
    failures: `${scope}:pair:${pair}`,
    wait: `${scope}:wait:${pair}`,
    turn: (failures: number) => `${scope}:turn:${pair}:${failures}`,
    address: `${scope}:address:${address}`,
    email: `${scope}:email:${email.toLowerCase()}`,
  };
}

/** The wait after a pair's `failures`th failure: doubling from the first wait, up to the longest. */
export function waitAfter(failures: number): number {
  const doubled = RULE.firstWaitSeconds * 2 ** Math.max(0, failures - RULE.freeTries);
  return Math.min(doubled, RULE.longestWaitSeconds);
}

const refused = (message: string, seconds: number) =>
  new AccountRefusal('tooSoon', message, { retryAfterSeconds: seconds });

const secondsOf = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * Runs a sign-in's password check under the rule of decision 029: refused (429, Retry-After)
 * while the pair waits, or while the client address or the e-mail address has had too many
 * failures. The try is counted before the check, so parallel tries cannot slip past the wait.
 */
export async function underSignInRule<T>(
  counters: Counters,
  attempt: SignInAttempt,
  say: WaitSentences,
  check: () => Promise<T>,
): Promise<T> {
  const keys = keysOf(attempt);
  const tooEarly = async () => {
    const { current } = await counters.add(keys.failures, RULE.pairWindowMs);
    const seconds = waitAfter(current);
    await counters.hold(keys.wait, 1, seconds * 1000);
    return refused(say.pair(seconds), seconds);
  };

  if (await counters.read(keys.wait)) throw await tooEarly();
  const fromAddress = await counters.read(keys.address);
  if (fromAddress && fromAddress.current >= RULE.failuresPerAddress.max) {
    throw refused(say.address(secondsOf(fromAddress.ttl)), secondsOf(fromAddress.ttl));
  }
  const forEmail = await counters.read(keys.email);
  if (forEmail && forEmail.current >= RULE.failuresPerEmail.max) {
    throw refused(say.email(secondsOf(forEmail.ttl)), secondsOf(forEmail.ttl));
  }

  const before = (await counters.read(keys.failures))?.current ?? 0;
  // After the free tries, one try a wait: the first to come once it has passed takes the turn.
  if (before >= RULE.freeTries) {
    const turn = await counters.add(keys.turn(before), RULE.pairWindowMs);
    if (turn.current > 1) throw await tooEarly();
  }
  const { current } = await counters.add(keys.failures, RULE.pairWindowMs);
  if (current > RULE.freeTries && before < RULE.freeTries) {
    // More tries at once than were free: the ones past the free tries wait.
    const seconds = waitAfter(current);
    await counters.hold(keys.wait, 1, seconds * 1000);
    throw refused(say.pair(seconds), seconds);
  }
  if (current >= RULE.freeTries) await counters.hold(keys.wait, 1, waitAfter(current) * 1000);

  try {
    const result = await check();
    await forgetPair(counters, keys);
    return result;
  } catch (error) {
    if (error instanceof AccountRefusal && error.reason === 'wrongCredentials') {
      await counters.add(keys.address, RULE.failuresPerAddress.timeWindow);
      await counters.add(keys.email, RULE.failuresPerEmail.timeWindow);
    } else if (error instanceof AccountRefusal) {
      await forgetPair(counters, keys); // the password was right (an unverified account)
    }
    throw error;
  }
}

async function forgetPair(counters: Counters, keys: ReturnType<typeof keysOf>) {
  await counters.clear(keys.failures);
  await counters.clear(keys.wait);
}

/**
 * A password reset proves the mailbox: the e-mail address's failures and those of the pair it
 * was reset from are forgotten, so its owner signs in at once with the new password.
 */
export async function forgetSignInFailures(counters: Counters, attempt: SignInAttempt) {
  const keys = keysOf(attempt);
  await forgetPair(counters, keys);
  await counters.clear(keys.email);
}
