/**
 * What the fault scripts share: a real server process on loopback (the embedded database in a
 * folder of its own, or a fresh database on the PostgreSQL of DATABASE_URL), a real SMTP catcher,
 * verified visitors, and the three writes a visitor acknowledges (booking, transfer, enquiry).
 * Everything here talks to 127.0.0.1 only and is bounded in time.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inArray, like, or } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '@server/db/client';
import type { VerifyEmailAnswer } from '@/contract/wire/account';
import type { BookingCreated } from '@/contract/wire/bookings';
import type { Envelope } from '@/contract/wire/envelope';
import type { StaffSession } from '@/contract/wire/staff';
import { bookings, enquiries, transfers } from '@server/db/schema';
import { enqueueMail } from '@server/services/mail/queue';
import { SERVER_NODE_ARGS } from '../serverProcess.cjs';
import { inviteStaff } from '@server/services/staff/invitations';

export const root = path.resolve(__dirname, '..', '..');

export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Where the server keeps its data: a temporary folder, and a fresh PostgreSQL database when asked. */
export interface Storage {
  dataDir: string;
  databaseUrl?: string;
  label: string;
  remove(): Promise<void>;
}

export async function freshStorage(onPostgres: boolean): Promise<Storage> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wat-fault-'));
  const removeFolder = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (!onPostgres) return { dataDir, label: 'embedded', remove: async () => removeFolder() };
  const admin = process.env.DATABASE_URL;
  if (!admin)
    throw new Error('--postgres needs DATABASE_URL (a PostgreSQL server to create a database on)');
  const name = `wat_fault_${Date.now()}_${process.pid}`;
  await adminQuery(admin, `CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: url.toString(),
    label: 'PostgreSQL',
    remove: async () => {
      await adminQuery(admin, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      removeFolder();
    },
  };
}

async function adminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Opens the storage directly (the server must be stopped when it is the embedded folder). */
export function openStorage(storage: Storage): Promise<DatabaseHandle> {
  return openDatabase(
    storage.databaseUrl
      ? { url: storage.databaseUrl }
      : { pgliteDir: path.join(storage.dataDir, 'db') },
  );
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  exited: Promise<number | null>;
}

/**
 * Starts `server/src/server.ts` in one Node process (no wrapper, so a kill -9 reaches the server
 * itself), trusting the loopback proxy so that each request can come from its own address.
 */
export function startServer(
  storage: Storage,
  port: number,
  smtpUrl: string,
  extraEnv: NodeJS.ProcessEnv = {},
): ServerProcess {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.REDIS_URL;
  delete env.IMAGES_DIR;
  delete env.DATABASE_URL;
  if (storage.databaseUrl) env.DATABASE_URL = storage.databaseUrl;
  const child = spawn(process.execPath, SERVER_NODE_ARGS, {
    cwd: root,
    // The server's log lines (errors only) and its stderr go to a file of the run, for a
    // script to show or read.
    stdio: ['ignore', logFile(storage), logFile(storage)],
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: storage.dataDir,
      SMTP_URL: smtpUrl,
      SEED_DEMO_CONTENT: 'true',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'error',
      ...extraEnv,
    },
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return { url: `http://127.0.0.1:${port}`, child, exited };
}

const logFile = (storage: Storage) => fs.openSync(path.join(storage.dataDir, 'server.log'), 'a');

/** The server's log lines so far (LOG_LEVEL error: its errors) and what it wrote to stderr. */
export function serverLog(storage: Storage): string {
  const file = path.join(storage.dataDir, 'server.log');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
}

/** Waits until /api/health answers 200; answers the seconds it took. */
export async function waitHealthy(server: ServerProcess, limitSeconds = 90): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < limitSeconds * 1000) {
    if (server.child.exitCode !== null) throw new Error('the server exited while starting');
    const answer = await fetch(`${server.url}/api/health`, {
      signal: AbortSignal.timeout(2000),
    }).catch(() => undefined);
    if (answer?.status === 200) return (Date.now() - started) / 1000;
    await sleep(200);
  }
  throw new Error(`the server did not become healthy within ${limitSeconds} s`);
}

export async function stopServer(server: ServerProcess) {
  if (server.child.exitCode === null && server.child.signalCode === null)
    server.child.kill('SIGTERM');
  await server.exited;
}

let addressCount = 0;
/** A client address of its own for each request (TEST-NET-2, through the trusted loopback proxy). */
function ownAddress() {
  addressCount += 1;
  return `198.51.${(addressCount >> 8) & 255}.${addressCount & 255}`;
}

