import { nextTask } from '@/app/nextTask';

/** The open message ports of this process, as Node counts what keeps it alive. */
const openPorts = () =>
  process.getActiveResourcesInfo().filter((resource) => resource === 'MessagePort').length;

/*
 * The server renders the tour page through the same steps as the browser (decision 078): between
 * them, `nextTask` must give way to the tasks already queued, and leave nothing that keeps the
 * server's process alive after it has stopped.
 */
describe('the step between two pieces of the website, on the server', () => {
  it('settles only after the work already queued', async () => {
    const order: string[] = [];
    const step = nextTask().then(() => order.push('step'));
    void Promise.resolve().then(() => order.push('queued before'));
    await step;
    expect(order).toEqual(['queued before', 'step']);
  });

  it('leaves no message port open once settled', async () => {
    const before = openPorts();
    for (let step = 0; step < 5; step++) await nextTask();
    expect(openPorts()).toBe(before);
  });
});
