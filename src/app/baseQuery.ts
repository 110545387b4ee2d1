import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import type { UnknownAction } from '@reduxjs/toolkit';

/** Per-endpoint options: `anonymous` calls never carry the bearer token (e.g. sign-in, review/). */
export interface CallOptions {
  anonymous?: boolean;
}

export type ApiBaseQuery = BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  CallOptions
>;

/**
 * What the base query needs of the visitor's session. The store hands it in as the thunk's extra
 * argument, so that the app's API layer imports no feature.
 */
export interface SessionAccess {
  /** The bearer token in the state, or null when signed out. */
  selectToken: (state: unknown) => string | null;
  /** The action that ends a session whose token the server refused. */
  refused: () => UnknownAction;
}

function sessionAccess(extra: unknown): SessionAccess {
  if (!extra || typeof extra !== 'object' || !('selectToken' in extra)) {
    throw new Error('The store must hand the API its SessionAccess as the thunk extra argument.');
  }
  return extra as SessionAccess;
}

/**
 * A fetch base query that adds `Authorization: Bearer <token>` from the session, and ends the
 * session when the server answers 401 to a call that carried the token.
 */
export function createBaseQuery(baseUrl: string): ApiBaseQuery {
  const withToken = fetchBaseQuery({
    baseUrl,
    prepareHeaders: (headers, { getState, extra }) => {
      const token = sessionAccess(extra).selectToken(getState());
      if (token) headers.set('Authorization', `Bearer ${token}`);
      return headers;
    },
  });
  const withoutToken = fetchBaseQuery({ baseUrl });

  return async (args, api, extraOptions) => {
    const session = sessionAccess(api.extra);
    const anonymous = extraOptions?.anonymous === true;
    const token = anonymous ? null : session.selectToken(api.getState());
    const result = await (anonymous ? withoutToken : withToken)(args, api, extraOptions ?? {});
    const refused = result.error?.status === 401;
    // Only the token that was refused ends; a newer sign-in in the meantime stays.
    if (token && refused && session.selectToken(api.getState()) === token) {
      api.dispatch(session.refused());
    }
    return result;
  };
}
