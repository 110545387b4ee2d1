/**
 * The browser suite's server: the real API server and website on a fresh embedded database
 * (seeded with the demo content on start), sending its mail to a real SMTP catcher whose mails
 * the specs read over HTTP. Playwright starts it once per run; it removes its data on exit.
 *
 *   npx tsx e2e/support/serve.ts
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../server/src/db/client';
import { enqueueMail } from '../../server/src/services/mail/queue';
import { inviteStaff } from '../../server/src/services/staff/invitations';
import { SERVER_NODE_ARGS } from '../../scripts/serverProcess.cjs';
import { E2E_STAFF } from './staff';
import { startMailCatcher } from './mailCatcher';
import { startLocalModemPay } from '../../scripts/modempay/server';
import {
  MAIL_PORT,
  MODEMPAY_PORT,
  MODEMPAY_SECRET_KEY,
  MODEMPAY_URL,
  MODEMPAY_WEBHOOK_SECRET,
  SITE_PORT,
  SITE_URL,
} from './ports';

const root = path.resolve(__dirname, '..', '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

/** The suite tests the production build; a checkout without one gets it built once. */
function ensureWebsiteBuild() {
  if (fs.existsSync(path.join(root, 'dist', 'website', 'index.html'))) return;
  console.log('No website build in dist/website: running `webpack --mode production` first.');
  const build = spawnSync(bin('webpack'), ['--mode', 'production'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    console.error('The website build failed; the browser suite needs dist/website/index.html.');
    process.exit(build.status ?? 1);
  }
}

/**
 * Invites the suite's staff before the server opens the embedded database (one process at a
 * time may), through the service `npm run staff -- add` uses; the server then mails the codes.
 */
async function inviteSuiteStaff(dataDir: string) {
  const handle = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
  try {
    await handle.migrate();
    const mail = {
      enqueue: (m: Parameters<typeof enqueueMail>[1], tx = handle.db) => enqueueMail(tx, m),
    };
    const config = { publicUrl: SITE_URL, smtpUrl: 'smtp://suite', dataDir };
    for (const member of E2E_STAFF) {
      const outcome = await inviteStaff({ db: handle.db, mail, config }, member);
      if ('refused' in outcome) throw new Error(outcome.refused);
    }
  } finally {
    await handle.close();
  }
}

async function main() {
  ensureWebsiteBuild();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wat-e2e-'));
  await inviteSuiteStaff(dataDir);
  const catcher = await startMailCatcher(MAIL_PORT);
  // The gateway's checkout and its signed webhooks, as ModemPay's docs describe them.
  const gateway = await startLocalModemPay({
    secretKey: MODEMPAY_SECRET_KEY,
    webhookSecret: MODEMPAY_WEBHOOK_SECRET,
    port: MODEMPAY_PORT,
  });

  // A fresh embedded database: no PostgreSQL server or Redis from the caller's environment.
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  delete env.IMAGES_DIR;
  const server = spawn(process.execPath, SERVER_NODE_ARGS, {
    cwd: root,
    // The server's log (warnings and worse) onto stderr, which Playwright prints: a 503 or a
    // fault during a run then says why in the suite's own output.
    stdio: ['ignore', process.stderr, process.stderr],
    env: {
      ...env,
      PORT: String(SITE_PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: SITE_URL,
      DATA_DIR: dataDir,
      SMTP_URL: catcher.smtpUrl,
      MAIL_SENDER: 'true',
      SEED_DEMO_CONTENT: 'true',
      TRUST_PROXY: 'false',
      // Every spec's browser calls from 127.0.0.1: the whole suite is one address with hundreds of
      // visitors behind it, like a ship's Wi-Fi. At the default 600 a minute, a burst of pages
      // was refused (a rendered tours list showed "Search failed" and no tours).
      RATE_LIMIT_PER_ADDRESS: '6000',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      MODEMPAY_SECRET_KEY,
      MODEMPAY_WEBHOOK_SECRET,
      MODEMPAY_API_URL: MODEMPAY_URL,
    },
  });

  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    await catcher.close();
    await gateway.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(0));
  server.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`The server stopped on its own (code ${code}, signal ${signal}).`);
    void stop(code || 1);
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
