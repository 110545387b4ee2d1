import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { SERVER_MESSAGES } from '@/contract/serverMessages';
import { useTestApp } from './support/testApp';

jest.setTimeout(60_000);

const testApp = useTestApp({ SEED_DEMO_CONTENT: 'false' });

const MARKER = 'echo-me-not';

/** The failure envelope, quoting nothing of the request. */
function expectEnvelope(body: string, message: string) {
  expect(JSON.parse(body)).toEqual({ success: false, message });
  expect(body).not.toContain(MARKER);
}

describe('the framework’s own errors answer in the failure envelope', () => {
  it('answers malformed JSON with 400 and a body over the limit with 413', async () => {
    const { app } = testApp;
    const notJson = await app.inject({
      method: 'POST',
      url: '/api/enquiry/',
      headers: { 'content-type': 'application/json' },
      payload: `{"message": "${MARKER}`,
    });
    expect(notJson.statusCode).toBe(400);
    expectEnvelope(notJson.body, SERVER_MESSAGES.bodyNotJson);

    const huge = await app.inject({
      method: 'POST',
      url: '/api/enquiry/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ message: MARKER.repeat(10_000) }),
    });
    expect(huge.statusCode).toBe(413);
    expectEnvelope(huge.body, SERVER_MESSAGES.bodyTooLarge);
  });

  it('answers a known path asked with the wrong method with 405 and Allow', async () => {
    const { app } = testApp;
    const deleted = await app.inject({ method: 'DELETE', url: '/api/excursions/1' });
    expect(deleted.statusCode).toBe(405);
    expect(deleted.headers.allow).toBe('GET');
    expectEnvelope(deleted.body, SERVER_MESSAGES.methodNotAllowed);

    const fetched = await app.inject({ method: 'GET', url: '/api/booking/add' });
    expect(fetched.statusCode).toBe(405);
    expect(fetched.headers.allow).toBe('POST');

    const unknown = await app.inject({ method: 'GET', url: `/api/${MARKER}` });
    expect(unknown.statusCode).toBe(404);
    expectEnvelope(unknown.body, SERVER_MESSAGES.notFound);
  });

  it('answers a URL that does not decode with 400 and a path part over the router’s limit with 414', async () => {
    const { app } = testApp;
    const broken = await app.inject({ method: 'GET', url: `/api/excursions/${MARKER}%E0%A4%A` });
    expect(broken.statusCode).toBe(400);
    expectEnvelope(broken.body, SERVER_MESSAGES.invalidBody);

    const long = await app.inject({ method: 'GET', url: `/api/excursions/${MARKER.repeat(40)}` });
    expect(long.statusCode).toBe(414);
    expectEnvelope(long.body, SERVER_MESSAGES.urlTooLong);
  });

  describe('over a real connection', () => {
    let port: number;
    beforeAll(async () => {
      await testApp.app.listen({ port: 0, host: '127.0.0.1' });
      port = (testApp.app.server.address() as AddressInfo).port;
    });

    /** Sends raw bytes and reads the whole answer. */
    const exchange = (request: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1');
        let answer = '';
        socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
        socket.on('error', reject);
        socket.on('close', () => {
          const [head, ...rest] = answer.split('\r\n\r\n');
          resolve({ status: Number(head.split(' ')[1]), body: rest.join('\r\n\r\n') });
        });
        socket.end(request);
      });

    it('answers a URL over the size limit with 414', async () => {
      const answer = await exchange(
        `GET /api/excursions/allexcursion?name=${MARKER.repeat(3000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      );
      expect(answer.status).toBe(414);
      expectEnvelope(answer.body, SERVER_MESSAGES.urlTooLong);
    });

    it('answers headers over the size limit with 431', async () => {
      const answer = await exchange(
        `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${MARKER.repeat(3000)}\r\n\r\n`,
      );
      expect(answer.status).toBe(431);
      expectEnvelope(answer.body, SERVER_MESSAGES.headersTooLarge);
    });

    it('answers a malformed request with 400', async () => {
      const answer = await exchange(`GET /${MARKER} HTTP/1.1\r\nHost x\r\n\r\n`);
      expect(answer.status).toBe(400);
      expectEnvelope(answer.body, SERVER_MESSAGES.invalidBody);
    });
  });
});
