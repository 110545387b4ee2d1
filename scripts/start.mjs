// `npm start`: builds the website when no build exists yet, then runs the server, which serves
// both the API and the built website on one port.
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_ARGS } from './serverProcess.cjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

if (!fs.existsSync(path.join(root, 'dist', 'website', 'index.html'))) {
  console.log(
    'No website build yet: building it once (later starts reuse it; `npm run build` rebuilds).',
  );
  const build = spawnSync(bin('webpack'), ['--mode', 'production'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, SERVER_NODE_ARGS, {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
