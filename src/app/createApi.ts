import { buildCreateApi, coreModule } from '@reduxjs/toolkit/query';
import { reactHooksModule } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from './baseQuery';
import { serverStateIn } from './serverState';

/** The cache tags of both API clients (`./api` and `./transportApi`). */
const tagTypes = ['Bookings', 'Transfers', 'Account'] as const;

/**
 * RTK Query with React hooks, for both API clients. In the server's renderer (no `window`) the
 * hooks start their queries while rendering, so that one render pass starts what a page needs, the
 * server waits for it and renders again with the answers (decision 030); in the browser they start
 * in effects.
 */
const createApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ unstable__sideEffectsInRender: typeof window === 'undefined' }),
);

/**
 * An API client for one base address, with no endpoints yet (each feature injects its own), that
 * takes the server's answers for its cache from the page (`serverStateIn`).
 */
export function createApiClient<ReducerPath extends string>(
  reducerPath: ReducerPath,
  base: string,
) {
  return createApi({
    reducerPath,
    baseQuery: createBaseQuery(base),
    tagTypes,
    endpoints: () => ({}),
    extractRehydrationInfo: serverStateIn,
  });
}
