import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { runtimeConfig } from '../config/runtime';
import { selectToken, sessionCleared, type SessionState } from '../features/account/sessionSlice';

/** Per-endpoint options: `anonymous` calls never carry the bearer token (e.g. sign-in, review/). */
export interface CallOptions {
  anonymous?: boolean;
}

type WithSession = { session: SessionState };
export type ApiBaseQuery = BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  CallOptions
>;

/**
 * A fetch base query that adds `Authorization: Bearer <token>` from the session slice, and clears
 * the session when the server answers 401 to a call that carried the token.
 */
export function createBaseQuery(baseUrl: string): ApiBaseQuery {
  const withToken = fetchBaseQuery({
    baseUrl,
    prepareHeaders: (headers, { getState }) => {
      const token = selectToken(getState() as WithSession);
      if (token) headers.set('Authorization', `Bearer ${token}`);
      return headers;
    },
  });
  const withoutToken = fetchBaseQuery({ baseUrl });

  return async (args, api, extraOptions) => {
    const anonymous = extraOptions?.anonymous === true;
    const token = anonymous ? null : selectToken(api.getState() as WithSession);
    const result = await (anonymous ? withoutToken : withToken)(args, api, extraOptions ?? {});
    const refused = result.error?.status === 401;
    // Only the token that was refused ends; a newer sign-in in the meantime stays.
    if (token && refused && selectToken(api.getState() as WithSession) === token) {
      api.dispatch(sessionCleared());
    }
    return result;
  };
}

const tagTypes = ['Bookings', 'Transfers', 'Account'] as const;

/** The API base (SPEC.md section 7); each feature injects its endpoints. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: createBaseQuery(runtimeConfig.apiBase),
  tagTypes,
  endpoints: () => ({}),
});

/** The transport API base: the transfers. */
export const transportApi = createApi({
  reducerPath: 'transportApi',
  baseQuery: createBaseQuery(runtimeConfig.transportBase),
  tagTypes,
  endpoints: () => ({}),
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
