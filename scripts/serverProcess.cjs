// The server process's command line, in one place: `npm start` (scripts/start.mjs), the browser
// suite, the fault scripts and the benchmarks all start the server with it, so that what is
// tested and measured is what a deployment runs. CommonJS, so that the plain scripts, tsx and
// jest's CommonJS tests all load it.

/** Node's arguments for the server, run from the repository's root. */
exports.SERVER_NODE_ARGS = [
  // A young generation of 32 MB a semi-space (Node 20's is 16): under 200 connections the
  // answers in flight outlived 16 MB of allocation and filled the old generation (decision 038).
  '--max-semi-space-size=32',
  '--import',
  'tsx',
  'server/src/server.ts',
];
