// The pieces the browser benchmarks share: the real server on a fresh embedded database, and
// Debian's chromium launched as the browser suite launches it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import { SERVER_NODE_ARGS } from '../serverProcess.cjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Debian's chromium and its flags, as the browser suite launches it. */
const DEBIAN_CHROMIUM = JSON.parse(
  fs.readFileSync(path.join(root, 'e2e', 'support', 'chromium.json'), 'utf8'),
);

/**
 * Starts the server (`npm start`'s entry, production log level) on `port` with a fresh embedded
 * database in `dataDir`, and no Redis. `ready()` waits for its first answer; `stop()` ends it.
 */
export function startSite(port, dataDir) {
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, SERVER_NODE_ARGS, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      IMAGES_DIR: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  async function ready() {
    const started = Date.now();
    for (;;) {
      if (server.exitCode !== null) throw new Error('the server stopped before answering');
      try {
        if ((await fetch(`${url}/api/health`)).ok) return;
      } catch {
        /* not listening yet */
      }
      if (Date.now() - started > 180_000) throw new Error('no answer within 180 s');
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  async function stop() {
    server.kill('SIGTERM');
    await new Promise((r) => (server.exitCode === null ? server.once('exit', r) : r()));
  }
  return { url, ready, stop };
}

/** Debian's chromium, headless, with the browser suite's flags (CHROMIUM_PATH to use another). */
export function launchChromium() {
  return chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? DEBIAN_CHROMIUM.path,
    chromeFlags: ['--headless=new', ...DEBIAN_CHROMIUM.flags],
  });
}
