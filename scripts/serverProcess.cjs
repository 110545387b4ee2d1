// The server process's command line, in one place: `npm start` (scripts/start.mjs), the browser
// suite, the fault scripts and the benchmarks all start the server with it, so that what is
// tested and measured is what a deployment runs. CommonJS, so that the plain scripts, tsx and
// jest's CommonJS tests all load it.

/** Node's arguments for the server, run from the repository's root. */
exports.SERVER_NODE_ARGS = [
  // A young generation of 32 MB a semi-space (Node 20's is 16): under 200 connections the
  // answers in flight outlived 16 MB of allocation and filled the old generation (decision 038).
  '--max-semi-space-size=32',
  // The old generation grows to one and a half times what a major collection left live, where
  // V8 by itself lets it grow to four times that: under 200 connections the live heap stays
  // about 70 MB, and side by side the process's memory peaked at 288–407 MiB with V8's own
  // growth and at 266–272 MiB with this (decision 047).
  '--heap-growing-percent=50',
  '--import',
  'tsx',
  'server/src/server.ts',
];
