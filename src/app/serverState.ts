import { createAction, type UnknownAction } from '@reduxjs/toolkit';

/** The id of the page's `<script type="application/json">` that carries the server's answers. */
export const SERVER_STATE_ID = 'wat-server-state';

/** The RTK Query caches the server rendered the page with, by reducer path. */
export type ServerState = Record<string, unknown>;

/**
 * The server's answers arrive in the browser's store before the first render: RTK Query takes
 * the finished queries of each cache from it (its `extractRehydrationInfo`), so the page hydrates
 * with them and calls nothing again.
 */
export const serverStateArrived = createAction<ServerState>('app/serverStateArrived');

export function serverStateIn(action: UnknownAction, { reducerPath }: { reducerPath: string }) {
  // RTK Query reads queries, mutations and provided tags of what it is handed.
  if (serverStateArrived.match(action)) return action.payload[reducerPath] as never;
  return undefined;
}

interface ApiCache {
  queries: Record<string, { status: string } | undefined>;
  provided: unknown;
}

/**
 * What a server sends of a store's state: the finished queries of each cache (answered or
 * refused, as the page showed them) and the tags they provide; no subscription, no mutation.
 */
export function serverStateOf(state: Record<string, unknown>, reducerPaths: string[]): ServerState {
  const sent: ServerState = {};
  for (const path of reducerPaths) {
    const cache = state[path] as ApiCache;
    const queries = Object.fromEntries(
      Object.entries(cache.queries).filter(
        ([, entry]) => entry?.status === 'fulfilled' || entry?.status === 'rejected',
      ),
    );
    sent[path] = { queries, mutations: {}, provided: cache.provided };
  }
  return sent;
}

/** The server's state written into the page, or undefined when the page came without one. */
export function readServerState(doc: Document = document): ServerState | undefined {
  const text = doc.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as ServerState) : undefined;
  } catch {
    return undefined;
  }
}
