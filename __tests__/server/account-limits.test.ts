import { SERVER_MESSAGES } from '../../src/contract/serverMessages';
import { AUTH_PER_ADDRESS_LIMIT, CODES_PER_EMAIL_LIMIT } from '../../server/src/lib/limits';
import { useTestApp } from './support/testApp';

// Booting PGlite and hashing with argon2 take a few seconds on a busy machine.
jest.setTimeout(60_000);

const testApp = useTestApp({ SEED_DEMO_CONTENT: 'false' });

const post = (path: string, payload: object, remoteAddress: string) =>
  testApp.app.inject({ method: 'POST', url: `/api/account${path}`, payload, remoteAddress });

describe('rate limits of the account calls', () => {
  it('limits code requests per e-mail address, from any client address', async () => {
    const target = 'codes@example.com';
    for (let i = 0; i < CODES_PER_EMAIL_LIMIT.max; i += 1) {
      const asked = await post('/forgot-password', { email: target }, `10.3.0.${i + 1}`);
      expect(asked.statusCode).toBe(200);
    }
    const limited = await post('/forgot-password', { email: target }, '10.3.1.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ success: false, message: SERVER_MESSAGES.rateLimited });
  });

  it('limits each client address on every account call', async () => {
    const address = '10.4.0.1';
    for (let i = 0; i < AUTH_PER_ADDRESS_LIMIT.max; i += 1) {
      const asked = await post('/resend-otp', { email: `someone${i}@example.com` }, address);
      expect(asked.statusCode).toBe(200);
    }
    const limited = await post('/resend-otp', { email: 'one-more@example.com' }, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(SERVER_MESSAGES.rateLimited);

    const neighbour = await post('/resend-otp', { email: 'one-more@example.com' }, '10.4.0.2');
    expect(neighbour.statusCode).toBe(200);
  });
});
