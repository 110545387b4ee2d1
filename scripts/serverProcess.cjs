// The server process, in one place: `npm start` (scripts/start.mjs), the browser suite, the fault
// scripts and the benchmarks all start the server with `spawnServer`, so that what is tested and
// measured is what a deployment runs. CommonJS, so that the plain scripts, tsx and jest's
// CommonJS tests all load it.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS file, as said above
const { spawn } = require('node:child_process');

/** Node's arguments for the server, run from the repository's root. */
const SERVER_NODE_ARGS = [
  // A young generation of 32 MB a semi-space (Node 20's is 16): under 200 connections the
  // answers in flight outlived 16 MB of allocation and filled the old generation (decision 038).
  '--max-semi-space-size=32',
  '--import',
  'tsx',
  'server/src/server.ts',
];

/**
 * What the server's environment adds to the one it is given (which wins): glibc's malloc keeps
 * at most two arenas, not eight a core, which the server's threads (V8's, libuv's) each filled
 * with freed memory that stayed in the process (decision 045).
 */
const SERVER_ENV = { MALLOC_ARENA_MAX: '2' };

/** Starts the server as Node's child process: `spawn`'s options, `env` as the whole environment. */
function spawnServer(options = {}) {
  return spawn(process.execPath, SERVER_NODE_ARGS, {
    ...options,
    env: { ...SERVER_ENV, ...(options.env ?? process.env) },
  });
}

module.exports = { SERVER_NODE_ARGS, SERVER_ENV, spawnServer };
