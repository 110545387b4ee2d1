/**
 * Two replicas on one PostgreSQL database (issue 15): both keep the catalog's answers in memory;
 * a change staff make through one must show on the other's next request, with a new ETag, and
 * back the other way.
 *
 *   DATABASE_URL=postgres://… npx tsx scripts/fault/replicas.ts
 */
import { startMailCatcher } from '../../e2e/support/mailCatcher';
import type { Envelope } from '@/contract/wire/envelope';
import { codeReader } from './mailbox';
import {
  call,
  freePort,
  freshStorage,
  inviteStaffMember,
  signedInStaff,
  startServer,
  stopServer,
  waitHealthy,
  type ServerProcess,
} from './support';

const STAFF_EMAIL = 'replicas.staff@example.org';
const LIST = '/api/excursions/allexcursion?SortColumn=name&pageSize=100&pageIndex=1';

type ListAnswer = Envelope<{ results: { id: number; name: string }[] }>;

/** Each replica's view of one excursion: its page's status and whether the list names it. */
async function seenBy(server: ServerProcess, id: number) {
  const page = await call(server, 'GET', `/api/excursions/${id}`);
  const list = await call<ListAnswer>(server, 'GET', LIST);
  return {
    page: page.status,
    listed: list.answer.data.results.some((excursion) => excursion.id === id),
    listTag: list.headers.get('etag'),
  };
}

async function main() {
  const storage = await freshStorage(true);
  const catcher = await startMailCatcher(await freePort());
  await inviteStaffMember(storage, STAFF_EMAIL);
  const replicas = [
    startServer(storage, await freePort(), catcher.smtpUrl),
    startServer(storage, await freePort(), catcher.smtpUrl),
  ];
  const [first, second] = replicas;
  const failures: string[] = [];
  const expect = (what: string, held: boolean) => {
    console.log(`${held ? 'held' : 'FAILED'}: ${what}`);
    if (!held) failures.push(what);
  };
  try {
    await Promise.all(replicas.map((replica) => waitHealthy(replica)));
    const token = await signedInStaff(first, codeReader(catcher.mailsUrl), STAFF_EMAIL);
    const { answer } = await call<ListAnswer>(first, 'GET', LIST);
    const { id, name } = answer.data.results[0];

    // Each replica has answered twice, so the second answer came from its cache.
    for (const replica of replicas) await seenBy(replica, id);
    const before = await seenBy(second, id);
    expect(`both replicas show "${name}"`, before.page === 200 && before.listed);

    const unpublished = await call(
      first,
      'POST',
      `/api/operator/excursions/${id}/unpublish`,
      undefined,
      token,
    );
    expect(
      `staff unpublish it through the first replica (${unpublished.status})`,
      unpublished.status === 200,
    );
    const afterUnpublish = await seenBy(second, id);
    expect(
      'the second replica answers 404 for it and leaves it out of the list on its next request',
      afterUnpublish.page === 404 && !afterUnpublish.listed,
    );
    expect('with a new ETag for the list', afterUnpublish.listTag !== before.listTag);
    const stale = await fetch(`${second.url}${LIST}`, {
      headers: { 'if-none-match': before.listTag ?? '' },
    });
    expect('the old ETag no longer gets a 304', stale.status === 200);

    const published = await call(
      second,
      'POST',
      `/api/operator/excursions/${id}/publish`,
      undefined,
      token,
    );
    expect('staff publish it again through the second replica', published.status === 200);
    const afterPublish = await seenBy(first, id);
    expect(
      'the first replica shows it again on its next request',
      afterPublish.page === 200 && afterPublish.listed,
    );
  } finally {
    for (const replica of replicas) await stopServer(replica);
    await catcher.close();
    await storage.remove();
  }
  console.log(
    `two replicas on one PostgreSQL: ${failures.length ? `${failures.length} check(s) failed` : 'every catalog change showed on the other replica at once'}`,
  );
  if (failures.length) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
