import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ActionLogFile } from '../../src/app/actionLog/actionLog';
import {
  ActionLogError,
  parseActionLog,
  replayableActions,
  replayLog,
} from '../../src/app/actionLog/replay';
import { setupStore } from '../../src/app/store';
import { differences, main } from '../../scripts/replay';

const root = path.resolve(__dirname, '../..');
const fixtures = path.join(root, '__tests__/fixtures/actionLogs');
const RECORDED = ['visitor-journey', 'returning-visitor-verifies'];

const logPath = (name: string) => path.join(fixtures, `${name}.log.json`);
const statePath = (name: string) => path.join(fixtures, `${name}.state.json`);
const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));
const readLog = (name: string) => readJson(logPath(name)) as ActionLogFile;

/** Runs the command's main function, collecting what it prints. */
function runReplay(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = main(argv, { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const tempDirs: string[] = [];
afterAll(() => tempDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function tempFile(name: string, content: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'action-log-'));
  tempDirs.push(dir);
  const file = path.join(dir, name);
  writeFileSync(file, content);
  return file;
}

describe('replaying the recorded logs', () => {
  it.each(RECORDED)('%s replays to its expected state', (name) => {
    expect(replayLog(parseActionLog(readLog(name)), setupStore)).toEqual(readJson(statePath(name)));
  });

  it('replays only client-state actions: server data and requests never', () => {
    const actions = replayableActions(readLog('visitor-journey'));
    const types = new Set(actions.map((action) => action.type.split('/')[0]));
    expect([...types].sort()).toEqual(['cart', 'lastViewed', 'profileTab', 'search', 'session']);
    // msw fails the test on any request; the replayed store also has no cached server data.
    const store = setupStore();
    actions.forEach((action) => store.dispatch(action));
    expect(store.getState().api.queries).toEqual({});
    expect(store.getState().api.mutations).toEqual({});
  });

  it("restores what the recorded page had in storage from redux-persist's rehydration", () => {
    const actions = replayableActions(readLog('returning-visitor-verifies'));
    expect(actions[0]).toEqual({
      type: 'actionLog/clientStateLoaded',
      payload: { cart: { ids: [4, 9] } },
    });
  });

  it('keeps a redacted session as the log has it', () => {
    const state = replayLog(parseActionLog(readLog('returning-visitor-verifies')), setupStore);
    expect(state.session.token).toBe('[redacted]');
    expect(state.session.user?.email).toBe('a***@e***.gm');
  });

  it.each([
    [{}, /not an action log/],
    [{ format: 'wat-action-log', version: 9, storeVersion: 1, actions: [] }, /version 9/],
    [{ format: 'wat-action-log', version: 1, storeVersion: 0, actions: [] }, /store version 0/],
    [{ format: 'wat-action-log', version: 1, storeVersion: 1 }, /no "actions"/],
    [{ format: 'wat-action-log', version: 1, storeVersion: 1, actions: [{}] }, /#1 .*"type"/],
  ])('refuses a log it cannot replay: %j', (json, message) => {
    expect(() => parseActionLog(json)).toThrow(ActionLogError);
    expect(() => parseActionLog(json)).toThrow(message);
  });
});

describe('npm run replay', () => {
  it('prints the replayed state as JSON', () => {
    const { code, out } = runReplay(logPath('visitor-journey'));
    expect(code).toBe(0);
    expect(JSON.parse(out)).toEqual(readJson(statePath('visitor-journey')));
  });

  it.each(RECORDED)('exits 0 when %s matches its expected state', (name) => {
    const { code, out, err } = runReplay(logPath(name), '--expect', statePath(name));
    expect({ code, err }).toEqual({ code: 0, err: '' });
    expect(out).toContain('matches');
  });

  it('exits 1 and prints each difference with its path', () => {
    const expected = readJson(statePath('visitor-journey')) as Record<string, unknown>;
    const wrong = tempFile(
      'wrong.json',
      JSON.stringify({
        ...expected,
        cart: { ids: [12, 7, 31], lines: [] },
        search: { destinationId: 4, categoryId: 5 },
      }),
    );
    const { code, err } = runReplay(logPath('visitor-journey'), '--expect', wrong);
    expect(code).toBe(1);
    expect(err.split('\n').slice(1)).toEqual([
      '  cart.ids[1]: expected 7, got 31',
      '  cart.ids[2]: expected 31, got (missing)',
      '  search.destinationId: expected 4, got 3',
    ]);
  });

  it.each([
    [[], /exactly one action log/],
    [['missing.json'], /missing\.json: no such file/],
    [['log.json', '--expect'], /--expect needs/],
    [['log.json', '--verbose'], /Unknown option --verbose/],
  ])('exits 2 with the usage for %j', (argv, message) => {
    const { code, err } = runReplay(...argv);
    expect(code).toBe(2);
    expect(err).toMatch(message);
    expect(err).toContain('Usage: npm run replay -- <log.json> [--expect <state.json>]');
  });

  it('exits 2 for a file that is not JSON or a log of another version', () => {
    expect(runReplay(tempFile('log.json', '{"format": ')).err).toMatch(/not valid JSON/);
    const old = tempFile(
      'old.json',
      JSON.stringify({ format: 'wat-action-log', version: 0, storeVersion: 1, actions: [] }),
    );
    const { code, err } = runReplay(old);
    expect(code).toBe(2);
    expect(err).toMatch(/version 0 is not supported/);
  });

  it('describes differences of any shape', () => {
    expect(differences({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toEqual([]);
    expect(differences({ a: null }, { a: { b: 1 } })).toEqual(['a: expected null, got {"b":1}']);
    expect(differences({}, { extra: true })).toEqual(['extra: expected (missing), got true']);
  });

  it('runs as a command: exit code 0 when matching, 1 when not', () => {
    const run = (expected: string) =>
      spawnSync(
        process.execPath,
        [
          path.join(root, 'node_modules/tsx/dist/cli.mjs'),
          'scripts/replay.ts',
          logPath('visitor-journey'),
          '--expect',
          expected,
        ],
        { cwd: root, encoding: 'utf8' },
      );
    expect(run(statePath('visitor-journey')).status).toBe(0);
    const differing = run(statePath('returning-visitor-verifies'));
    expect(differing.status).toBe(1);
    expect(differing.stderr).toContain('cart.ids[0]: expected 9, got 12');
  });
});
