import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { buildTestApp, openMigratedEmbedded, type TestApp } from './support/testApp';
import { PER_ADDRESS_LIMIT } from '../../server/src/lib/limits';

describe('the app as a whole', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      SEED_DEMO_CONTENT: 'false',
      CORS_ORIGINS: 'https://tours.example.gm',
    });
  });
  afterAll(() => t.close());

  it('answers health when the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'ok',
      rateLimits: process.env.TEST_REDIS_URL ? 'redis' : 'in-process',
    });
  });

  it('publishes every call of the contract as OpenAPI', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const calls = Object.entries(doc.paths as Record<string, object>).flatMap(([p, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${p}`),
    );
    expect(calls).toEqual(
      expect.arrayContaining([
        'GET /api/excursionstype',
        'GET /api/destination',
        'GET /api/destination/{id}',
        'GET /api/excursions/allexcursion',
        'GET /api/excursions/destination/{destinationId}',
        'GET /api/excursions/destination/{destinationId}/type/{categoryId}',
        'GET /api/excursions/{id}',
        'GET /api/excursions/specialinterest',
        'POST /api/account/sign-up',
        'POST /api/account/verify-email',
        'POST /api/account/resend-otp',
        'POST /api/account/app/sign-in',
        'GET /api/account/',
        'POST /api/account/logout',
        'POST /api/account/forgot-password',
        'POST /api/account/reset-password',
        'POST /api/booking/add',
        'GET /api/booking/user-booking',
        'POST /transport-api/user/transfer',
        'GET /transport-api/user/transfer',
        'POST /api/review/',
        'POST /api/review/create',
        'POST /api/enquiry/',
        'GET /api/health',
      ]),
    );
    for (const [p, ops] of Object.entries(
      doc.paths as Record<string, Record<string, { responses?: object }>>,
    )) {
      if (p.startsWith('/api/docs')) continue;
      for (const op of Object.values(ops))
        expect(Object.keys(op.responses ?? {})).not.toHaveLength(0);
    }
  });

  it('shows the contract as a page at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });

  it('sends security headers: pages a CSP that allows no inline script, answers a CSP of nothing', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/config.js' });
    const csp = String(page.headers['content-security-policy']);
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    // A JSON answer is nothing a browser renders: it may load nothing and be framed nowhere.
    const answer = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(answer.headers['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['x-ratelimit-remaining']).toBeUndefined();
    for (const res of [page, answer]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toBeDefined();
    }
  });

  it('allows CORS only for configured origins', async () => {
    const allowed = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://tours.example.gm' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://tours.example.gm');
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });

  it.each(['/api/nothing-here', '/api', '/transport-api/user/nothing', '/images/none.jpg'])(
    'answers %s with a JSON 404',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
    },
  );

  it('answers a body that is not JSON with a 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/enquiry',
      headers: { 'content-type': 'application/json' },
      payload: '{"firstName": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
  });

  it('answers a body over 64 KiB with a 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/enquiry',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(70 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().success).toBe(false);
  });
});

describe('the website build', () => {
  let t: TestApp | undefined;
  let websiteDir: string;
  beforeAll(async () => {
    websiteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wat-site-'));
    fs.writeFileSync(
      path.join(websiteDir, 'index.html'),
      '<!doctype html><title>West Africa Tours</title>',
    );
    const bundle = `console.log(${JSON.stringify('West Africa Tours '.repeat(200))});`;
    fs.writeFileSync(path.join(websiteDir, 'app.3f2a9c1b.js'), bundle);
    fs.writeFileSync(path.join(websiteDir, 'app.3f2a9c1b.js.br'), zlib.brotliCompressSync(bundle));
    fs.writeFileSync(path.join(websiteDir, 'app.3f2a9c1b.js.gz'), zlib.gzipSync(bundle));
    const database = await openMigratedEmbedded();
    const config = loadConfig({
      SEED_DEMO_CONTENT: 'false',
      MAIL_SENDER: 'false',
      DATA_DIR: websiteDir,
      WEBSITE_DIR: websiteDir,
    });
    const app = await buildApp({ config, database, loadShedding: false });
    t = {
      app,
      database,
      dataDir: websiteDir,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(websiteDir, { recursive: true, force: true });
  });

  it('serves index.html for client routes, uncached', async () => {
    for (const url of [
      '/',
      '/tours-list',
      '/tour-details/12',
      '/special-excursion-details/%7B%22a%22%3A1%7D',
    ]) {
      const res = await t!.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('West Africa Tours');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed files pre-compressed and cached for a year', async () => {
    const br = await t!.app.inject({
      method: 'GET',
      url: '/app.3f2a9c1b.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain('West Africa Tours');

    const gzip = await t!.app.inject({
      method: 'GET',
      url: '/app.3f2a9c1b.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const plain = await t!.app.inject({
      method: 'GET',
      url: '/app.3f2a9c1b.js',
      headers: { 'accept-encoding': '' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('West Africa Tours');
  });

  it('gives the website its runtime settings as a script file', async () => {
    const res = await t!.app.inject({ method: 'GET', url: '/config.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('window.__WAT_CONFIG__');
    expect(res.body).toContain('"apiBase":"/api/"');
    expect(res.body).toContain('"transportBase":"/transport-api/"');
    expect(res.body).toContain('"imagesBase":"/images/"');
  });

  it('counts API calls against a client address, but not the website files', async () => {
    const from = (url: string) => t!.app.inject({ method: 'GET', url, remoteAddress: '10.9.0.1' });
    for (let i = 0; i <= PER_ADDRESS_LIMIT.max; i += 1) {
      expect((await from('/app.3f2a9c1b.js')).statusCode).toBe(200);
    }
    expect((await from('/config.js')).statusCode).toBe(200);

    for (let i = 0; i < PER_ADDRESS_LIMIT.max; i += 1) await from('/api/excursionstype');
    expect((await from('/api/excursionstype')).statusCode).toBe(429);
    // The files still arrive for the visitors behind that address.
    expect((await from('/app.3f2a9c1b.js')).statusCode).toBe(200);
  });

  it('counts the reads of an IPv6 client by its /64 network, and says when to try again', async () => {
    const from = (remoteAddress: string) =>
      t!.app.inject({ method: 'GET', url: '/api/excursionstype', remoteAddress });
    // Any address of one network: a phone may change its address within its /64 at will.
    for (let i = 0; i < PER_ADDRESS_LIMIT.max; i += 1) {
      expect((await from(`2001:db8:5:7::${(i + 1).toString(16)}`)).statusCode).toBe(200);
    }
    const refused = await from('2001:db8:5:7:ffff::1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ success: false });
    // Another network is another client.
    expect((await from('2001:db8:5:8::1')).statusCode).toBe(200);
  });

  it('counts reads apart from writes: an address at its read limit can still book', async () => {
    const from = (method: 'GET' | 'POST', url: string) =>
      t!.app.inject({
        method,
        url,
        remoteAddress: '10.9.0.2',
        payload: method === 'POST' ? {} : undefined,
      });
    for (let i = 0; i < PER_ADDRESS_LIMIT.max; i += 1) await from('GET', '/api/destination');
    expect((await from('GET', '/api/destination')).statusCode).toBe(429);
    // Not refused by the limit: the booking asks for a signed-in visitor.
    expect((await from('POST', '/api/booking/add')).statusCode).toBe(401);
  });

  it('answers a missing file with a 404, not the index page', async () => {
    for (const url of ['/app.00000000.js', '/favicon.ico', '/images/w320/%2e%2e/%2e%2e/x.jpg']) {
      const res = await t!.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
    }
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const res = await t!.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });
});

describe('health without a database', () => {
  it('answers 503 when the database does not answer', async () => {
    const t = await buildTestApp({ SEED_DEMO_CONTENT: 'false' });
    await t.database.close();
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json().success).toBe(false);
    await t.close();
  });
});

describe('a site whose visitors share an address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ SEED_DEMO_CONTENT: 'false', RATE_LIMIT_PER_ADDRESS: '20' });
  });
  afterAll(() => t.close());

  it('takes its per-address limit from RATE_LIMIT_PER_ADDRESS, for reads and writes', async () => {
    const call = (method: 'GET' | 'POST', url: string) =>
      t.app.inject({
        method,
        url,
        remoteAddress: '10.9.1.1',
        payload: method === 'POST' ? {} : undefined,
      });
    for (let i = 0; i < 20; i += 1) {
      expect((await call('GET', '/api/excursionstype')).statusCode).toBe(200);
    }
    expect((await call('GET', '/api/excursionstype')).statusCode).toBe(429);
    // Writes without a limit of their own count apart, against the same figure.
    for (let i = 0; i < 20; i += 1) {
      expect((await call('POST', '/api/booking/add')).statusCode).toBe(401);
    }
    expect((await call('POST', '/api/booking/add')).statusCode).toBe(429);
  });
});
