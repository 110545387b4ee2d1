import { test as base, expect, type Browser, type Page, type Response } from '@playwright/test';

/** A page the server answered 404 on purpose: its rendered not-found page. */
const isNotFoundPage = (response: Response) =>
  response.status() === 404 && response.request().resourceType() === 'document';

/**
 * Everything that went wrong in the page while a test ran: console errors (React's hydration
 * errors among them: the website reports each to the console), uncaught exceptions, requests that
 * failed in the network (not those a navigation cancelled) and responses with an error status
 * (not a not-found page the server rendered for an unknown address).
 */
export class PageProblems {
  readonly list: string[] = [];
  private readonly notFoundPages = new Set<string>();

  constructor(page: Page) {
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      // The browser's own line about the 404 page itself, not a fault of the page.
      if (this.notFoundPages.has(message.location().url)) return;
      this.list.push(`console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => this.list.push(`uncaught exception: ${error.message}`));
    page.on('requestfailed', (request) => {
      const failure = request.failure()?.errorText ?? 'unknown failure';
      // A reload or a new page cancels the requests still loading: the browser's doing, not a fault.
      if (failure === 'net::ERR_ABORTED') return;
      this.list.push(`request failed: ${request.method()} ${request.url()} (${failure})`);
    });
    page.on('response', (response) => {
      if (isNotFoundPage(response)) {
        this.notFoundPages.add(response.url());
        return;
      }
      if (response.status() >= 400) {
        this.list.push(
          `error response: ${response.status()} ${response.request().method()} ${response.url()}`,
        );
      }
    });
  }
}

interface Fixtures {
  /** Collected for every test, and checked after it: a test passes only with none. */
  pageProblems: PageProblems;
}

/** Third-party map services: closed to this suite's network, so they answer a plain page. */
const MAP_SERVICES = /^https:\/\/(www\.openstreetmap\.org|www\.google\.com\/maps)\//;

/**
 * A rendered page starts its scripts after its largest picture (decision 036), so the window's
 * load event can come before the website runs. Like a visitor who waits for the page to work,
 * each `goto` and `reload` of this page returns once the page has said it is ready
 * (`<html data-page-ready>`, set once its part has hydrated); a `goto` that asks to wait for the
 * answer's arrival only (`waitUntil: 'commit'`) returns then, for what a visitor does before.
 */
export function awaitingReadyPage(page: Page): Page {
  const pageReady = () =>
    page.waitForFunction(
      () =>
        !document.getElementById('root') ||
        document.documentElement.hasAttribute('data-page-ready'),
    );
  const [goto, reload] = [page.goto.bind(page), page.reload.bind(page)];
  page.goto = async (...args) => {
    const response = await goto(...args);
    if (args[1]?.waitUntil !== 'commit') await pageReady();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await pageReady();
    return response;
  };
  return page;
}

/** Another visitor's page, in a browser context of its own. */
export const visitorPage = async (browser: Browser) => awaitingReadyPage(await browser.newPage());

export const test = base.extend<Fixtures>({
  page: async ({ page }, use) => {
    await page.route(MAP_SERVICES, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Map</title>' }),
    );
    await use(awaitingReadyPage(page));
  },
  pageProblems: [
    async ({ page }, use) => {
      const problems = new PageProblems(page);
      await use(problems);
      expect(problems.list, 'console errors and failed requests in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
