import type { Writable } from 'node:stream';
import pinoPretty from 'pino-pretty';
import { REDACTED_PATHS, serializeError } from './lib/safeLog';

/** The output the server logs to: a terminal (`isTTY`) or a pipe, file or log collector. */
export type LogOutput = Writable & { isTTY?: boolean };

/**
 * The server's logger options: readable lines in a terminal, one JSON object a line otherwise
 * (for whatever collects the logs). Pretty printing runs in this thread, synchronously, so that
 * the last lines before an exit are not lost, and no worker thread is started. Errors are logged
 * without the values of the request that caused them, and credentials are redacted.
 */
export function loggerOptions(level: string, output: LogOutput = process.stdout) {
  const safety = {
    serializers: { err: serializeError },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  };
  if (!output.isTTY) {
    // pino writes to standard output itself (synchronously); any other output is handed to it.
    return output === process.stdout ? { level, ...safety } : { level, stream: output, ...safety };
  }
  const stream = pinoPretty({
    destination: output,
    sync: true,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
  });
  return { level, stream, ...safety };
}
