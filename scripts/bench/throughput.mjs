// The catalog's throughput against the ceiling of this machine (issue 15): starts the server
// itself on a fresh database (embedded, then PostgreSQL when DATABASE_URL is set) and, beside it,
// a bare Fastify server that returns each endpoint's bytes from memory. For 64 and 200
// connections it runs the bare route and the project's endpoint alternately, every request from
// its own address (TRUST_PROXY with X-Forwarded-For), and prints requests/s, p50/p99, the ratio
// to the bare route and the server's memory (RSS). Then the first (uncached) answers, the catalog
// mix at 200 connections (any 503, the slowest answer), and 100,000 excursions: page 1, a page
// near the end, a filtered page and a name search, each answered fresh, p50/p99. With a website
// build, the rendered pages `/` and `/tours-list` (kept after their first render) beside the
// static index.html (served by this server and by a bare one) and beside the same bytes from a bare
// server, as a browser asks for them. The booking engine (issue 37): the calendar of 62 days
// beside the excursion's own answer, in turn, and reservations (holds) from 64 visitors at once
// on one departure with room for all of them.
// Prints figures, with Lighthouse's benchmarkIndex of this machine; never fails on slowness.
// Loopback only, bounded in time.
//
//   node scripts/bench/throughput.mjs [--quick] [--port 4320 (4321, 4322: bare servers)]
//     [--embedded-only | --postgres-only] [--mix-only | --pages-only | --booking-only]
//
// --quick: one 3 s window each for an endpoint and the bare route, 3 s per page, a 10 s mix and
// fewer fresh answers (about 2 minutes a database); without it three rounds of 4 s windows for
// each endpoint and the bare route in turn (the median ratio), 10 s per page and a 60 s mix
// (about 7 minutes a database). --mix-only: the catalog mix alone, right after the start (its
// first answers are uncached, as a visitor's first requests would be). --pages-only: the
// rendered pages alone. --booking-only: the booking engine's part alone.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import pg from 'pg';
import { SERVER_NODE_ARGS } from '../serverProcess.cjs';
import { memoryMiB } from './processMemory.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const argv = process.argv.slice(2);
const flagValue = (name, fallback) => {
  const at = argv.indexOf(name);
  return at >= 0 ? argv[at + 1] : fallback;
};
const quick = argv.includes('--quick');
const mixOnly = argv.includes('--mix-only');
const pagesOnly = argv.includes('--pages-only');
const bookingOnly = argv.includes('--booking-only');
const port = Number(flagValue('--port', '4320'));
const barePort = port + 1;
const seconds = quick ? 3 : 10;
const rounds = quick ? 1 : 3;
const roundSeconds = quick ? 3 : 4;
const mixSeconds = quick ? 10 : 60;
const freshRequests = quick ? 40 : 200;
const scaleRequests = quick ? 30 : 100;
const SCALE = 100_000;
/** Reservations sent by 64 visitors at once, and the accounts they come from (30 a minute each). */
const reservationCount = quick ? 1000 : 4000;
const reservationAccounts = Math.max(128, Math.ceil(reservationCount / 20));
/** The calendar's longest call: 62 days (CALENDAR_MAX_DAYS), both ends included. */
const CALENDAR_DAYS = 62;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const ms = (value) => (value < 10 ? value.toFixed(1) : String(Math.round(value)));

/** An address of its own for every request: 10.0.0.1, 10.0.0.2, … */
let addressCounter = 0;
const nextAddress = () => {
  const n = ++addressCounter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255 || 1}`;
};
const ownAddress = (request) => {
  request.headers = { ...request.headers, 'x-forwarded-for': nextAddress() };
  return request;
};

function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited ${code}`)),
    );
  });
}

async function waitFor(url, child, what) {
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} stopped before answering`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    if (Date.now() - started > 120_000) throw new Error(`${what}: no answer within 120 s`);
    await sleep(100);
  }
}

async function stop(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(15_000)]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

/** The real server, as `npm start` runs it, with the production log level. */
async function startServer(env) {
  const child = spawn(process.execPath, SERVER_NODE_ARGS, {
    cwd: root,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`http://127.0.0.1:${port}/api/health`, child, 'the server');
  return child;
}

