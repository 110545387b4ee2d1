import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { EmotionCache } from '@emotion/cache';
import createEmotionServer, { type EmotionServer } from '@emotion/server/create-instance';
import { AppProviders } from '../app/AppProviders';
import { api } from '../app/api';
import { transportApi } from '../app/transportApi';
import type { ServerFetch } from '../app/baseQuery';
import { PageStatusContext, type PageReport } from '../app/pageStatus';
import { AppRoutes } from '../app/router';
import { serverStateOf, type ServerState } from '../app/serverState';
import { setupStore, type AppStore } from '../app/store';
import { asServed, siteEmotionCache } from '../theme/emotion';
import { localeBase, localeOfPath, type Locale } from '@/i18n';
import { WEBSITE_TRANSLATORS } from './translators';

/** A page as the server sends it, before it goes into index.html. */
export interface RenderedPage {
  /** 404 for a path no page has, or a page whose record does not exist (it says so). */
  status: 200 | 404;
  /** The page's own part of the tab's title, as it set it while rendering (usePageTitle). */
  title?: string;
  /** The contents of #root. */
  html: string;
  /**
   * The preloads React writes for the pictures that are not lazy (StoredImage's priority picture):
   * for the head, where the browser finds them first.
   */
  preloads: string;
  /** emotion's style elements of what the page shows. */
  styles: string;
  /** The RTK Query answers the page was rendered with. */
  state: ServerState;
}

/**
 * Passes at most: each loads the lazy parts the page reached and starts the queries its components
 * ask for with what the previous one answered (a list, then the details it names); the last
 * renders with every part and every answer.
 */
const MAX_PASSES = 6;
/**
 * What React writes for a Suspense boundary that waited during the render: content moved into
 * place by inline scripts, which the CSP forbids. A page with any is rendered again, with the
 * lazy parts it waited for loaded by then.
 */
const WAITED = /<script\b|<template id="B:/;
const CACHES = [api.reducerPath, transportApi.reducerPath];
/**
 * React writes the resources it hoists (a preload for each picture that is not lazy) before the
 * page when it does not render the document itself; they belong in the head.
 */
const LEADING_LINKS = /^(?:<link\b[^>]*>)+/;

type State = ReturnType<AppStore['getState']>;

/**
 * The tree at `url`. Its components read `snapshot`, the state before the pass (react-redux's
 * server state): the queries they start while rendering change the store, not this pass's page.
 */
interface Pass {
  store: AppStore;
  locale: Locale;
  snapshot: State;
  url: string;
  cache: EmotionCache;
  status: PageReport;
}

function tree({ store, locale, snapshot, url, cache, status }: Pass): ReactNode {
  return (
    <PageStatusContext.Provider value={status}>
      <AppProviders
        store={store}
        serverState={snapshot}
        restored={false}
        i18n={WEBSITE_TRANSLATORS[locale]}
        styles={cache}
      >
        <StaticRouter location={url} basename={localeBase(locale) || undefined}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </PageStatusContext.Provider>
  );
}

/** The whole tree, lazy pages included, once every Suspense boundary has its content. */
async function renderToHtml(node: ReactNode): Promise<string> {
  // No boundary sent apart for being large: the page comes whole, in order, with no script.
  const { prelude } = await prerenderToNodeStream(node, { progressiveChunkSize: Infinity });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

function runningQueries(store: AppStore) {
  return [
    ...store.dispatch(api.util.getRunningQueriesThunk()),
    ...store.dispatch(transportApi.util.getRunningQueriesThunk()),
  ];
}

/** The cache keys of the queries in `state`: all of them, or only those with an answer (or a refusal). */
function queryKeys(state: State, which: 'all' | 'finished'): Set<string> {
  const keys = new Set<string>();
  for (const path of CACHES) {
    for (const [key, entry] of Object.entries(state[path as 'api'].queries)) {
      if (which === 'all' || entry?.status === 'fulfilled' || entry?.status === 'rejected') {
        keys.add(key);
      }
    }
  }
  return keys;
}

/**
 * Renders the website's tree at `url` for an anonymous visitor: the queries its components ask
 * for go through `serverFetch` (the server's own routes, in the process), and the page is rendered
 * again with their answers until it asks for nothing more.
 */
export async function renderPage(url: string, serverFetch: ServerFetch): Promise<RenderedPage> {
  const locale = localeOfPath(url.split('?')[0]);
  const store = setupStore(undefined, serverFetch, locale);
  for (let pass = 1; pass <= MAX_PASSES; pass += 1) {
    const snapshot = store.getState();
    const cache = siteEmotionCache();
    // Before rendering: it makes the cache keep its rules instead of writing style elements inline.
    const emotion = createEmotionServer(cache);
    const said: Said = { notFound: false };
    const status: PageReport = {
      notFound: () => (said.notFound = true),
      titled: (title) => (said.title = title),
    };
    const html = await renderToHtml(tree({ store, locale, snapshot, url, cache, status }));
    // A refused query starts again whenever a component asks for it: only new ones count, and
    // one the pass started counts even when its answer has already come (an in-process call
    // can answer before the pass ends).
    const finished = queryKeys(snapshot, 'finished');
    const started = [...queryKeys(store.getState(), 'all')].filter((key) => !finished.has(key));
    if (started.length === 0 && !WAITED.test(html)) {
      return page(html, styleTagsOf(cache, emotion, html), snapshot, said);
    }
    await Promise.all(runningQueries(store));
  }
  throw new Error(`The page ${url} still asked for data after ${MAX_PASSES} renders.`);
}

/** What the page said of itself during one pass. */
interface Said {
  notFound: boolean;
  title?: string;
}

/**
 * The style elements of every rule the render inserted, not only of the classes the markup names
 * (emotion's "critical" styles): MUI composes a component's styles from its parts' (a Button's
 * over its ButtonBase's), and each part's own rule, though no element names it, is one the
 * browser's emotion would otherwise compile and insert again while it hydrates (decision 051).
 * emotion's extraction keeps the rules whose class the text it is given names: it is given them all.
 */
function styleTagsOf(cache: EmotionCache, emotion: EmotionServer, html: string): string {
  const everyClass = Object.keys(cache.inserted).map((id) => `${cache.key}-${id}`);
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = emotion;
  return asServed(
    constructStyleTagsFromChunks(extractCriticalToChunks(`${html} ${everyClass.join(' ')}`)),
  );
}

function page(html: string, styles: string, state: State, said: Said): RenderedPage {
  const preloads = LEADING_LINKS.exec(html)?.[0] ?? '';
  return {
    status: said.notFound ? 404 : 200,
    title: said.title,
    html: html.slice(preloads.length),
    preloads,
    styles,
    state: serverStateOf(state, CACHES),
  };
}
