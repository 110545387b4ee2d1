import type { Writable } from 'node:stream';
import pinoPretty from 'pino-pretty';

/** The output the server logs to: a terminal (`isTTY`) or a pipe, file or log collector. */
export type LogOutput = Writable & { isTTY?: boolean };

/**
 * The server's logger options: readable lines in a terminal, one JSON object a line otherwise
 * (for whatever collects the logs). Pretty printing runs in this thread, synchronously, so that
 * the last lines before an exit are not lost, and no worker thread is started.
 */
export function loggerOptions(level: string, output: LogOutput = process.stdout) {
  if (!output.isTTY) return { level };
  const stream = pinoPretty({
    destination: output,
    sync: true,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
  });
  return { level, stream };
}
