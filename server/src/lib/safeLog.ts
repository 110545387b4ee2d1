/**
 * What the server's log may say about an error: its kind, code, message and stack, never the
 * values of the request that caused it. A failed query carries its parameters (e-mail addresses,
 * password hashes, token hashes) in drizzle's message and `params`, and PostgreSQL's `detail`
 * quotes the failing row; none of that reaches the log.
 */

/** Error fields kept as they are: names and codes of things, never a request's values. */
const KEPT_FIELDS = ['code', 'severity', 'routine', 'schema', 'table', 'column', 'constraint'];

const PATTERNS: [RegExp, string][] = [
  // An e-mail address anywhere in a text.
  // An e-mail address anywhere in a text (not a scoped package's path, `node_modules/@scope/`).
  [/[^\s@"'<>(),;:=/[\]]+@[^\s@"'<>(),;:=/[\]]+\.[A-Za-z]{2,}/g, '[e-mail]'],
  // argon2 hashes of passwords and codes.
  [/\$argon2[^\s"',)]*/g, '[hash]'],
  // Token hashes and tokens: long runs of hex or base64url.
  [/\b[0-9a-f]{32,}\b/gi, '[token]'],
  [/\b[A-Za-z0-9_-]{40,}\b/g, '[token]'],
];

/** A text with e-mail addresses, hashes and tokens masked. */
export function scrubText(text: string): string {
  return PATTERNS.reduce((out, [pattern, mask]) => out.replace(pattern, mask), text);
}

/** drizzle's failed-query message without its parameters: "Failed query: <sql>\nparams: …". */
const withoutParams = (message: string) => message.replace(/\nparams:[\s\S]*$/, '');

/** An error as the log shows it (the shape pino's own serializer gives). */
export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

/**
 * pino's serializer for `err`: an error as the log may show it. A text logged as `err` (a mail
 * server's refusal) is masked too.
 */
export function serializeError(error: Error): LoggedError {
  if (!(error instanceof Error))
    return { type: typeof error, message: scrubText(String(error)), stack: '' };
  const message = withoutParams(error.message);
  const logged: LoggedError = {
    type: error.constructor?.name ?? error.name,
    message: scrubText(message),
    stack: scrubText((error.stack ?? '').replace(error.message, message)),
  };
  const fields = error as unknown as Record<string, unknown>;
  for (const field of KEPT_FIELDS) {
    if (typeof fields[field] === 'string' || typeof fields[field] === 'number')
      logged[field] = fields[field];
  }
  if (error.cause !== undefined) logged.cause = serializeCause(error.cause, 1);
  return logged;
}

function serializeCause(cause: unknown, depth: number): unknown {
  if (depth > 4) return undefined;
  if (!(cause instanceof Error)) return scrubText(String(cause));
  const logged = serializeError(cause);
  // The cause's own stack repeats the outer one's frames: its first line says enough.
  logged.stack = logged.stack.split('\n')[0];
  if (cause.cause !== undefined) logged.cause = serializeCause(cause.cause, depth + 1);
  return logged;
}

/**
 * Paths pino replaces with "[redacted]" wherever they are logged: credentials in headers and
 * any body or object with a password, code or token.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'body',
  '*.body',
  ...['password', 'newPassword', 'currentPassword', 'token', 'accessToken', 'otp'].flatMap(
    (field) => [field, `*.${field}`],
  ),
];
