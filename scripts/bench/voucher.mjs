// The voucher's cost (issue 40): starts the real server on a fresh embedded database with the
// demo content, books and confirms a departure for a visitor, then asks for its voucher PDF: the
// median time of 50 vouchers one after another, and the server's memory (RSS) before and after
// 1,000 more, 4 at a time. Prints figures with Lighthouse's benchmarkIndex of this machine;
// never fails on slowness. Loopback only.
//
//   node scripts/bench/voucher.mjs [--port 4330] [--count 1000] [--keep <folder>]
//
// --keep <folder>: also writes the last voucher and the first destination's fact sheet there.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { SERVER_NODE_ARGS } from '../serverProcess.cjs';
import { memoryMiB } from './processMemory.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const argv = process.argv.slice(2);
const flagValue = (name, fallback) => {
  const at = argv.indexOf(name);
  return at >= 0 ? argv[at + 1] : fallback;
};
const port = Number(flagValue('--port', '4330'));
const count = Number(flagValue('--count', '1000'));
const keep = flagValue('--keep', undefined);
const TIMED = 50;
const PARALLEL = 4;
const base = `http://127.0.0.1:${port}`;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function run(args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited ${code}`)),
    );
  });
}

async function startServer(env) {
  const child = spawn(process.execPath, SERVER_NODE_ARGS, {
    cwd: root,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server stopped before answering');
    const answer = await fetch(`${base}/api/health`).catch(() => undefined);
    if (answer?.ok) return child;
    if (Date.now() - started > 120_000) throw new Error('the server did not answer within 120 s');
    await sleep(100);
  }
}

/** Answers of 503 (the load shedding of a machine too busy), each asked again a second later. */
let shed = 0;

async function call(method, url, token) {
  for (;;) {
    const answer = await fetch(base + url, {
      method,
      headers: { Authorization: `Bearer ${token}` },
    });
    if (answer.status === 503 && shed < 1000) {
      shed += 1;
      await answer.arrayBuffer();
      await sleep(1000);
      continue;
    }
    if (!answer.ok) {
      throw new Error(`${method} ${url} answered ${answer.status}: ${await answer.text()}`);
    }
    return answer;
  }
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wat-voucher-'));
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    MAIL_SENDER: 'false',
    HOUSEKEEPING: 'false',
    SEED_DEMO_CONTENT: 'true',
    NODE_ENV: 'production',
    RATE_LIMIT_PER_ADDRESS: '1000000',
  };
  delete env.DATABASE_URL;
  let server;
  try {
    await run(['--import', 'tsx', 'server/src/seed/cli.ts'], env);
    const setupFile = path.join(dataDir, 'booking-setup.json');
    await run(['--import', 'tsx', 'scripts/bench/bookingSetup.ts', setupFile, '1'], env);
    const setup = JSON.parse(fs.readFileSync(setupFile, 'utf8'));
    const [token] = setup.tokens;
    server = await startServer(env);

    const reserve = await fetch(`${base}/api/booking/reserve`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        lines: [{ departureId: setup.departureId, units: { adult: 2, child: 1 } }],
      }),
    });
    if (reserve.status !== 201) throw new Error(`reserve answered ${reserve.status}`);
    const { id } = (await reserve.json()).data;
    await call('POST', `/api/booking/${id}/confirm`, token);
    const voucher = `/api/booking/${id}/voucher.pdf`;
    const once = async () => Buffer.from(await (await call('GET', voucher, token)).arrayBuffer());

    let bytes = await once(); // the first loads the PDF code and the fonts
    const times = [];
    for (let i = 0; i < TIMED; i++) {
      const refusedBefore = shed;
      const started = performance.now();
      bytes = await once();
      if (shed === refusedBefore) times.push(performance.now() - started);
    }
    await sleep(1000);
    const before = memoryMiB(server.pid, 'VmRSS');
    let next = 0;
    const worker = async () => {
      while (next < count) {
        next += 1;
        await once();
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
    await sleep(1000);
    const after = memoryMiB(server.pid, 'VmRSS');
    const peak = memoryMiB(server.pid, 'VmHWM');

    if (keep) {
      fs.mkdirSync(keep, { recursive: true });
      fs.writeFileSync(path.join(keep, 'voucher.pdf'), bytes);
      const sheet = await call('GET', '/api/destination/1/factsheet.pdf', token);
      fs.writeFileSync(path.join(keep, 'factsheet.pdf'), Buffer.from(await sheet.arrayBuffer()));
    }
    console.log(
      `Voucher PDF (benchmarkIndex ${Math.round(pageFunctions.computeBenchmarkIndex())}, ` +
        `load ${os.loadavg()[0].toFixed(2)}, Node ${process.version}):\n` +
        `  ${median(times).toFixed(1)} ms per voucher (median of ${TIMED}, one at a time, ` +
        `${Math.round(bytes.length / 1024)} KiB each)\n` +
        `  server RSS ${before} MiB before ${count} vouchers (${PARALLEL} at a time), ` +
        `${after} MiB after; peak ${peak} MiB` +
        (shed ? `\n  ${shed} answers of 503 (load shedding) asked again` : ''),
    );
  } finally {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await Promise.race([exited, sleep(15_000)]);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
