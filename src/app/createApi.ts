import { buildCreateApi, coreModule } from '@reduxjs/toolkit/query';
import { reactHooksModule } from '@reduxjs/toolkit/query/react';

/** The cache tags of both API clients (`./api` and `./transportApi`). */
export const tagTypes = ['Bookings', 'Transfers', 'Account'] as const;

/**
 * RTK Query with React hooks, for both API clients. In the server's renderer (no `window`) the
 * hooks start their queries while rendering, so that one render pass starts what a page needs, the
 * server waits for it and renders again with the answers (decision 030); in the browser they start
 * in effects.
 */
export const createApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ unstable__sideEffectsInRender: typeof window === 'undefined' }),
);
