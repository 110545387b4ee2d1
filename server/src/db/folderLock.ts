import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * One process at a time opens an embedded database folder: PGlite keeps its pages in the
 * process, so a second process writing the same files loses the first one's writes and can
 * break the folder. Whoever opens the folder (the server, `npm run db:seed`, `npm run staff`)
 * first creates this file in it, naming itself; the file goes when it closes or exits.
 */
export const LOCK_FILE = 'holder.lock';

/** Who holds a folder: written in its lock file, one JSON object. */
export interface LockHolder {
  pid: number;
  host: string;
  /** When the holder took the folder (ISO 8601). */
  since: string;
  /** The command line of the holder, to recognise it by. */
  command: string;
}

/** A second opener of a held folder: the message names the holder and what to do. */
export class DatabaseFolderInUse extends Error {
  constructor(
    public readonly folder: string,
    public readonly holder: LockHolder | undefined,
  ) {
    super(
      holder
        ? `The embedded database in ${folder} is in use by process ${holder.pid} on ${holder.host} ` +
            `since ${holder.since} (${holder.command}). One process at a time may open it: stop that ` +
            `one first, or set DATABASE_URL to run several processes on PostgreSQL.`
        : `The embedded database in ${folder} is in use: its lock file ${LOCK_FILE} cannot be read. ` +
            `If no process uses the folder, delete that file.`,
    );
    this.name = 'DatabaseFolderInUse';
  }
}

/** The log line of a stale lock taken over. */
export const staleLockLine = (stale: LockHolder) =>
  `Took over the embedded database from process ${stale.pid} on ${stale.host}, which held it ` +
  `since ${stale.since} and has ended.`;

export interface FolderLock {
  /** Deletes the lock file when it is still this process's own; safe to call twice. */
  release(): void;
}

/** The lock file's text, or undefined when there is none. */
function readText(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function parseHolder(text: string): LockHolder | undefined {
  try {
    const holder = JSON.parse(text) as Partial<LockHolder>;
    if (typeof holder.pid !== 'number' || typeof holder.host !== 'string') return undefined;
    return {
      pid: holder.pid,
      host: holder.host,
      since: String(holder.since ?? 'an unknown time'),
      command: String(holder.command ?? 'an unknown command'),
    };
  } catch {
    return undefined;
  }
}

/** Whether a process of this host with that id still runs (EPERM: it runs as another user). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** When this process started, to tell it from an earlier one that had the same id. */
const STARTED_AT = Date.now() - process.uptime() * 1000;

/**
 * A holder that is gone: it ran on this host and its process has ended (a kill -9, a crash).
 * A holder with this very process's id but from before it started is gone too: a container
 * restarted after a crash runs its server under the same id again.
 */
function isStale(holder: LockHolder): boolean {
  if (holder.host !== os.hostname()) return false;
  if (holder.pid === process.pid) return Date.parse(holder.since) < STARTED_AT - 1000;
  return !isRunning(holder.pid);
}

/**
 * Takes the folder for this process, or throws `DatabaseFolderInUse` naming the holder. A lock
 * left by a process of this host that has ended is taken over, and `onTakeOver` told whose it was.
 */
export function lockFolder(
  folder: string,
  onTakeOver: (stale: LockHolder) => void = () => undefined,
): FolderLock {
  fs.mkdirSync(folder, { recursive: true });
  const file = path.join(folder, LOCK_FILE);
  const mine: LockHolder = {
    pid: process.pid,
    host: os.hostname(),
    since: new Date().toISOString(),
    // The script only: a command's arguments may name a person (`npm run staff -- add <e-mail>`).
    command: path.relative(process.cwd(), process.argv[1] ?? '') || process.argv0,
  };
  const text = `${JSON.stringify(mine)}\n`;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      // 'wx' creates the file or fails when it exists: of two openers, exactly one gets it.
      fs.writeFileSync(file, text, { flag: 'wx' });
      return ownLock(file, text);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const before = readText(file);
    if (before === undefined) continue; // released meanwhile: race for it again
    const holder = parseHolder(before);
    if (!holder || !isStale(holder)) throw new DatabaseFolderInUse(folder, holder);
    // Delete the stale file only if nobody replaced it meanwhile, then race for it again.
    if (readText(file) === before) {
      fs.rmSync(file, { force: true });
      onTakeOver(holder);
    }
  }
  const last = readText(file);
  throw new DatabaseFolderInUse(folder, last === undefined ? undefined : parseHolder(last));
}

function ownLock(file: string, text: string): FolderLock {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.removeListener('exit', release);
    try {
      if (readText(file) === text) fs.rmSync(file);
    } catch {
      // The folder went away: nothing to release.
    }
  };
  // An exit without close (process.exit, an uncaught error) still frees the folder.
  process.on('exit', release);
  return { release };
}