/** A bare Fastify server: GET /bare/<n> answers the n-th body, from memory. */
async function startBare(bodies) {
  const file = path.join(os.tmpdir(), `wat-bare-${process.pid}.json`);
  fs.writeFileSync(file, JSON.stringify(bodies));
  const code = `
    const fastify = require('fastify');
    const bodies = JSON.parse(require('node:fs').readFileSync(${JSON.stringify(file)}, 'utf8'));
    const app = fastify({ trustProxy: true });
    app.get('/bare/:n', (request, reply) =>
      reply.type('application/json; charset=utf-8').send(bodies[Number(request.params.n)]));
    app.listen({ port: ${barePort}, host: '127.0.0.1' });`;
  const child = spawn(process.execPath, ['-e', code], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`http://127.0.0.1:${barePort}/bare/0`, child, 'the bare server');
  fs.rmSync(file, { force: true });
  return child;
}

function load(paths, connections, duration, targetPort = port) {
  return autocannon({
    url: `http://127.0.0.1:${targetPort}`,
    connections,
    duration,
    requests: paths.map((p) => ({ method: 'GET', path: p, setupRequest: ownAddress })),
  });
}

const percent = (ratio) => `${(ratio * 100).toFixed(0)} %`;

/**
 * The bare route (or another reference) and the endpoint in turn, `rounds` times: this machine's
 * speed drifts over tens of seconds, so each ratio is of two neighbouring windows, and the median
 * round is kept.
 */
async function inTurn(barePath, endpointPath, connections, referencePort = barePort) {
  const pairs = [];
  let failed = 0;
  for (let round = 0; round < rounds; round++) {
    const b = await load([barePath], connections, roundSeconds, referencePort);
    const r = await load([endpointPath], connections, roundSeconds);
    failed += r.non2xx + r.errors + r.timeouts;
    pairs.push({ b, r, ratio: r.requests.average / b.requests.average });
  }
  const ratios = pairs.map((pair) => pair.ratio);
  const median = [...pairs].sort((x, y) => x.ratio - y.ratio)[Math.floor(pairs.length / 2)];
  return { median, ratios, failed };
}

