import { AUTH_PER_ADDRESS_LIMIT } from '@server/lib/limits';
import { useTestApp } from './support/testApp';

jest.setTimeout(60_000);

// One load balancer in front: the address it appends is the client's; what the client wrote to
// the left of it is not believed.
const testApp = useTestApp({ SEED_DEMO_CONTENT: 'false', TRUST_PROXY: '1' });

const BALANCER = '10.9.0.1';

/** A forgotten-password request as it arrives through the balancer, with what the client wrote. */
const ask = (clientWrote: string, appended: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/account/forgot-password',
    payload: { email: `someone-${Math.random()}@example.com` },
    remoteAddress: BALANCER,
    headers: { 'x-forwarded-for': `${clientWrote}, ${appended}` },
  });

describe('the client address behind a proxy', () => {
  it('is the hop the proxy appended: a made-up left-most address skips no limit', async () => {
    for (let i = 0; i < AUTH_PER_ADDRESS_LIMIT.max; i += 1) {
      const answer = await ask(`203.0.113.${i}`, '198.51.100.7');
      expect(answer.statusCode).toBe(200);
    }
    const limited = await ask('203.0.113.250', '198.51.100.7');
    expect(limited.statusCode).toBe(429);

    // Another visitor behind the same balancer is still served.
    const other = await ask('203.0.113.1', '198.51.100.8');
    expect(other.statusCode).toBe(200);
  });

  it('names the proxies by address too', async () => {
    const { buildTestApp } = await import('./support/testApp');
    const named = await buildTestApp({
      SEED_DEMO_CONTENT: 'false',
      TRUST_PROXY: '10.9.0.0/16',
    });
    try {
      const send = (clientWrote: string) =>
        named.app.inject({
          method: 'POST',
          url: '/api/account/forgot-password',
          payload: { email: `someone-${Math.random()}@example.com` },
          remoteAddress: BALANCER,
          // The client wrote the first address; our balancer at 10.9.0.2 appended the visitor's.
          headers: { 'x-forwarded-for': `${clientWrote}, 198.51.100.9, 10.9.0.2` },
        });
      for (let i = 0; i < AUTH_PER_ADDRESS_LIMIT.max; i += 1) {
        expect((await send(`203.0.113.${i}`)).statusCode).toBe(200);
      }
      expect((await send('203.0.113.251')).statusCode).toBe(429);
    } finally {
      await named.close();
    }
  });
});
