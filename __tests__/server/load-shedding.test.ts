import Fastify from 'fastify';
import underPressure from '@fastify/under-pressure';
import { LOAD_SHEDDING } from '../../server/src/lib/loadShedding';

/**
 * The server's load shedding, under pressure from the start (a health check that fails stands in
 * for an event loop held too long): what a browser asking for a page, its files and its calls gets.
 */
async function overloadedServer() {
  const app = Fastify();
  await app.register(underPressure, {
    ...LOAD_SHEDDING,
    healthCheck: async () => false,
    healthCheckInterval: 60_000,
  });
  for (const url of [
    '/tour-details/2',
    '/api/destination',
    '/main.1a2b3c.js',
    '/images/w960/x.jpg',
  ])
    app.get(url, async () => 'served');
  return app;
}

/** Holds the event loop, as a fresh process's first page does while it loads the renderer's code. */
function holdEventLoop(ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('load shedding', () => {
  it('serves the pages that follow a first page which held the event loop for over a second', async () => {
    const app = Fastify();
    await app.register(underPressure, LOAD_SHEDDING);
    app.get('/tour-details/2', async () => 'served');
    app.get('/first-page', async () => {
      holdEventLoop(1200);
      return 'served';
    });
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/first-page' })).statusCode).toBe(200);
    const answers: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      answers.push((await app.inject({ method: 'GET', url: '/tour-details/2' })).statusCode);
      await sleep(100);
    }
    expect(answers).toEqual(Array(12).fill(200));
    await app.close();
  });

  it("refuses pages and calls with 503 and Retry-After, but still serves the website's files", async () => {
    const app = await overloadedServer();
    for (const url of ['/tour-details/2', '/api/destination']) {
      const refused = await app.inject({ method: 'GET', url });
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('10');
    }
    for (const url of ['/main.1a2b3c.js', '/images/w960/x.jpg']) {
      const served = await app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.body).toBe('served');
    }
    await app.close();
  });
});
