/**
 * `npm run fuzz [-- --requests 20000] [--seed N] [--postgres]`: a schema-driven fuzzer over the
 * server's own OpenAPI document. It starts a real server on loopback (the embedded database, or a
 * fresh PostgreSQL database with --postgres), then sends requests drawn by fast-check from each
 * call's schemas — allowed values, wrong types, missing fields, hostile and huge strings, numbers
 * at the edges, deep nesting, bad paths and methods — without a token, as a visitor and as staff,
 * each from its own client address. It fails on any 5xx, any stack trace or SQL in an answer,
 * and any success answer that breaks its documented schema. CI runs 2,000 requests.
 */
import fc from 'fast-check';
import { parseArgs } from 'node:util';
import { startMailCatcher } from '../../e2e/support/mailCatcher';
import { codeReader } from '../fault/mailbox';
import {
  freePort,
  freshStorage,
  inviteStaffMember,
  signedInStaff,
  startServer,
  stopServer,
  verifiedVisitor,
  waitHealthy,
  serverLog,
  type ServerProcess,
} from '../fault/support';
import { operationsOf } from './operations';
import { requestFor, type FuzzRequest } from './requests';
import { Verdicts } from './verdicts';

const IN_FLIGHT = 8;
const STAFF_EMAIL = 'fuzz.staff@westafricatours.test';

async function send(server: ServerProcess, request: FuzzRequest, address: string) {
  const response = await fetch(`${server.url}${request.url}`, {
    method: request.method,
    headers: { ...request.headers, 'x-forwarded-for': address },
    body: request.body,
    signal: AbortSignal.timeout(30_000),
  });
  return { status: response.status, text: await response.text() };
}

async function main() {
  const { values } = parseArgs({
    options: {
      requests: { type: 'string', default: '2000' },
      seed: { type: 'string', default: String(Date.now() % 1_000_000) },
      postgres: { type: 'boolean', default: false },
    },
  });
  const total = Number(values.requests);
  const seed = Number(values.seed);

  const storage = await freshStorage(values.postgres ?? false);
  const catcher = await startMailCatcher();
  await inviteStaffMember(storage, STAFF_EMAIL);
  const server = startServer(storage, await freePort(), catcher.smtpUrl);
  try {
    await waitHealthy(server);
    const codeFor = codeReader(catcher.mailsUrl);
    const tokens = {
      visitor: await verifiedVisitor(server, codeFor, 'fuzz'),
      staff: await signedInStaff(server, codeFor, STAFF_EMAIL),
    };
    const document = await (await fetch(`${server.url}/api/docs/json`)).json();
    const operations = operationsOf(document);
    const verdicts = new Verdicts(operations);

    const drawn = fc.sample(requestFor(operations, tokens), { numRuns: total, seed });
    let next = 0;
    const started = Date.now();
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (next < drawn.length) {
          const index = next++;
          const request = drawn[index];
          const address = `203.0.${(index >> 8) & 255}.${index & 255}`;
          const answer = await send(server, request, address).catch((error: Error) => ({
            status: 0,
            text: `no answer: ${error.message}`,
          }));
          verdicts.judge(request, answer);
        }
      }),
    );
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `fuzzer (${storage.label}, seed ${seed}): ${total} requests in ${seconds.toFixed(0)} s`,
    );
    verdicts.print();
    if (verdicts.failed()) {
      process.exitCode = 1;
      console.log(`the server's error log:\n${serverLog(storage).slice(0, 6000)}`);
    }
  } finally {
    await stopServer(server);
    await catcher.close();
    await storage.remove();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