/**
 * How long a script waits for any answer before it counts the call as unanswered: longer than
 * the server's own limits, so that a server answering late is seen as late, not as silent.
 */
export const CALL_TIMEOUT_MS = 15_000;

export async function call<Answer = { message?: string }>(
  server: Pick<ServerProcess, 'url'>,
  method: string,
  apiPath: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; answer: Answer; headers: Headers }> {
  const response = await fetch(`${server.url}${apiPath}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': ownAddress(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
  });
  const answer = (await response.json().catch(() => ({}))) as Answer;
  return { status: response.status, answer, headers: response.headers };
}

/** A verified visitor, through sign-up and the code the catcher received. */
export async function verifiedVisitor(
  server: ServerProcess,
  codeFor: (email: string) => Promise<string>,
  label: string,
): Promise<string> {
  const email = `${label}.${Date.now().toString(36)}@example.org`;
  const person = {
    firstName: 'Fatou',
    lastName: 'Ceesay',
    mobileNumber: '7701234',
    countryCode: '+220',
    country: 'The Gambia',
  };
  const signUp = await call(server, 'POST', '/api/account/sign-up', {
    ...person,
    email,
    password: 'Baobab@2026',
    agreeTerms: true,
    isWhatsAppUser: false,
    newsLetterSubscription: false,
  });
  if (signUp.status !== 201) throw new Error(`sign-up answered ${signUp.status}`);
  const code = await codeFor(email);
  const verified = await call<VerifyEmailAnswer>(server, 'POST', '/api/account/verify-email', {
    ...person,
    email,
    code,
  });
  if (verified.status !== 200) throw new Error(`verify-email answered ${verified.status}`);
  return verified.answer.accessToken;
}

/** One acknowledged write and how to find it in the database afterwards. */
export type Acknowledged =
  | { kind: 'booking'; reference: string }
  | { kind: 'transfer'; id: number }
  | { kind: 'enquiry'; marker: string };

export function tomorrow(): string {
  return new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
}

/** What one write met: its status (0: no answer), Retry-After, time taken and what it stored. */
export interface WriteOutcome {
  /** When it was sent, in ms since the epoch. */
  sentAt: number;
  ms: number;
  status: number;
  retryAfter: string | null;
  acknowledged?: Acknowledged;
}

/** Sends write number `n`: a booking, a transfer or an enquiry in turn. */
export async function sendWrite(
  server: ServerProcess,
  token: string,
  n: number,
  run: string,
): Promise<WriteOutcome> {
  const sentAt = Date.now();
  const outcome = (status: number, headers?: Headers, acknowledged?: Acknowledged) => ({
    sentAt,
    ms: Date.now() - sentAt,
    status,
    retryAfter: headers?.get('retry-after') ?? null,
    acknowledged: status >= 200 && status < 300 ? acknowledged : undefined,
  });
  try {
    if (n % 3 === 0) {
      const { status, answer, headers } = await call<Envelope<BookingCreated>>(
        server,
        'POST',
        '/api/booking/add',
        { excursionIds: [1 + (n % 5)] },
        token,
      );
      const reference = answer.data?.generatedBookingId;
      return outcome(status, headers, { kind: 'booking', reference });
    }
    if (n % 3 === 1) {
      const { status, answer, headers } = await call<Envelope<{ id: number }>>(
        server,
        'POST',
        '/transport-api/user/transfer',
        {
          pickupLocation: `Banjul International Airport (${run}-${n})`,
          dropLocation: 'Senegambia Hotel, Kololi',
          pickupDate: tomorrow(),
          pickupTime: '09:30:00',
          capacity: 2,
          isRoundTrip: false,
        },
        token,
      );
      return outcome(status, headers, { kind: 'transfer', id: answer.data?.id });
    }
    const marker = `${run}-${n}`;
    const { status, headers } = await call(server, 'POST', '/api/enquiry', {
      firstName: 'Lamin',
      lastName: 'Touray',
      email: 'lamin.touray@example.org',
      phoneNumber: '7701234',
      countryCode: '+220',
      country: 'The Gambia',
      isWhatsAppUser: false,
      newsLetterSubscription: false,
      message: `A group of six in March: is the river trip possible? (${marker})`,
    });
    return outcome(status, headers, { kind: 'enquiry', marker });
  } catch {
    return outcome(0);
  }
}

/**
 * Sends write number `n` and answers what the server acknowledged, or undefined when it did not
 * answer 2xx (refused, failing or gone).
 */
export async function oneWrite(
  server: ServerProcess,
  token: string,
  n: number,
  run: string,
): Promise<Acknowledged | undefined> {
  return (await sendWrite(server, token, n, run)).acknowledged;
}

/** Outcomes counted by status, e.g. `201×40 503×12` (0: no answer). */
export function byStatus(outcomes: { status: number }[]): string {
  const counts = new Map<number, number>();
  for (const { status } of outcomes) counts.set(status, (counts.get(status) ?? 0) + 1);
  const parts = [...counts].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
  return parts.join(' ') || 'none';
}

/**
 * Writes from `inFlight` callers, each pausing `pauseMs` between its writes (to stay under the
 * per-account limits), until `stop()` says so; answers every write's outcome.
 */
export async function writeUntil(
  server: ServerProcess,
  tokens: string[],
  run: string,
  stop: () => boolean,
  { inFlight, pauseMs = 0 }: { inFlight: number; pauseMs?: number },
): Promise<WriteOutcome[]> {
  const outcomes: WriteOutcome[] = [];
  let n = 0;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (!stop()) {
        n += 1;
        outcomes.push(await sendWrite(server, tokens[n % tokens.length], n, run));
        if (pauseMs) await sleep(pauseMs);
      }
    }),
  );
  return outcomes;
}

/** How many of the acknowledged writes the storage holds (the server stopped, when embedded). */
export async function countStored(storage: Storage, acknowledged: Acknowledged[]): Promise<number> {
  const handle = await openStorage(storage);
  try {
    const references = acknowledged.flatMap((w) => (w.kind === 'booking' ? [w.reference] : []));
    const transferIds = acknowledged.flatMap((w) => (w.kind === 'transfer' ? [w.id] : []));
    const markers = acknowledged.flatMap((w) => (w.kind === 'enquiry' ? [w.marker] : []));
    const storedBookings = references.length
      ? await handle.db
          .select({ id: bookings.id })
          .from(bookings)
          .where(inArray(bookings.generatedBookingId, references))
      : [];
    const storedTransfers = transferIds.length
      ? await handle.db
          .select({ id: transfers.id })
          .from(transfers)
          .where(inArray(transfers.id, transferIds))
      : [];
    const storedEnquiries = markers.length
      ? await handle.db
          .select({ message: enquiries.message })
          .from(enquiries)
          .where(or(...markers.map((marker) => like(enquiries.message, `%(${marker})`))))
      : [];
    return storedBookings.length + storedTransfers.length + storedEnquiries.length;
  } finally {
    await handle.close();
  }
}

export const STAFF_PASSWORD = 'Kankurang@2026';

/**
 * Invites a member of staff as `npm run staff -- add` does, before the server starts (the
 * embedded database takes one process at a time); the server mails the invitation.
 */
export async function inviteStaffMember(storage: Storage, email: string) {
  const handle = await openStorage(storage);
  try {
    await handle.migrate();
    const mail = {
      enqueue: (m: Parameters<typeof enqueueMail>[1], tx = handle.db) => enqueueMail(tx, m),
    };
    const config = {
      publicUrl: 'http://127.0.0.1',
      smtpUrl: 'smtp://queued',
      dataDir: storage.dataDir,
    };
    const outcome = await inviteStaff(
      { db: handle.db, mail, config },
      { email, name: 'Fuzz Staff' },
    );
    if ('refused' in outcome) throw new Error(outcome.refused);
  } finally {
    await handle.close();
  }
}

/** A staff session for an invited member: accept the invitation, sign in, the mailed code. */
export async function signedInStaff(
  server: ServerProcess,
  codeFor: (email: string, subject?: RegExp) => Promise<string>,
  email: string,
): Promise<string> {
  const steps: [string, () => Promise<unknown>][] = [
    [
      'accept-invite',
      async () => ({ email, code: await codeFor(email, /invitation/i), password: STAFF_PASSWORD }),
    ],
    ['sign-in', async () => ({ email, password: STAFF_PASSWORD })],
  ];
  for (const [step, body] of steps) {
    const { status } = await call(server, 'POST', `/api/operator/${step}`, await body());
    if (status !== 200) throw new Error(`operator ${step} answered ${status}`);
  }
  const code = await codeFor(email, /sign-in code/i);
  const { status, answer } = await call<Envelope<StaffSession>>(
    server,
    'POST',
    '/api/operator/sign-in/code',
    {
      email,
      code,
    },
  );
  if (status !== 200) throw new Error(`operator sign-in/code answered ${status}`);
  return answer.data.accessToken;
}
