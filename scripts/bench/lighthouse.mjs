// Lighthouse's mobile profile on the four pages of issue 14 (home, excursion list, an excursion,
// a destination), on the production build served by the real server on a fresh embedded
// database, in Debian's chromium with the browser suite's flags. In the same run, alternating
// with them, it measures two references:
//   - each page's static snapshot: the HTML the server answers for the page, with every <script>
//     element and script preload removed, so the page's own ceiling without JavaScript;
//   - the stack-floor page (scripts/bench/stack-floor/app.tsx): the least a client-rendered page
//     on the site's stack loads, built with the site's webpack configuration.
// Both are served by a small static server of this script on loopback (the snapshots on port + 1,
// the floor on port + 2) as the real server serves a page: with the headers the real server sends
// with it and brotli-compressed (gzip for a browser without brotli). Whatever else they ask for
// (pictures, styles, fonts, the API) it passes to the real server untouched, so they load the same
// files the page loads. A server of its own rather than a route in the real server: the product
// serves no benchmark pages. The headers matter: Chromium puts a page sent with
// Cross-Origin-Opener-Policy in a new renderer process, which delays its first paint by some
// 50 ms in Lighthouse's unthrottled load, and that load decides which requests its simulation
// counts before the largest paint (decision 057).
// Prints the median of three runs (--quick: one, --runs N: N) of each figure (the longest task
// is the longest after the first paint), and the gap of each page to its snapshot and to the
// floor. Prints figures; never fails on a score. Needs a build
// (`npx webpack --mode production`); stops measuring after --minutes (40 by default).
// --cpu-slowdown: Lighthouse's CPU multiplier (4 by default, which its documentation sets for a
// host whose benchmarkIndex is 1,500-2,000; a faster host needs a larger one to look like the
// same phone). The simulated LCP of a page and of its snapshot can each jump by 0.3-0.5 s from
// run to run on the same build; --runs 5 or more narrows the comparison.
//
// --pages: the pages to measure, comma-separated (`--pages /,/fr/` sets the French home beside
// the English one); the four pages by default.
//
// --profile phone: five runs (unless --runs says otherwise) at the usual slowdown, then five more
// at the slowdown that makes this host as slow as a low-cost Android phone (./phoneSlowdown.mjs,
// from the host's benchmarkIndex: the median of the unmeasured first visits); never below the
// usual slowdown.
//
//   node scripts/bench/lighthouse.mjs [--port 3998] [--quick | --runs 3] [--minutes 40]
//     [--cpu-slowdown 4] [--pages /,/fr/] [--profile phone]
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import lighthouse from 'lighthouse';
import { LOW_END_PHONE_INDEX, phoneSlowdown } from './phoneSlowdown.mjs';
import { launchChromium, startSite } from './site.mjs';
import { buildStackFloor } from './stack-floor/build.mjs';

const option = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const port = option('--port', 3998);
const profileAt = process.argv.indexOf('--profile');
const phoneProfile = profileAt > 0 && process.argv[profileAt + 1] === 'phone';
const runs = process.argv.includes('--quick') ? 1 : option('--runs', phoneProfile ? 5 : 3);
const cpuSlowdown = option('--cpu-slowdown', 4);
const deadline = Date.now() + option('--minutes', 40) * 60_000;
const pagesAt = process.argv.indexOf('--pages');
const chosenPages = pagesAt > 0 ? process.argv[pagesAt + 1].split(',') : undefined;
const site = `http://127.0.0.1:${port}`;
const snapshotSite = `http://127.0.0.1:${port + 1}`;
const floorSite = `http://127.0.0.1:${port + 2}`;
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wat-lighthouse-'));
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

/** `/tour-details/2` as in the issue, or the first excursion by name when there is no 2. */
async function excursionPage() {
  if ((await fetch(`${site}/api/excursions/2`)).ok) return '/tour-details/2';
  const answer = await fetch(
    `${site}/api/excursions/allexcursion?SortColumn=name&pageSize=1&pageIndex=1`,
  );
  return `/tour-details/${(await answer.json()).data.results[0].id}`;
}

/**
 * The page as the server renders it, without its scripts, as a browser without JavaScript shows
 * it (the content of its <noscript> elements too): the page's ceiling without JavaScript. With
 * the headers the real server sent with the page, less those that describe its encoded body.
 */
