import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { openDatabase, type DatabaseHandle } from '@server/db/client';
import { DatabaseFolderInUse, LOCK_FILE, type LockHolder } from '@server/db/folderLock';

// Creating an embedded folder writes a real database to disk: a few seconds. It is done once,
// and each test starts from a copy of that closed folder.
jest.setTimeout(120_000);

let createdDir: string;
let dataDir: string;
let dbDir: string;
const opened: DatabaseHandle[] = [];

beforeAll(async () => {
  createdDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wat-lock-created-'));
  await (await openDatabase({ pgliteDir: createdDir })).close();
});

afterAll(() => fs.rmSync(createdDir, { recursive: true, force: true }));

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wat-lock-'));
  dbDir = path.join(dataDir, 'db');
  fs.cpSync(createdDir, dbDir, { recursive: true });
});

afterEach(async () => {
  for (const handle of opened.splice(0)) await handle.close().catch(() => {});
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function open(onStaleLock?: (stale: LockHolder) => void) {
  const handle = await openDatabase({ pgliteDir: dbDir }, undefined, onStaleLock);
  opened.push(handle);
  return handle;
}

const lockFile = () =>
  JSON.parse(fs.readFileSync(path.join(dbDir, LOCK_FILE), 'utf8')) as LockHolder;

/** The id of a process of this host that has ended. */
function endedProcessId(): number {
  const ended = spawnSync(process.execPath, ['-e', '']);
  if (!ended.pid) throw new Error('no process could be started');
  return ended.pid;
}

function writeLock(holder: LockHolder) {
  fs.mkdirSync(dbDir, { recursive: true });
  fs.writeFileSync(path.join(dbDir, LOCK_FILE), JSON.stringify(holder));
}

describe('one process per embedded database folder', () => {
  it('refuses a second opener, the server too, with a message naming the holder', async () => {
    await open();
    expect(lockFile()).toMatchObject({ pid: process.pid, host: os.hostname() });

    const second = openDatabase({ pgliteDir: dbDir });
    await expect(second).rejects.toBeInstanceOf(DatabaseFolderInUse);
    await expect(second).rejects.toThrow(`in use by process ${process.pid} on ${os.hostname()}`);

    const config = loadConfig({
      DATA_DIR: dataDir,
      SEED_DEMO_CONTENT: 'false',
      MAIL_SENDER: 'false',
      HOUSEKEEPING: 'false',
    });
    await expect(buildApp({ config, loadShedding: false })).rejects.toThrow(
      `in use by process ${process.pid}`,
    );
  });

  it('lets a new opener in once the holder has closed, with the data kept', async () => {
    const first = await open();
    await first.db.execute(sql`create table visits (n int)`);
    await first.db.execute(sql`insert into visits values (7)`);
    await first.close();
    expect(fs.existsSync(path.join(dbDir, LOCK_FILE))).toBe(false);

    const again = await open();
    // Both drivers answer `rows`; the shared drizzle type leaves the answer unknown.
    const answer = (await again.db.execute(sql`select n from visits`)) as { rows: unknown[] };
    expect(answer.rows).toEqual([{ n: 7 }]);
  });

  it('takes over a lock left by a process of this host that has ended, and says so', async () => {
    const stale: LockHolder = {
      pid: endedProcessId(),
      host: os.hostname(),
      since: '2026-11-24T08:00:00.000Z',
      command: 'server/src/server.ts',
    };
    writeLock(stale);
    const notices: LockHolder[] = [];

    await open((holder) => notices.push(holder));

    expect(notices).toEqual([stale]);
    expect(lockFile()).toMatchObject({ pid: process.pid, host: os.hostname() });
  });

  it('never takes over a lock of another host, which it cannot check', async () => {
    writeLock({
      pid: endedProcessId(),
      host: 'another-machine',
      since: '2026-11-24T08:00:00.000Z',
      command: 'server/src/server.ts',
    });
    await expect(openDatabase({ pgliteDir: dbDir })).rejects.toThrow('on another-machine');
  });
});
