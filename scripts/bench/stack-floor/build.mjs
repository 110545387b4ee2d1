// Builds the stack-floor page (app.tsx beside this file) with the site's own webpack
// configuration into `outputDir`: the stack-floor size report and the Lighthouse benchmark both
// measure this one build.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export function buildStackFloor(outputDir) {
  const webpack = spawnSync(
    path.join(root, 'node_modules', '.bin', 'webpack'),
    [
      '--mode',
      'production',
      '--env',
      'stackFloor',
      '--entry-reset',
      '--entry',
      './scripts/bench/stack-floor/app.tsx',
      '--output-path',
      outputDir,
    ],
    { cwd: root, encoding: 'utf8' },
  );
  if (webpack.status !== 0) {
    console.error(webpack.stdout, webpack.stderr);
    throw new Error('the build of the stack floor failed');
  }
  return outputDir;
}
