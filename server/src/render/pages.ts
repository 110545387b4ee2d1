import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CatalogAnswers,
  etagOf,
  type AnswerLimits,
  type CatalogAnswer,
} from '../lib/catalogAnswers';
import { encodePage, encodePageSmallest, type Encoding } from './encoding';
import { catalogVersionReader } from '../services/catalog';
import type { IndexPage } from '../seo/head';
import type { PageMeta } from '../seo/pageMeta';
import { alternatesOf } from '../seo/languages';
import { inProcessFetch, type CallsSeen } from './inProcessFetch';
import type { PageScripts } from './pageScripts';
import { operatorYear } from '@/contract/dates';
import { renderedAddressOf } from '@/contract/pages';

/** A page ready to send: its status and the whole document, plain or compressed. */
export interface SentPage {
  status: number;
  /** Seconds to wait before asking again, on a page whose calls were refused for now. */
  retryAfter?: string;
  html: string;
  encoded(encoding: Encoding): Buffer;
}

/**
 * The page, compressing it once per encoding asked for. A kept page's brotli copy is then made
 * again at the smallest size, in the background; the first visitors get the quicker copy.
 */
function sentPage(
  status: number,
  html: string,
  { retryAfter, kept = false }: { retryAfter?: string; kept?: boolean } = {},
): SentPage {
  const copies = new Map<Encoding, Buffer>();
  const makeSmallest = () =>
    encodePageSmallest(html).then(
      (smallest) => copies.set('br', smallest),
      // The quicker copy stays; it is the same page.
      () => undefined,
    );
  return {
    status,
    retryAfter,
    html,
    encoded(encoding) {
      if (!copies.has(encoding)) {
        copies.set(encoding, encodePage(html, encoding));
        if (kept && encoding === 'br') void makeSmallest();
      }
      return copies.get(encoding)!;
    },
  };
}

/** Kept pages: about 190 KB of markup each, so far fewer of them than catalog answers. */
const PAGE_LIMITS: AnswerLimits = { answers: 100, bytes: 32 * 1024 * 1024 };

/**
 * What a kept page holds in memory: its text, two bytes a character at worst (a page with a
 * character beyond Latin-1), which also covers its compressed copies (a tenth of it each).
 */
const keptSize = (html: string) => html.length * 2;

/**
 * Renders the website's pages (decision 030) into index.html, with the head the page's meta data
 * gives. Every visitor is anonymous to the server (the session lives in the browser), so a page
 * rendered from catalog answers alone is kept per URL for the catalog version it was rendered
 * with, in the same kind of store as the catalog's answers, and dropped with them when the
 * catalog changes. The renderer (React and the website's code) loads here, before the server
 * listens: loaded by the first visitor's page, it held the event loop for half a second on an idle
 * machine, and for long enough on a busy one that the load shedding refused the next requests.
 */
export async function pageRenderer(
  app: FastifyInstance,
  indexPage: IndexPage,
  metaOf: (path: string) => Promise<PageMeta | undefined>,
  pageScripts: PageScripts,
) {
  const { renderPage } = await import('@/ssr/renderPage');
  const pages = new CatalogAnswers(PAGE_LIMITS);
  // The sent form of each kept page, compressed copies included, for as long as it is kept.
  const sent = new WeakMap<CatalogAnswer, SentPage>();
  const readVersion = catalogVersionReader(app.database);

  return async (request: FastifyRequest): Promise<SentPage> => {
    const version = await readVersion();
    pages.useVersion(version);
    const address = renderedAddressOf(request.url);
    // A page names the year (the footer's copyright): a new year renders it again.
    const key = `${operatorYear()} ${address}`;
    let kept = pages.get(key);
    let done: ((page?: CatalogAnswer) => void) | undefined;
    if (!kept) {
      // Visitors asking for the same page while it renders wait for that rendering.
      const fill = pages.fill(key);
      if ('wait' in fill) kept = await fill.wait;
      else done = fill.done;
    }
    if (kept) {
      if (!sent.has(kept)) sent.set(kept, sentPage(200, kept.body, { kept: true }));
      return sent.get(kept)!;
    }
    try {
      return await render(request, address, key, version, done);
    } finally {
      done?.();
    }
  };

  async function render(
    request: FastifyRequest,
    address: string,
    key: string,
    version: number,
    done?: (page?: CatalogAnswer) => void,
  ): Promise<SentPage> {
    const seen: CallsSeen = { beyondCatalog: false };
    const path = address.split('?')[0];
    const [page, meta] = await Promise.all([
      renderPage(address, inProcessFetch(app, request.ip, seen)),
      metaOf(path),
    ]);
    const found = page.status === 200;
    const alternates = alternatesOf(app.config.publicUrl, path, found);
    const body = { ...page, scripts: pageScripts(path) };
    const html = indexPage.render(found ? meta : undefined, body, alternates);
    // A page showing "try again" for a refused call says so in its status too, so that neither
    // a cache nor a search engine takes it for the page.
    const keeping = page.status === 200 && !seen.beyondCatalog;
    const answer =
      page.status === 200 && seen.refused
        ? sentPage(seen.refused.status, html, { retryAfter: seen.refused.retryAfter })
        : sentPage(page.status, html, { kept: keeping });
    if (keeping) {
      const keep = { etag: etagOf(version, html), body: html, contentType: 'text/html' };
      pages.keep(key, version, keep, keptSize(html));
      sent.set(keep, answer);
      done?.(keep);
    }
    return answer;
  }
}
