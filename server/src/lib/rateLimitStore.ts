import type Redis from 'ioredis';

export type Counted = { current: number; ttl: number };
type Done = (error: Error | null, result: Counted) => void;

/** INCR with the window set on the first call; answers the count and the window left. */
const INCREMENT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { current, ttl }`;

/** The count and window left of a live counter; nothing once its window has ended. */
const READ = `
local current = redis.call('GET', KEYS[1])
if not current then return false end
return { tonumber(current), redis.call('PTTL', KEYS[1]) }`;

/**
 * One try at a gate, in one step: counts the try (KEYS[1], window ARGV[1]); admits it while the
 * count is within the free tries (ARGV[2]) or no wait runs (KEYS[2]); from the last free try on,
 * starts a wait of ARGV[3] ms doubled per try past the free ones, at most ARGV[4] ms.
 */
const ADMIT = `
local tries = redis.call('INCR', KEYS[1])
if tries == 1 or redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local free = tonumber(ARGV[2])
local admitted = tries <= free or redis.call('EXISTS', KEYS[2]) == 0
local wait = 0
if tries >= free then
  wait = math.min(tonumber(ARGV[3]) * 2 ^ (tries - free), tonumber(ARGV[4]))
  redis.call('SET', KEYS[2], 1, 'PX', wait)
