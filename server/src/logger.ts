import type { Writable } from 'node:stream';
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
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

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];
type LogCall = Parameters<FastifyBaseLogger['info']>;

/**
 * A request's logger, made when the request first logs. Fastify makes a child logger for every
 * request, and pino writes out its bindings (through the redaction) as it makes it: a cost on
 * every cached read, and nearly all of them log nothing (decision 041).
 */
class LoggerOnFirstUse implements FastifyBaseLogger {
  #made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildOptions,
  ) {}

  #logger(): FastifyBaseLogger {
    return (this.#made ??= this.parent.child(this.bindings, this.options));
  }

  get level() {
    return this.#logger().level;
  }

  set level(level: string) {
    this.#logger().level = level;
  }

  fatal(...call: LogCall) {
    this.#logger().fatal(...call);
  }

  error(...call: LogCall) {
    this.#logger().error(...call);
  }

  warn(...call: LogCall) {
    this.#logger().warn(...call);
  }

  info(...call: LogCall) {
    this.#logger().info(...call);
  }

  debug(...call: LogCall) {
    this.#logger().debug(...call);
  }

  trace(...call: LogCall) {
    this.#logger().trace(...call);
  }

  silent(...call: LogCall) {
    this.#logger().silent(...call);
  }

  child(bindings: Bindings, options?: ChildOptions) {
    return this.#logger().child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: each request's logger is made on its first use. */
export const requestLoggerOnFirstUse: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) => new LoggerOnFirstUse(logger, bindings, options);
