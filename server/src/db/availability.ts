/**
 * Whether an error means the database cannot answer now (away, unreachable, too slow or, for the
 * embedded database, too busy), as opposed to a fault of the request or of the code. Such a call
 * answers 503 with Retry-After, and the next call tries again: nothing has to restart.
 */

/** Raised before a call reaches the database: the embedded database's queue is full. */
export class DatabaseUnavailable extends Error {
  constructor(
    public readonly reason: string,
    public readonly retryAfterSeconds: number,
  ) {
    super(`database unavailable: ${reason}`);
    this.name = 'DatabaseUnavailable';
  }
}

/** Seconds a client is asked to wait when the database is away or slow. */
export const RETRY_AFTER_DATABASE_SECONDS = 5;

/** Socket errors of a lost or refused connection. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's own codes: class 08 (connection exception), 53300 (too many connections),
 * 57014 (statement cancelled by statement_timeout), 57P01-57P03 (shutting down, starting up).
 */
const isServerUnavailableCode = (code: string) =>
  code.startsWith('08') || ['53300', '57014', '57P01', '57P02', '57P03'].includes(code);

/** What node-postgres says when a connection ends, times out or never comes. */
const CLIENT_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Query read timeout/,
  /^Client has encountered a connection error/,
  /^Cannot use a pool after calling end/,
  /^Client was closed and is not queryable/,
];

interface Cause {
  code?: unknown;
  message?: unknown;
  cause?: Cause;
}
const isObject = (value: unknown): value is Cause => typeof value === 'object' && value !== null;

/** The reason to name in the log when `error` (or what it wraps) is the database being away. */
export function databaseUnavailableReason(error: unknown): string | undefined {
  // drizzle wraps a failed query in an error whose `cause` is the driver's. Socket errors may
  // come from another realm (a test's VM), so they are read by shape, not by class.
  for (let e = error as Cause | undefined, depth = 0; isObject(e) && depth < 5; depth++) {
    if (e instanceof DatabaseUnavailable) return e.reason;
    const code = e.code;
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code)) return code;
      if (/^[0-9A-Z]{5}$/.test(code) && isServerUnavailableCode(code)) {
        return code === '57014' ? 'statement timeout' : `PostgreSQL ${code}`;
      }
    }
    const message = typeof e.message === 'string' ? e.message : '';
    const known = CLIENT_MESSAGES.find((pattern) => pattern.test(message));
    if (known) return message.split(/[\n(]/)[0].trim();
    e = e.cause;
  }
  return undefined;
}

/** Seconds for Retry-After: the queue's own figure, or the database's. */
export function retryAfterSeconds(error: unknown): number {
  for (let e = error as Cause | undefined, depth = 0; isObject(e) && depth < 5; depth++) {
    if (e instanceof DatabaseUnavailable) return e.retryAfterSeconds;
    e = e.cause;
  }
  return RETRY_AFTER_DATABASE_SECONDS;
}
