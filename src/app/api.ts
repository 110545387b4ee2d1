import { buildCreateApi, coreModule } from '@reduxjs/toolkit/query';
import { reactHooksModule } from '@reduxjs/toolkit/query/react';
import { runtimeConfig } from '../config/runtime';
import { createBaseQuery } from './baseQuery';
import { serverStateIn } from './serverState';

/** The cache tags of both API clients (this one and `./transportApi`). */
export const tagTypes = ['Bookings', 'Transfers', 'Account'] as const;

/**
 * RTK Query with React hooks. In the server's renderer (no `window`) the hooks start their
 * queries while rendering, so that one render pass starts what a page needs, the server waits for
 * it and renders again with the answers (decision 030); in the browser they start in effects.
 */
export const createApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ unstable__sideEffectsInRender: typeof window === 'undefined' }),
);

/** The API base: each feature injects its endpoints. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: createBaseQuery(runtimeConfig.apiBase),
  tagTypes,
  endpoints: () => ({}),
  extractRehydrationInfo: serverStateIn,
});

/** The sentence to show for a failed call: the server's `message` (or `error`), else `fallback`. */
export function serverMessage(error: unknown, fallback: string): string {
  if (error && typeof error === 'object' && 'data' in error) {
    const data = (error as { data: unknown }).data;
    if (data && typeof data === 'object') {
      const { message, error: text } = data as { message?: unknown; error?: unknown };
      if (typeof message === 'string' && message.trim()) return message;
      if (typeof text === 'string' && text.trim()) return text;
    }
  }
  return fallback;
}
