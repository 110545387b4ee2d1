// Measures what a newcomer waits for: the time from `node` starting the server to the first
// answer of the excursion list, on a first start (empty data folder) and a later start, and the
// server's peak memory (VmHWM). Prints figures; never fails on slowness.
//
//   node scripts/bench/startup.mjs [--port 3999]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_NODE_ARGS } from '../serverProcess.cjs';
import { memoryMiB } from './processMemory.mjs';

const portFlag = process.argv.indexOf('--port');
const port = portFlag > 0 ? Number(process.argv[portFlag + 1]) : 3999;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wat-bench-'));
const url = `http://127.0.0.1:${port}/api/excursions/allexcursion?SortColumn=name&pageSize=20&pageIndex=1`;

async function startOnce(label) {
  const started = performance.now();
  const server = spawn(process.execPath, SERVER_NODE_ARGS, {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  server.on('exit', () => (exited = true));
  let answered;
  for (;;) {
    if (exited) throw new Error('the server stopped before answering');
    try {
      const res = await fetch(url);
      if (res.ok) {
        const body = await res.json();
        answered = { ms: performance.now() - started, count: body.data.totalCount };
        break;
      }
    } catch {
      /* not listening yet */
    }
    if (performance.now() - started > 120_000) throw new Error('no answer within 120 s');
    await new Promise((r) => setTimeout(r, 50));
  }
  // Let the first start draw its images, then read the peak memory of the whole run.
  await new Promise((r) => setTimeout(r, label === 'first start' ? 15_000 : 2_000));
  // The server's own peak: it is the process started, with no launcher in between.
  const memory = memoryMiB(server.pid, 'VmHWM');
  server.kill('SIGTERM');
  await new Promise((r) => server.on('exit', r));
  console.log(
    `${label}: first answer after ${Math.round(answered.ms)} ms (${answered.count} excursions), peak memory ${memory} MiB`,
  );
}

try {
  await startOnce('first start');
  await startOnce('later start');
  const images = fs
    .readdirSync(path.join(dataDir, 'images'), { recursive: true })
    .filter((f) => f.endsWith('.jpg'));
  const bytes = images.reduce(
    (sum, f) => sum + fs.statSync(path.join(dataDir, 'images', f)).size,
    0,
  );
  console.log(`demo images: ${images.length} files, ${(bytes / 1024 / 1024).toFixed(1)} MiB`);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