end
return { admitted and 1 or 0, wait }`;

type WithIncrement = Redis & {
  watIncrement(key: string, window: number): Promise<[number, number]>;
  watRead(key: string): Promise<[number, number] | null>;
  watAdmit(
    tries: string,
    wait: string,
    window: number,
    free: number,
    firstWait: number,
    longestWait: number,
  ): Promise<[number, number]>;
};

/** A count of tries within a window, and after the free ones a doubling wait between two. */
export interface Gate {
  windowMs: number;
  freeTries: number;
  firstWaitMs: number;
  longestWaitMs: number;
}

/** Whether a try goes through, and the wait it started (0 while tries are free). */
export type Admission = { admitted: boolean; waitMs: number };

/** The wait after the `tries`th try: none before the last free one, then doubling to the longest. */
export function waitAfter(gate: Gate, tries: number): number {
  if (tries < gate.freeTries) return 0;
  return Math.min(gate.firstWaitMs * 2 ** (tries - gate.freeTries), gate.longestWaitMs);
}

/**
 * Counters the routes keep themselves (the sign-in rule of decision 029), in the same place as
 * the rate limits': a count within a window that starts with the first `add`, read back, set to
 * a value for a while, or cleared.
 */
export interface Counters {
  /** Adds one; answers the count and the milliseconds left of its window. */
  add(key: string, windowMs: number): Promise<Counted>;
  /** The count and the milliseconds left, or undefined when there is none. */
  read(key: string): Promise<Counted | undefined>;
  /** Sets the count to `value` for `windowMs` from now. */
  hold(key: string, value: number, windowMs: number): Promise<void>;
  clear(key: string): Promise<void>;
  /**
   * One try at the gate `key`, counted and judged in one step, so that tries made at once cannot
   * all slip through before the wait starts. `clear(key)` opens the gate again.
   */
  admit(key: string, gate: Gate): Promise<Admission>;
}

const waitKeyOf = (key: string) => `${key}:wait`;

/** Counters of this process: the whole store without Redis, the fallback while Redis is away. */
class LocalCounters {
  private readonly counts = new Map<string, { current: number; endsAt: number }>();

  incr(key: string, timeWindow: number): Counted {
    const now = Date.now();
    let entry = this.counts.get(key);
    if (!entry || entry.endsAt <= now) {
      entry = { current: 0, endsAt: now + timeWindow };
      if (this.counts.size >= 100_000) this.sweep(now);
    }
    entry.current += 1;
    this.counts.set(key, entry);
    return { current: entry.current, ttl: entry.endsAt - now };
  }

  read(key: string): Counted | undefined {
    const now = Date.now();
    const entry = this.counts.get(key);
    return entry && entry.endsAt > now
      ? { current: entry.current, ttl: entry.endsAt - now }
      : undefined;
  }

  hold(key: string, value: number, windowMs: number) {
    if (this.counts.size >= 100_000) this.sweep(Date.now());
    this.counts.set(key, { current: value, endsAt: Date.now() + windowMs });
  }

  clear(key: string) {
    this.counts.delete(key);
    this.counts.delete(waitKeyOf(key));
  }

  admit(key: string, gate: Gate): Admission {
    const tries = this.incr(key, gate.windowMs).current;
    const admitted = tries <= gate.freeTries || !this.read(waitKeyOf(key));
    const waitMs = waitAfter(gate, tries);
    if (waitMs > 0) this.hold(waitKeyOf(key), 1, waitMs);
    return { admitted, waitMs };
  }

  private sweep(now: number) {
    for (const [key, entry] of this.counts) if (entry.endsAt <= now) this.counts.delete(key);
    // Still full of live counters: drop the oldest rather than grow without bound.
    for (const key of this.counts.keys()) {
      if (this.counts.size < 90_000) break;
      this.counts.delete(key);
    }
  }
}

export type RateLimitStoreState = 'in-process' | 'redis' | 'in-process, Redis unreachable';

/**
 * The rate-limit counters: in Redis when it is configured and answering, so that replicas share
 * them; in this process otherwise, so that a Redis outage never switches the limits off
 * (decision 003). `state()` says which, for /api/health. The reads (`countRead`) are always
 * counted in the process.
 */
export function rateLimitStore(redis: Redis | undefined, nameSpace: string) {
  const local = new LocalCounters();
  let redisFailing = false;
  if (redis) {
    (redis as WithIncrement).defineCommand('watIncrement', { numberOfKeys: 1, lua: INCREMENT });
    (redis as WithIncrement).defineCommand('watRead', { numberOfKeys: 1, lua: READ });
    (redis as WithIncrement).defineCommand('watAdmit', { numberOfKeys: 2, lua: ADMIT });
  }

  const state = (): RateLimitStoreState => {
    if (!redis) return 'in-process';
    return redis.status === 'ready' && !redisFailing ? 'redis' : 'in-process, Redis unreachable';
  };

  class Store {
    private readonly prefix: string;

    /** The plugin hands the root store its options; a child gets its route's prefix. */
    constructor(prefix?: unknown) {
      this.prefix = typeof prefix === 'string' ? prefix : nameSpace;
    }

    incr(key: string, done: Done, timeWindow: number) {
      const fullKey = this.prefix + key;
      if (!redis || redis.status !== 'ready') {
        done(null, local.incr(fullKey, timeWindow));
        return;
      }
      (redis as WithIncrement)
        .watIncrement(fullKey, timeWindow)
        .then(([current, ttl]) => {
          redisFailing = false;
          done(null, { current, ttl });
        })
        .catch(() => {
          redisFailing = true;
          done(null, local.incr(fullKey, timeWindow));
        });
    }

    child(routeOptions: { routeInfo: { method: string; url: string } }) {
      return new Store(
        `${this.prefix}${routeOptions.routeInfo.method}${routeOptions.routeInfo.url}-`,
      );
    }
  }

  /** Runs `inRedis` while Redis answers, `inProcess` when it is not configured or away. */
  async function either<T>(inRedis: (r: WithIncrement) => Promise<T>, inProcess: () => T) {
    if (!redis || redis.status !== 'ready') return inProcess();
    try {
      const result = await inRedis(redis as WithIncrement);
      redisFailing = false;
      return result;
    } catch {
      redisFailing = true;
      return inProcess();
    }
  }

  const counters: Counters = {
    add: (key, windowMs) =>
      either(
        async (r) => {
          const [current, ttl] = await r.watIncrement(nameSpace + key, windowMs);
          return { current, ttl };
        },
        () => local.incr(nameSpace + key, windowMs),
      ),
    read: (key) =>
      either(
        async (r) => {
          const found = await r.watRead(nameSpace + key);
          return found ? { current: found[0], ttl: found[1] } : undefined;
        },
        () => local.read(nameSpace + key),
      ),
    hold: (key, value, windowMs) =>
      either(
        async (r) => {
          await r.set(nameSpace + key, value, 'PX', windowMs);
        },
        () => local.hold(nameSpace + key, value, windowMs),
      ),
    clear: (key) =>
      either(
        async (r) => {
          await r.del(nameSpace + key, waitKeyOf(nameSpace + key));
        },
        () => local.clear(nameSpace + key),
      ),
    admit: (key, gate) =>
      either(
        async (r) => {
          const [admitted, waitMs] = await r.watAdmit(
            nameSpace + key,
            waitKeyOf(nameSpace + key),
            gate.windowMs,
            gate.freeTries,
            gate.firstWaitMs,
            gate.longestWaitMs,
          );
          return { admitted: admitted === 1, waitMs };
        },
        () => local.admit(nameSpace + key, gate),
      ),
  };

  /**
   * Counts one read of a client (its address key): the reads without a limit of their own share
   * one counter per address, kept in this process in one synchronous step, never in Redis, so
   * that a cached answer waits for no round trip (decisions 032 and 037).
   */
  const countRead = (client: string, windowMs: number) =>
    local.incr(`${nameSpace}reads-${client}`, windowMs);

  return { Store, state, counters, countRead };
}
