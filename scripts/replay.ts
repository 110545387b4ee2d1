// Rebuilds the client state an action log leads to, on a fresh store in Node (no browser storage,
// no request: server data is never replayed), and prints it, or compares it with an expected
// state. Exit codes: 0 replayed (and matching), 1 differs from the expected state, 2 usage error.
//
//   npm run replay -- log.json [--expect state.json]
import { readFileSync } from 'node:fs';
import { ActionLogError, parseActionLog, replayLog } from '../src/app/actionLog/replay';
import { setupStore } from '../src/app/store';

export const USAGE = 'Usage: npm run replay -- <log.json> [--expect <state.json>]';

export interface Output {
  out(line: string): void;
  err(line: string): void;
}

const consoleOutput: Output = {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
};

class UsageError extends Error {}

function parseArgs(argv: string[]): { logPath: string; expectPath?: string } {
  const paths: string[] = [];
  let expectPath: string | undefined;
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--expect') {
      expectPath = argv[++i];
      if (!expectPath) throw new UsageError('--expect needs the file of the expected state.');
    } else if (argv[i].startsWith('-')) {
      throw new UsageError(`Unknown option ${argv[i]}.`);
    } else {
      paths.push(argv[i]);
    }
  }
  if (paths.length !== 1) throw new UsageError('Give exactly one action log file.');
  return { logPath: paths[0], expectPath };
}

function readJson(path: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new UsageError(code === 'ENOENT' ? `${path}: no such file.` : `${path}: cannot be read.`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new UsageError(`${path}: not valid JSON (${(error as Error).message}).`);
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const show = (value: unknown) => (value === undefined ? '(missing)' : JSON.stringify(value));

/** Where `actual` differs from `expected`, one line per path: `cart.ids[2]: expected 7, got 9`. */
export function differences(expected: unknown, actual: unknown, path = ''): string[] {
  if (Array.isArray(expected) && Array.isArray(actual)) {
    const length = Math.max(expected.length, actual.length);
    return Array.from({ length }, (_, i) =>
      differences(expected[i], actual[i], `${path}[${i}]`),
    ).flat();
  }
  if (isObject(expected) && isObject(actual)) {
    const keys = [...new Set([...Object.keys(expected), ...Object.keys(actual)])];
    return keys.flatMap((key) =>
      differences(expected[key], actual[key], path ? `${path}.${key}` : key),
    );
  }
  if (JSON.stringify(expected) === JSON.stringify(actual)) return [];
  return [`${path || '(state)'}: expected ${show(expected)}, got ${show(actual)}`];
}

/** The command; returns its exit code. */
export function main(argv: string[], output: Output = consoleOutput): number {
  try {
    const { logPath, expectPath } = parseArgs(argv);
    const log = parseActionLog(readJson(logPath));
    const expected = expectPath === undefined ? undefined : readJson(expectPath);
    const state = replayLog(log, setupStore);
    if (expectPath === undefined) {
      output.out(JSON.stringify(state, null, 2));
      return 0;
    }
    const found = differences(expected, state);
    if (found.length === 0) {
      output.out(`The replayed state matches ${expectPath}.`);
      return 0;
    }
    output.err(`The replayed state differs from ${expectPath}:`);
    found.forEach((line) => output.err(`  ${line}`));
    return 1;
  } catch (error) {
    if (!(error instanceof UsageError || error instanceof ActionLogError)) throw error;
    output.err(error.message);
    output.err(USAGE);
    return 2;
  }
}

if (require.main === module) process.exitCode = main(process.argv.slice(2));
