import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ExcursionInput, type StaffExcursion } from '@/contract/wire/operatorCatalog';
import {
  call,
  freePort,
  startServer,
  stopServer,
  waitHealthy,
  type ServerProcess,
  type Storage,
} from '../../scripts/fault/support';
import { signedInStaff } from './support/staff';
import { createExcursions } from './support/travelFixtures';
import { buildTestApp, type TestApp } from './support/testApp';

/**
 * Two real server processes (the server's own entry, each on its own port) on one fresh
 * PostgreSQL database: what one of them changes, the other shows on its next request, in its
 * JSON answers and in its rendered pages (decision 021).
 */
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

const LIST = '/api/excursions/allexcursion?SortColumn=name&pageSize=20&pageIndex=1';
/** A website build with a page container, so that the servers render their pages into it. */
const INDEX_HTML =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>West Africa Tours</title>' +
  '</head><body><div id=root></div></body></html>';

/** What the server rendered into the page's container (not the head's meta data). */
async function renderedPage(server: ServerProcess, pagePath: string) {
  const res = await fetch(`${server.url}${pagePath}`, { signal: AbortSignal.timeout(60_000) });
  const html = await res.text();
  const rendered = html.slice(html.indexOf('<div id=root>'));
  return { status: res.status, rendered };
}

const namesIn = (answer: unknown) =>
  (answer as { data: { results: Array<{ name: string }> } }).data.results.map((e) => e.name);

onPostgres('two server processes on one PostgreSQL', () => {
  let fixtures: TestApp;
  let websiteDir: string;
  const servers: ServerProcess[] = [];
  const dataDirs: string[] = [];
  let excursionId: number;

  beforeAll(async () => {
    // The test's own database (migrated, dropped afterwards) and a handle for its fixtures.
    fixtures = await buildTestApp({ SEED_DEMO_CONTENT: 'false' });
    websiteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wat-replicas-site-'));
    fs.writeFileSync(path.join(websiteDir, 'index.html'), INDEX_HTML);
    ({
      excursionIds: [excursionId],
    } = await createExcursions(fixtures.app.db, ['Wassu Stone Circles', 'Kunta Kinteh Island']));
    for (const label of ['first', 'second']) {
      dataDirs.push(fs.mkdtempSync(path.join(os.tmpdir(), `wat-replica-${label}-`)));
      const storage: Storage = {
        dataDir: dataDirs.at(-1)!,
        databaseUrl: fixtures.databaseUrl,
        label,
        remove: async () => undefined,
      };
      servers.push(
        startServer(storage, await freePort(), 'smtp://127.0.0.1:2525', {
          SEED_DEMO_CONTENT: 'false',
          MAIL_SENDER: 'false',
          HOUSEKEEPING: 'false',
          WEBSITE_DIR: websiteDir,
        }),
      );
    }
    await Promise.all(servers.map((server) => waitHealthy(server)));
    // A page's first rendering loads the website's code into the server: on a busy machine a
    // pause long enough for the server to shed load (503) for a moment afterwards; wait it out.
    for (const server of servers) {
      for (const page of [`/tour-details/${excursionId}`, '/tours-list']) {
        await fetch(`${server.url}${page}`, { signal: AbortSignal.timeout(120_000) });
        await waitHealthy(server);
      }
    }
  });

  afterAll(async () => {
    await Promise.all(servers.map(stopServer));
    await fixtures?.close();
    for (const dir of [websiteDir, ...dataDirs]) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("shows a change made through one server's operator API on the other's next request", async () => {
    const [first, second] = servers;
    const listed = await call(second, 'GET', LIST);
    expect(listed.status).toBe(200);
    expect(namesIn(listed.answer)).toContain('Wassu Stone Circles');
    const etag = listed.headers.get('etag')!;
    expect((await call(second, 'GET', LIST)).headers.get('etag')).toBe(etag); // kept
    for (const page of [`/tour-details/${excursionId}`, '/tours-list']) {
      const { status, rendered } = await renderedPage(second, page);
      expect(status).toBe(200);
      expect(rendered).toContain('Wassu Stone Circles');
    }

    const staff = await signedInStaff(fixtures.app.db);
    const asStaff = (method: string, url: string, body?: unknown) =>
      call<{ data: StaffExcursion }>(first, method, `/api/operator${url}`, body, staff.token);
    const { answer } = await asStaff('GET', `/excursions/${excursionId}`);
    const input = Object.fromEntries(
      Object.keys(ExcursionInput.properties).map((key) => [
        key,
        answer.data[key as keyof StaffExcursion],
      ]),
    );
    const edit = await asStaff('PUT', `/excursions/${excursionId}`, {
      ...input,
      name: 'Wassu Stone Circles and Janjanbureh',
    });
    expect(edit.status).toBe(200);

    const res = await fetch(`${second.url}${LIST}`, { headers: { 'if-none-match': etag } });
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).not.toBe(etag);
    expect(namesIn(await res.json())).toContain('Wassu Stone Circles and Janjanbureh');
    const one = await call<{ data: { name: string } }>(
      second,
      'GET',
      `/api/excursions/${excursionId}`,
    );
    expect(one.answer.data.name).toBe('Wassu Stone Circles and Janjanbureh');
    for (const page of [`/tour-details/${excursionId}`, '/tours-list']) {
      const { rendered } = await renderedPage(second, page);
      expect(rendered).toContain('Wassu Stone Circles and Janjanbureh');
    }
  });
});
