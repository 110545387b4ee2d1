import type Redis from 'ioredis';

type Counted = { current: number; ttl: number };
type Done = (error: Error | null, result: Counted) => void;

/** INCR with the window set on the first call; answers the count and the window left. */
const INCREMENT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { current, ttl }`;

type WithIncrement = Redis & {
  watIncrement(key: string, window: number): Promise<[number, number]>;
};

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
 * (decision 003). `state()` says which, for /api/health.
 */
export function rateLimitStore(redis: Redis | undefined, nameSpace: string) {
  const local = new LocalCounters();
  let redisFailing = false;
  if (redis)
    (redis as WithIncrement).defineCommand('watIncrement', { numberOfKeys: 1, lua: INCREMENT });

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

  return { Store, state };
}
