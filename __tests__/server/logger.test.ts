import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { loggerOptions, type LogOutput } from '@server/logger';

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

  it('prints one JSON object a line when the output is not a terminal', () => {
    const options = loggerOptions('warn', output(false).stream);
    expect(options).toEqual({ level: 'warn' });
  });
});
