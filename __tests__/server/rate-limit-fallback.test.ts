import { AUTH_PER_ADDRESS_LIMIT } from '@server/lib/limits';
import { useTestApp } from './support/testApp';

jest.setTimeout(60_000);

// A Redis that is configured but not there: nothing listens on port 1.
const testApp = useTestApp({ SEED_DEMO_CONTENT: 'false', REDIS_URL: 'redis://127.0.0.1:1' });

describe('rate limits while their Redis is away', () => {
  it('count in the process instead of switching off, and health says so', async () => {
    const { app } = testApp;
    const health = await app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ rateLimits: 'in-process, Redis unreachable' });

    const ask = () =>
      app.inject({
        method: 'POST',
        url: '/api/account/forgot-password',
        payload: { email: `someone-${Math.random()}@example.com` },
        remoteAddress: '10.7.0.1',
      });
    for (let i = 0; i < AUTH_PER_ADDRESS_LIMIT.max; i += 1) {
      expect((await ask()).statusCode).toBe(200);
    }
    const limited = await ask();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
