/** How the server uses its database; read from the environment by `config.ts`. */
export interface DatabaseSettings {
  /** PostgreSQL: the most connections one process opens. */
  poolSize: number;
  /** PostgreSQL: the longest wait for a connection, new or from the pool, before a 503. */
  connectTimeoutMs: number;
  /** The longest a statement may run (PostgreSQL cancels it; the client stops waiting too). */
  statementTimeoutMs: number;
  /** PostgreSQL: an unused pooled connection is closed after this long. */
  idleTimeoutMs: number;
  /** The embedded database: the most calls waiting for it; past it a call answers 503. */
  queueLimit: number;
}

export const DEFAULT_DATABASE_SETTINGS: DatabaseSettings = Object.freeze({
  poolSize: 10,
  connectTimeoutMs: 3_000,
  statementTimeoutMs: 5_000,
  idleTimeoutMs: 30_000,
  queueLimit: 500,
});
