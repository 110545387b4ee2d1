import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const root = path.resolve(__dirname, '..', '..');
const run = promisify(execFile);

/**
 * Runs one of the repository's TypeScript scripts in Node, as `npm run` would, and answers what
 * it printed. Never a synchronous child process: it would hold the test's event loop, and an HTTP
 * connection the server closed meanwhile would be taken for open by the next call to the site,
 * which then fails with "other side closed".
 */
export async function runScript(script: string, args: string[] = []): Promise<string> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return stdout;
}
