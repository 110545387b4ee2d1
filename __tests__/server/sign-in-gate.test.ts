import Redis from 'ioredis';
import { rateLimitStore, type Gate } from '@server/lib/rateLimitStore';

// The gate behind the sign-in rule (decision 029), in the process and, when the suite runs with
// one, in Redis: tries made at once are judged one after another.
const GATE: Gate = { windowMs: 60_000, freeTries: 5, firstWaitMs: 300, longestWaitMs: 1_200 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const redisUrl = process.env.TEST_REDIS_URL;
const stores: Array<[string, () => Redis | undefined]> = [['in the process', () => undefined]];
if (redisUrl) stores.push(['in Redis', () => new Redis(redisUrl)]);

describe.each(stores)('a gate %s', (_where, connect) => {
  let redis: Redis | undefined;
  let counters: ReturnType<typeof rateLimitStore>['counters'];
  const key = `gate-test:${process.pid}:${Date.now()}`;

  beforeAll(async () => {
    redis = connect();
    if (redis) await new Promise((resolve) => redis!.once('ready', resolve));
    counters = rateLimitStore(redis, 'test:').counters;
  });
  afterAll(async () => {
    await counters.clear(key);
    redis?.disconnect();
  });

  it('admits the free tries of twenty at once, then one try a wait, the wait doubling', async () => {
    const first = await Promise.all(Array.from({ length: 20 }, () => counters.admit(key, GATE)));
    expect(first.filter((a) => a.admitted)).toHaveLength(GATE.freeTries);
    // The longest wait is reached by then, and the refused tries say so.
    expect(Math.max(...first.map((a) => a.waitMs))).toBe(GATE.longestWaitMs);

    await sleep(GATE.longestWaitMs + 100);
    const next = await Promise.all(Array.from({ length: 10 }, () => counters.admit(key, GATE)));
    expect(next.filter((a) => a.admitted)).toHaveLength(1);
  });

  it('opens again once cleared', async () => {
    await counters.clear(key);
    const again = await Promise.all(Array.from({ length: 6 }, () => counters.admit(key, GATE)));
    expect(again.map((a) => a.admitted).sort()).toEqual([false, true, true, true, true, true]);
    const waits = again.map((a) => a.waitMs).sort((a, b) => a - b);
    expect(waits).toEqual([0, 0, 0, 0, GATE.firstWaitMs, GATE.firstWaitMs * 2]);
  });
});