async function snapshotOf(page) {
  const answer = await fetch(`${site}${page}`);
  const html = (await answer.text())
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<\/?noscript\b[^>]*>/gi, '')
    .replace(/<link\b[^>]*\brel=["']?modulepreload\b[^>]*>/gi, '')
    .replace(/<link\b[^>]*\bas=["']?script\b[^>]*>/gi, '');
  return { html: Buffer.from(html), headers: documentHeaders(answer) };
}

/** Headers of a body as it was sent, and of its connection: not copied from a real answer. */
const NOT_COPIED = [
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'date',
  'connection',
  'keep-alive',
];
function documentHeaders(answer) {
  const headers = Object.fromEntries(answer.headers);
  for (const name of NOT_COPIED) delete headers[name];
  return headers;
}

/** Passes a request to the real server as it is, and its answer back as it is. */
function passOn(request, response) {
  const onward = http.request(
    {
      host: '127.0.0.1',
      port,
      path: request.url,
      method: request.method,
      headers: request.headers,
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  onward.on('error', () => response.writeHead(502).end());
  request.pipe(onward);
}

/** A file compressed once per encoding, as the real server keeps its pages and built files. */
function encode(file, encoding) {
  file.encoded[encoding] ??=
    encoding === 'br'
      ? zlib.brotliCompressSync(file.bytes, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
        })
      : zlib.gzipSync(file.bytes);
  return file.encoded[encoding];
}

/** A file as the real server sends it: brotli when the browser takes it, else gzip. */
function sendFile(request, response, file) {
  const accepted = request.headers['accept-encoding'] ?? '';
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
  response.writeHead(200, {
    'cache-control': 'no-cache',
    ...file.headers,
    'content-type': file.type,
    vary: 'Accept-Encoding',
    ...(encoding ? { 'content-encoding': encoding } : {}),
  });
  response.end(encoding ? encode(file, encoding) : file.bytes);
}

/** A file to serve: its bytes, type and headers, and its compressed copies once made. */
function served(bytes, type, headers = {}) {
  return { bytes, type, headers, encoded: {} };
}

/** A static server on loopback: `own(path)` gives a file (served()), or null to pass it on. */
async function startStaticServer(listenPort, own) {
  const server = http.createServer((request, response) => {
    const file = own(new URL(request.url ?? '/', 'http://x').pathname);
    if (file) sendFile(request, response, file);
    else passOn(request, response);
  });
  await new Promise((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  return server;
}

/**
 * The floor's built files, each read once; its index.html for every other page path, with the
 * headers the real server sends with a page (`pageHeaders`); the rest passed on.
 */
function floorFiles(floorDir, pageHeaders) {
  const index = served(
    fs.readFileSync(path.join(floorDir, 'index.html')),
    TYPES['.html'],
    pageHeaders,
  );
  const files = new Map();
  return (pathname) => {
    const file = path.join(floorDir, path.normalize(pathname));
    if (files.has(file)) return files.get(file);
    if (file.startsWith(floorDir + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
      files.set(file, served(fs.readFileSync(file), type));
      return files.get(file);
    }
    if (/^\/(api|transport-api|images)\/|^\/config\.js$/.test(pathname)) return null;
    return path.extname(pathname) ? null : index;
  };
}

async function measure(chrome, url, slowdown = cpuSlowdown) {
  const result = await lighthouse(url, {
    port: chrome.port,
    logLevel: 'error',
    throttling: { cpuSlowdownMultiplier: slowdown },
  });
  const { categories, audits, environment, runtimeError } = result.lhr;
  // A page that paints nothing has no scores: Lighthouse names why (NO_FCP, say).
  if (runtimeError)
    return { failed: runtimeError.code, benchmarkIndex: environment.benchmarkIndex };
  const score = (key) => Math.round((categories[key]?.score ?? 0) * 100);
  // Issue 14's limit is on the tasks after the first paint (simulated, on the slowed CPU).
  const firstPaint = audits['first-contentful-paint']?.numericValue ?? 0;
  const tasks = audits['long-tasks']?.details?.items ?? [];
  return {
    benchmarkIndex: environment.benchmarkIndex,
    performance: score('performance'),
    lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    longestTask: Math.max(
      0,
      ...tasks.filter((task) => task.startTime >= firstPaint).map((task) => task.duration),
    ),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Each figure's median over the runs of one page (figure by figure, not one whole run). */
function medians(all) {
  const results = all.filter((result) => !result.failed);
  if (results.length === 0) return undefined;
  return Object.fromEntries(
    Object.keys(results[0]).map((key) => [key, median(results.map((r) => r[key]))]),
  );
}

/** How many of the runs gave a result (the runs column). */
const measured = (all) => all.filter((result) => !result.failed).length;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
/** A gap with its sign, to `digits` decimals; one that rounds to zero is +0, never -0. */
const signed = (n, unit = '', digits = 0) => {
  const shown = Math.abs(n) < 0.5 * 10 ** -digits ? (0).toFixed(digits) : n.toFixed(digits);
  return `${shown.startsWith('-') ? '' : '+'}${shown}${unit}`;
};

function printTable(rows, floor) {
  const head = [
    'Page',
    'runs',
    'bench idx',
    'perf',
    'LCP',
    'TBT',
    'longest task',
    'CLS',
    'a11y',
    'best pr.',
    'SEO',
    'perf vs snapshot',
    'LCP vs snapshot',
    'perf vs floor',
  ];
  const line = (cells) => `| ${cells.join(' | ')} |`;
  const figures = (m) => [
    Math.round(m.benchmarkIndex),
    m.performance,
    seconds(m.lcp),
    `${Math.round(m.tbt)} ms`,
    `${Math.round(m.longestTask)} ms`,
    m.cls.toFixed(3),
    m.accessibility,
    m.bestPractices,
    m.seo,
  ];
  console.log(line(head));
  console.log(line(head.map(() => '---')));
  for (const row of rows) {
    const page = medians(row.page);
    const snapshot = medians(row.snapshot);
    if (page) {
      console.log(
        line([
          `\`${row.path}\``,
          measured(row.page),
          ...figures(page),
          snapshot ? signed(page.performance - snapshot.performance) : '-',
          snapshot ? signed((page.lcp - snapshot.lcp) / 1000, ' s', 2) : '-',
          floor ? signed(page.performance - floor.performance) : '-',
        ]),
      );
    }
    const failed = row.snapshot.filter((r) => r.failed);
    if (failed.length)
      console.log(
        line([
          'its snapshot: no result',
          failed.length,
          [...new Set(failed.map((r) => r.failed))].join(', '),
        ]),
      );
    if (snapshot)
      console.log(line([`its snapshot`, measured(row.snapshot), ...figures(snapshot), '', '', '']));
  }
  if (floor) console.log(line(['the stack floor', floor.runs, ...figures(floor), '', '', '']));
}

/**
 * `runs` rounds at `slowdown`: in each, the floor, then each page and its snapshot one after the
 * other, so that a noisy moment of the host falls on both; then the table of medians.
 */
async function measureRounds(chrome, pages, slowdown) {
  const rows = pages.map((page) => ({ path: page.path, page: [], snapshot: [] }));
  const floorRuns = [];
  console.log(
    `\nLighthouse, mobile profile, CPU slowed ${slowdown}×, ${runs} run(s) of each page:`,
  );
  rounds: for (let round = 0; round < runs; round++) {
    for (const [url, into] of [
      [floorSite + '/', floorRuns],
      ...rows.flatMap((row) => [
        [site + row.path, row.page],
        [snapshotSite + row.path, row.snapshot],
      ]),
    ]) {
      if (Date.now() > deadline) {
        console.log('Out of time: the table has the runs made so far.');
        break rounds;
      }
      let result = await measure(chrome, url, slowdown);
      if (result.failed) {
        // Now and then Lighthouse finds no navigation start in its trace (NO_NAVSTART: 3 of 57
        // snapshot loads in one session, no page's): measured again once, so that each median
        // stays of `runs` loads.
        console.log(`  ${url.padEnd(48)} no result: ${result.failed}; measured again`);
        result = await measure(chrome, url, slowdown);
      }
      into.push(result);
      if (result.failed) console.log(`  ${url.padEnd(48)} no result: ${result.failed}`);
      else
        console.log(
          `  ${url.padEnd(48)} performance ${result.performance}, LCP ${seconds(result.lcp)}, ` +
            `TBT ${Math.round(result.tbt)} ms, longest task ${Math.round(result.longestTask)} ms, benchmarkIndex ${Math.round(result.benchmarkIndex)}`,
        );
    }
  }
  console.log(
    `\nMedians at ${slowdown}× (each figure over its own runs); gaps are the page minus its reference:\n`,
  );
  const floor = medians(floorRuns);
  printTable(rows, floor && { ...floor, runs: measured(floorRuns) });
}

const server = startSite(port, path.join(workDir, 'data'));
let chrome;
const helpers = [];
try {
  console.log('Building the stack-floor page and starting the server…');
  const floorDir = buildStackFloor(path.join(workDir, 'floor'));
  await server.ready();
  const rows = [];
  const pages = chosenPages ?? [
    '/',
    '/tours-list',
    await excursionPage(),
    '/destination-details/1',
  ];
  for (const page of pages) {
    const { html, headers } = await snapshotOf(page);
    rows.push({ path: page, file: served(html, TYPES['.html'], headers) });
  }
  const snapshots = new Map(rows.map((row) => [row.path, row.file]));
  helpers.push(
    await startStaticServer(port + 1, (pathname) => snapshots.get(pathname) ?? null),
    await startStaticServer(port + 2, floorFiles(floorDir, rows[0].file.headers)),
  );
  chrome = await launchChromium();
  // One unmeasured visit of each page first: the server makes its narrower picture copies and
  // finishes drawing the demo pictures of a first start. Their benchmarkIndex is the host's.
  const firstVisits = [];
  for (const row of rows) firstVisits.push(await measure(chrome, `${site}${row.path}`));
  const hostIndex = median(firstVisits.map((visit) => visit.benchmarkIndex));

  await measureRounds(chrome, rows, cpuSlowdown);
  if (phoneProfile) {
    const slowdown = phoneSlowdown(hostIndex, cpuSlowdown);
    console.log(
      `\nThe phone profile: this host's benchmarkIndex ${Math.round(hostIndex)} / ` +
        `${LOW_END_PHONE_INDEX} (a low-cost Android phone) = ${slowdown}× slower.`,
    );
    await measureRounds(chrome, rows, slowdown);
  }
} finally {
  await chrome?.kill();
  for (const helper of helpers) helper.close();
  await server.stop();
  fs.rmSync(workDir, { recursive: true, force: true });
}