/** Fresh answers, one at a time: each URL made unique so no cache holds it. */
async function freshTimes(base, url, count) {
  const times = [];
  const failed = [];
  for (let i = 0; i < count; i++) {
    const unique = `${url}${url.includes('?') ? '&' : '?'}fresh=${Date.now()}-${i}`;
    const started = performance.now();
    const res = await fetch(base + unique, { headers: { 'x-forwarded-for': nextAddress() } });
    await res.arrayBuffer();
    if (res.ok) times.push(performance.now() - started);
    else failed.push(res.status);
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? NaN;
  return { p50: at(0.5), p99: at(0.99), failed: failed.length ? ` (${failed.join(', ')})` : '' };
}

/** What a browser sends: the rendered pages and the static file are compared in one encoding. */
const BROWSER_ENCODING = 'gzip, deflate, br, zstd';
const RENDERED_PAGES = ['/', '/tours-list'];
const pagesPort = port + 2;

/**
 * A bare Fastify server answering from memory, as for a browser taking brotli: GET /index.html
 * with the build's index.html.br (the static file the rendered pages are compared with, issue
 * 14 item 6), and GET /same/<n> with the bytes the server sent for the n-th rendered page (the
 * most a server can do with answers of that size on this machine).
 */
async function startBarePages(websiteDir, sentPages) {
  const file = path.join(os.tmpdir(), `wat-bare-pages-${process.pid}.json`);
  fs.writeFileSync(file, JSON.stringify(sentPages.map((body) => body.toString('base64'))));
  const code = `
    const fs = require('node:fs');
    const fastify = require('fastify');
    const index = fs.readFileSync(${JSON.stringify(path.join(websiteDir, 'index.html.br'))});
    const same = JSON.parse(fs.readFileSync(${JSON.stringify(file)}, 'utf8'))
      .map((text) => Buffer.from(text, 'base64'));
    const app = fastify({ trustProxy: true });
    const send = (reply, body) => reply.type('text/html; charset=utf-8')
      .header('Vary', 'Accept-Encoding').header('Content-Encoding', 'br').send(body);
    app.get('/index.html', (request, reply) => send(reply, index));
    app.get('/same/:n', (request, reply) => send(reply, same[Number(request.params.n)]));
    app.listen({ port: ${pagesPort}, host: '127.0.0.1' });`;
  const child = spawn(process.execPath, ['-e', code], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`http://127.0.0.1:${pagesPort}/index.html`, child, 'the bare pages server');
  fs.rmSync(file, { force: true });
  return child;
}

function loadPage(pagePath, targetPort) {
  return autocannon({
    url: `http://127.0.0.1:${targetPort}`,
    connections: 64,
    duration: seconds,
    headers: { 'accept-encoding': BROWSER_ENCODING, accept: 'text/html' },
    requests: [{ method: 'GET', path: pagePath, setupRequest: ownAddress }],
  });
}

/** An answer as sent on the wire (fetch would decompress it), with its encoding. */
async function sentAnswer(url) {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': BROWSER_ENCODING } }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ body: Buffer.concat(chunks), encoding: res.headers['content-encoding'] }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * The rendered pages `/` and `/tours-list` (kept per catalog version after their first render)
 * at 64 connections, all brotli-compressed as for a browser, alternating with three anchors:
 * the build's static index.html served by this very server (issue 14 item 6: what a visitor's
 * first request cost before pages were rendered, through the same hooks), the same file from a
 * bare server's memory, and the page's own bytes from the bare server; then the server's memory.
 */
async function benchPages(base, server) {
  const websiteDir = path.join(root, 'dist', 'website');
  if (!fs.existsSync(path.join(websiteDir, 'index.html.br'))) {
    console.log('\nRendered pages: no website build (npx webpack --mode production), skipped');
    return;
  }
  const sent = [];
  for (const pagePath of RENDERED_PAGES) {
    // The first render loads React and the site's code; the page is kept from then on, and its
    // smallest brotli copy is made in the background: the bytes sent from then on.
    const first = await sentAnswer(base + pagePath);
    let answer = first;
    for (let tries = 0; tries < 20 && answer.body.length >= first.body.length; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      answer = await sentAnswer(base + pagePath);
    }
    sent.push(answer);
  }
  const bare = await startBarePages(
    websiteDir,
    sent.map(({ body }) => body),
  );
  try {
    console.log(
      `\nRendered pages, 64 connections, ${seconds} s each, alternating with the static ` +
        'index.html from this server and from a bare server, and with the same bytes from the ' +
        `bare server (Accept-Encoding: ${BROWSER_ENCODING}):\n`,
    );
    console.log(
      '| page | encoding | bytes sent | req/s | p50 ms | p99 ms | index.html req/s | ratio | ' +
        'bare index.html req/s | ratio | same bytes req/s | ratio | non-2xx |',
    );
    console.log(
      '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    );
    for (const [n, pagePath] of RENDERED_PAGES.entries()) {
      const index = await loadPage('/index.html', port);
      const bareIndex = await loadPage('/index.html', pagesPort);
      const same = await loadPage(`/same/${n}`, pagesPort);
      const r = await loadPage(pagePath, port);
      const ratio = (reference) =>
        `${Math.round(reference.requests.average)} | ` +
        `${((r.requests.average / reference.requests.average) * 100).toFixed(0)} %`;
      console.log(
        `| ${pagePath} | ${sent[n].encoding ?? 'none'} | ${sent[n].body.length} | ` +
          `${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ` +
          `${ratio(index)} | ${ratio(bareIndex)} | ${ratio(same)} | ` +
          `${r.non2xx + r.errors + r.timeouts + index.non2xx + index.errors} |`,
      );
    }
    console.log(`\nServer RSS after the rendered pages: ${memoryMiB(server.pid, 'VmRSS')} MiB`);
  } finally {
    await stop(bare);
  }
}

/** The catalog mix at 200 connections: any 503, the slowest answer, the memory. */
async function catalogMix(server, endpoints) {
  const mix = [
    ...endpoints.map(([, p]) => p),
    '/api/excursionstype',
    '/api/excursions/specialinterest',
    `/api/excursions/allexcursion?SortColumn=name&pageSize=20&pageIndex=2`,
    `/api/excursions/allexcursion?SortColumn=specialOffer&pageSize=4&pageIndex=1`,
  ];
  const started = performance.now();
  const slow = []; // seconds into the mix at which an answer over 2 s arrived
  // A connection's first answer waits for the server to accept the connection: a busy server
  // accepts one connection per turn of its event loop, so these show how long that took.
  const answered = new Set();
  let slowFirst = 0;
  const running = load(mix, 200, mixSeconds);
  running.on('response', (client, _status, _bytes, responseTime) => {
    const first = !answered.has(client);
    answered.add(client);
    if (responseTime <= 2000) return;
    slow.push((performance.now() - started) / 1000);
    if (first) slowFirst += 1;
  });
  const m = await running;
  const statuses = Object.entries(m.statusCodeStats ?? {})
    .map(([code, { count }]) => `${code}: ${count}`)
    .join(', ');
  console.log(
    `\nCatalog mix, 200 connections, ${mixSeconds} s: ${Math.round(m.requests.average)} req/s, ` +
      `p50 ${m.latency.p50} ms, p99 ${m.latency.p99} ms, slowest ${m.latency.max} ms; ` +
      `statuses ${statuses}; errors ${m.errors}, timeouts ${m.timeouts}; RSS ${memoryMiB(server.pid, 'VmRSS')} MiB; ` +
      `over 2 s: ${slow.length}${slow.length ? ` (arriving ${slow[0].toFixed(1)}–${slow.at(-1).toFixed(1)} s into it, ${slowFirst} of them a connection's first)` : ''}; ` +
      `load ${os.loadavg()[0].toFixed(2)}`,
  );
}

/** Lighthouse's measure of this machine's speed, run in this process: compare runs by it. */
const benchmarkIndex = () => Math.round(pageFunctions.computeBenchmarkIndex());

/** Today and the days after it, YYYY-MM-DD in Africa/Banjul (UTC all year). */
const dayAfterToday = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The booking engine's part, set up on the database before the server starts: the calendar's
 * excursion, a departure with room for every reservation and the visitors' sessions.
 */
async function prepareBooking(env, dataDir) {
  const file = path.join(dataDir, 'booking-setup.json');
  const setup = path.join('scripts', 'bench', 'bookingSetup.ts');
  await run(process.execPath, ['--import', 'tsx', setup, file, String(reservationAccounts)], env);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * The booking engine: the calendar of 62 days of a priced excursion and that excursion's own
 * answer (a catalog read), both warm, in turn at 64 connections; then reservations from 64
 * visitors at once (each a hold of 2 adults and a child, every visitor's account a different
 * one in turn) on one departure with room for all of them, and the seats it shows afterwards.
 */
async function benchBooking(base, setup) {
  const calendar =
    `/api/excursions/${setup.calendarExcursionId}/calendar` +
    `?from=${dayAfterToday(0)}&to=${dayAfterToday(CALENDAR_DAYS - 1)}`;
  const excursion = `/api/excursions/${setup.calendarExcursionId}`;
  for (const p of [calendar, excursion]) {
    const res = await fetch(base + p); // the first answer fills the cache
    if (!res.ok) {
      console.log(`
Booking engine: ${p} answered ${res.status}, skipped`);
      return;
    }
  }
  console.log(
    `
Booking engine (benchmarkIndex ${benchmarkIndex()}, load ${os.loadavg()[0].toFixed(2)}; ` +
      `the calendar's excursion priced by ${setup.pricedBySeed ? 'the demo seed' : 'this benchmark'}). ` +
      `The calendar of ${CALENDAR_DAYS} days and the same excursion's answer in turn, ` +
      `64 connections, ${rounds} × ${roundSeconds} s each (the round with the median ratio):\n`,
  );
  const { median, ratios, failed } = await inTurn(excursion, calendar, 64, port);
  console.log('| call | req/s | p50 ms | p99 ms | non-2xx |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const [name, r, bad] of [
    [`calendar, ${CALENDAR_DAYS} days`, median.r, failed],
    ['one excursion', median.b, median.b.non2xx + median.b.errors + median.b.timeouts],
  ]) {
    console.log(
      `| ${name} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${bad} |`,
    );
  }
  console.log(
    `\nThe calendar's requests/s against the excursion's: ${percent(median.ratio)} ` +
      `(rounds: ${ratios.map(percent).join(', ')})`,
  );

  let next = 0;
  const body = JSON.stringify({
    lines: [{ departureId: setup.departureId, units: { adult: 2, child: 1 } }],
  });
  const held = await autocannon({
    url: base,
    connections: 64,
    amount: reservationCount,
    requests: [
      {
        method: 'POST',
        path: '/api/booking/reserve',
        setupRequest: (request) => ({
          ...request,
          body,
          headers: {
            ...request.headers,
            'content-type': 'application/json',
            'x-forwarded-for': nextAddress(),
            authorization: `Bearer ${setup.tokens[next++ % setup.tokens.length]}`,
          },
        }),
      },
    ],
  });
  const statuses = Object.entries(held.statusCodeStats ?? {})
    .map(([code, { count }]) => `${code}: ${count}`)
    .join(', ');
  // The departure's seats as a visitor sees them, once the server is out of any 503.
  let departures = { data: [] };
  for (let tries = 0; tries < 20; tries++) {
    const res = await fetch(
      `${base}/api/excursions/${setup.reservationExcursionId}/departures?date=${setup.reservationDate}`,
      { headers: { 'x-forwarded-for': nextAddress() } },
    );
    if (res.ok) {
      departures = await res.json();
      break;
    }
    await sleep(1000);
  }
  const departure = departures.data.find(({ id }) => id === setup.departureId);
  const taken = departure ? departure.capacity - departure.vacancies : 'unknown';
  console.log(
    `\nReservations, 64 visitors at once from ${setup.tokens.length} accounts, ` +
      `${reservationCount} reservations of 3 seats on one departure (benchmarkIndex ${benchmarkIndex()}): ` +
      `${Math.round(held.requests.average)} req/s, p50 ${held.latency.p50} ms, ` +
      `p99 ${held.latency.p99} ms, slowest ${held.latency.max} ms; statuses ${statuses}; ` +
      `errors ${held.errors}, timeouts ${held.timeouts}; seats taken on the departure afterwards ` +
      `${taken} (3 × the 201s: ${3 * (held['2xx'] ?? 0)})`,
  );
}

async function benchDatabase(label, databaseEnv, cleanup) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wat-throughput-'));
  const env = {
    ...process.env,
    ...databaseEnv,
    DATA_DIR: dataDir,
    TRUST_PROXY: 'true',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    MAIL_SENDER: 'false',
    HOUSEKEEPING: 'false',
    SEED_DEMO_CONTENT: 'true',
    NODE_ENV: 'production',
  };
  if (!databaseEnv.DATABASE_URL) delete env.DATABASE_URL;
  const base = `http://127.0.0.1:${port}`;
  console.log(`\n## ${label}\n`);
  let server;
  let bare;
  try {
    // The demo content and its pictures first, so no drawing runs during the measurements.
    await run(process.execPath, ['--import', 'tsx', 'server/src/seed/cli.ts'], env);
    const booking = mixOnly || pagesOnly ? undefined : await prepareBooking(env, dataDir);
    server = await startServer(env);

    const json = async (p) => {
      const res = await fetch(base + p);
      if (!res.ok) throw new Error(`${p} answered ${res.status}: ${await res.text()}`);
      return res.json();
    };
    const { data: destinations } = await json('/api/destination');
    const first = await json(
      '/api/excursions/allexcursion?SortColumn=name&pageSize=20&pageIndex=1',
    );
    const destinationId = destinations[0].id;
    const endpoints = [
      [
        'allexcursion page 1',
        '/api/excursions/allexcursion?SortColumn=name&pageSize=20&pageIndex=1',
      ],
      [
        'filtered page',
        `/api/excursions/destination/${destinationId}?SortColumn=name&pageSize=20&pageIndex=1`,
      ],
      ['one excursion', `/api/excursions/${first.data.results[0].id}`],
      ['destinations', '/api/destination'],
    ];
    const bodies = [];
    for (const [, p] of endpoints) bodies.push(await (await fetch(base + p)).text());
    if (mixOnly || pagesOnly || bookingOnly) {
      if (mixOnly) await catalogMix(server, endpoints);
      else if (pagesOnly) await benchPages(base, server);
      else await benchBooking(base, booking);
      return;
    }
    bare = await startBare(bodies);

    console.log(`First (uncached) answers, one at a time, ${freshRequests} each:\n`);
    console.log('| endpoint | bytes | p50 ms | p99 ms |');
    console.log('| --- | ---: | ---: | ---: |');
    for (const [i, [name, p]] of endpoints.entries()) {
      const t = await freshTimes(base, p, freshRequests);
      console.log(`| ${name} | ${bodies[i].length} | ${ms(t.p50)} | ${ms(t.p99)}${t.failed} |`);
    }

    for (const connections of [64, 200]) {
      console.log(
        `\n${connections} connections, bare route and endpoint in turn, ${rounds} × ${roundSeconds} s ` +
          "each (the round with the median ratio, and every round's ratio):\n",
      );
      console.log(
        '| endpoint | req/s | p50 ms | p99 ms | bare req/s | bare p99 ms | ratio | rounds | non-2xx |',
      );
      console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
      for (const [i, [name, p]] of endpoints.entries()) {
        const { median, ratios, failed } = await inTurn(`/bare/${i}`, p, connections);
        const { b, r } = median;
        console.log(
          `| ${name} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ` +
            `${Math.round(b.requests.average)} | ${b.latency.p99} | ${percent(median.ratio)} | ` +
            `${ratios.map(percent).join(', ')} | ${failed} |`,
        );
      }
      console.log(
        `\nServer RSS after ${connections} connections: ${memoryMiB(server.pid, 'VmRSS')} MiB`,
      );
    }

    await benchBooking(base, booking);
    await catalogMix(server, endpoints);
    await benchPages(base, server);

    await stop(server);
    await stop(bare);
    bare = undefined;
    const seeding = performance.now();
    const toAdd = SCALE - first.data.totalCount;
    await run(
      process.execPath,
      ['--import', 'tsx', 'server/src/seed/cli.ts', '--excursions', String(toAdd)],
      env,
    );
    console.log(
      `\n${SCALE.toLocaleString('en')} excursions (seeded in ${((performance.now() - seeding) / 1000).toFixed(0)} s), ` +
        `each answer fresh, one at a time, ${scaleRequests} each:\n`,
    );
    server = await startServer(env);
    const big = await json('/api/excursions/allexcursion?SortColumn=name&pageSize=20&pageIndex=1');
    const scaled = [
      ['page 1', '/api/excursions/allexcursion?SortColumn=name&pageSize=20&pageIndex=1'],
      [
        'a page near the end',
        `/api/excursions/allexcursion?SortColumn=name&pageSize=20&pageIndex=${big.data.totalPages - 1}`,
      ],
      [
        'a filtered page',
        `/api/excursions/destination/${destinationId}?SortColumn=name&pageSize=20&pageIndex=2`,
      ],
      [
        'a name search',
        '/api/excursions/allexcursion?SortColumn=name&pageSize=20&pageIndex=1&name=birding',
      ],
    ];
    console.log('| request | p50 ms | p99 ms | × page 1 (p50) |');
    console.log('| --- | ---: | ---: | ---: |');
    let pageOne;
    for (const [name, p] of scaled) {
      await freshTimes(base, p, 3); // warm the database's own caches
      const t = await freshTimes(base, p, scaleRequests);
      pageOne ??= t.p50;
      console.log(
        `| ${name} | ${ms(t.p50)} | ${ms(t.p99)}${t.failed} | ${(t.p50 / pageOne).toFixed(2)} |`,
      );
    }
  } finally {
    if (bare) await stop(bare);
    if (server) await stop(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
    await cleanup?.();
  }
}

console.log(
  `# Catalog throughput (${quick ? 'quick' : 'full'} run; ${os.cpus().length} CPUs, ` +
    `load ${os.loadavg()[0].toFixed(2)}, benchmarkIndex ${benchmarkIndex()}, Node ${process.version})`,
);
if (!argv.includes('--postgres-only')) await benchDatabase('Embedded database (PGlite)', {});

if (process.env.DATABASE_URL && !argv.includes('--embedded-only')) {
  // A database of its own on that server, dropped afterwards.
  const name = `wat_throughput_${process.pid}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  await benchDatabase('PostgreSQL', { DATABASE_URL: url.toString() }, async () => {
    const drop = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await drop.connect();
    await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await drop.end();
  });
}
