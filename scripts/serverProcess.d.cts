/** Node's arguments for the server, run from the repository's root. */
export declare const SERVER_NODE_ARGS: readonly string[];
