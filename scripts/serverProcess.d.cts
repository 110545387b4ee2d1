import type { ChildProcess, SpawnOptions } from 'node:child_process';

/** Node's arguments for the server, run from the repository's root. */
export declare const SERVER_NODE_ARGS: readonly string[];
/** What the server's environment adds to the one it is given (decision 045). */
export declare const SERVER_ENV: Readonly<Record<string, string>>;
/** Starts the server as Node's child process: `spawn`'s options, `env` as the whole environment. */
export declare function spawnServer(options?: SpawnOptions): ChildProcess;
