import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { loggerOptions, requestLoggerOnFirstUse, type LogOutput } from '@server/logger';
import { RequestLog } from '@server/requestLog';

/** An output that collects what is written to it; a terminal when `isTTY`. */
function output(isTTY: boolean) {
  const stream: LogOutput = Object.assign(new PassThrough(), { isTTY });
  const chunks: string[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  return { stream, written: () => chunks.join('') };
}

describe("the server's logger", () => {
  it('prints readable lines in a terminal', async () => {
    const terminal = output(true);
    const app = Fastify({ logger: loggerOptions('info', terminal.stream) });
    app.log.info('West Africa Tours is ready at http://localhost:3000');
    await app.close();

    const text = terminal.written();
    expect(text).toContain('West Africa Tours is ready at http://localhost:3000');
    expect(text).toContain('INFO');
    expect(text.trimStart().startsWith('{')).toBe(false);
  });

  it('prints one JSON object a line when the output is not a terminal', async () => {
    const pipe = output(false);
    const app = Fastify({ logger: loggerOptions('warn', pipe.stream) });
    app.log.info('not at this level');
    app.log.warn('the rate-limit store is unreachable');
    await app.close();

    const lines = pipe.written().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({
      level: 40,
      msg: 'the rate-limit store is unreachable',
    });
  });

  it('logs an error without the e-mail addresses, hashes and tokens its message quotes', async () => {
    const pipe = output(false);
    const app = Fastify({ logger: loggerOptions('info', pipe.stream) });
    const failure = new Error(
      'Failed query: select * from "users" where "email" = $1\nparams: awa@example.gm',
      {
        cause: new Error(
          'mail refused for fatou@example.gm, token 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08 hash $argon2id$v=19$m=19456',
        ),
      },
    );
    app.log.error({ err: failure, password: 'Baobab@2026' }, 'request failed');
    await app.close();

    const text = pipe.written();
    expect(text).toContain('Failed query: select * from \\"users\\" where \\"email\\" = $1');
    for (const secret of ['@example.gm', '9f86d081', '$argon2', 'Baobab@2026'])
      expect(text).not.toContain(secret);
  });

  it('writes no request line for a fast success, and one with the URL and status for any other answer', async () => {
    const pipe = output(false);
    const app = Fastify({
      logger: loggerOptions('info', pipe.stream),
      logController: new RequestLog(),
    });
    app.get('/fine', async () => ({ ok: true }));
    app.get('/cached', async (_request, reply) => reply.code(304).send());
    app.get('/refused', async (_request, reply) => reply.code(429).send({ ok: false }));
    app.get('/broken', async () => {
      throw new Error('the mail server refused');
    });
    for (const url of ['/fine', '/cached', '/refused', '/broken', '/fine'])
      await app.inject({ method: 'GET', url });
    await app.close();

    const lines = pipe
      .written()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { msg: string; req?: { url: string }; res?: object });
    const requestLines = lines.filter((line) => line.msg === 'request completed');
    expect(requestLines.map((line) => [line.req?.url, line.res])).toEqual([
      ['/refused', { statusCode: 429 }],
      ['/broken', { statusCode: 500 }],
    ]);
  });

  it("writes each request's lines with its own id, though its logger is made only when it logs", async () => {
    const pipe = output(false);
    const app = Fastify({
      logger: loggerOptions('info', pipe.stream),
      childLoggerFactory: requestLoggerOnFirstUse,
      logController: new RequestLog(),
    });
    app.get('/note', async (request) => {
      request.log.info('noted');
      request.log.child({ step: 'two' }).warn('and again');
      return { ok: true };
    });
    app.get('/quiet', { logLevel: 'warn' }, async (request) => {
      request.log.info('not at this level');
      return { ok: true };
    });
    for (const url of ['/note', '/quiet', '/note']) await app.inject({ method: 'GET', url });
    await app.close();

    const lines = pipe
      .written()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { msg: string; reqId: string; step?: string });
    expect(lines.map(({ msg, step }) => [msg, step])).toEqual([
      ['noted', undefined],
      ['and again', 'two'],
      ['noted', undefined],
      ['and again', 'two'],
    ]);
    const ids = lines.map((line) => line.reqId);
    expect(ids[0]).toBe(ids[1]);
    expect(ids[2]).toBe(ids[3]);
    expect(ids[0]).not.toBe(ids[2]);
  });
});
