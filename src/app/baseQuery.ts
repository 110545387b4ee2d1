import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import type { UnknownAction } from '@reduxjs/toolkit';
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales';

/** Per-endpoint options: `anonymous` calls never carry the bearer token (e.g. sign-in, review/). */
export interface CallOptions {
  anonymous?: boolean;
  /** An operator call: it carries the staff token (never the visitor's), and a 401 ends the staff session. */
  staff?: boolean;
  /** A catalog read: on a French page it asks for the operator's French texts (`lang=fr`). */
  localized?: boolean;
}

/** The staff session's place in the state, present once the console has loaded. */
interface WithStaffSession {
  staffSession?: { token: string | null };
}

/** What ends the staff session; the console's slice answers it. */
export const STAFF_SESSION_ENDED = 'staffSession/ended';

/**
 * A creating call and the key of the submit that makes it: the base query sends the key as the
 * `Idempotency-Key` header, so a double click or a retry creates one thing (API reference,
 * "Since round 2"). Every submit gets a fresh key from `useSubmitOnce`.
 */
export interface Keyed<Body> {
  body: Body;
  key: string;
}

/** A call's arguments, with the submit's key when it creates something. */
export interface CallArgs extends FetchArgs {
  idempotencyKey?: string;
}

/** A POST that creates something, with its submit's key. */
export const keyedPost = <Body>(url: string, { body, key }: Keyed<Body>): CallArgs => ({
  url,
  method: 'POST',
  body,
  idempotencyKey: key,
});

/** The submit's key as a header; the rest of the call as given. */
function withKeyHeader(args: string | CallArgs): string | FetchArgs {
  if (typeof args === 'string' || args.idempotencyKey === undefined) return args;
  const { idempotencyKey, ...call } = args;
  const headers = new Headers(call.headers as HeadersInit | undefined);
  headers.set('Idempotency-Key', idempotencyKey);
  return { ...call, headers };
}

/** A catalog read in `locale`: `lang=fr` added to its query (English is the default). */
function inLanguage(args: string | CallArgs, locale: Locale): string | CallArgs {
  if (locale === DEFAULT_LOCALE) return args;
  const call = typeof args === 'string' ? { url: args } : args;
  const params = { ...(call.params as Record<string, unknown> | undefined), lang: locale };
  return { ...call, params };
}

export type ApiBaseQuery = BaseQueryFn<
  string | CallArgs,
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
  /**
   * Where calls go when the server renders a page: its own origin and a fetch that hands the call
   * to the server's routes in the same process (decision 030). Absent in the browser.
   */
  serverFetch?: ServerFetch;
  /** The page's language: every call says it (`Accept-Language`), for mails and refusals. */
  locale?: Locale;
}

export interface ServerFetch {
  origin: string;
  fetchFn: (input: RequestInfo, init?: RequestInit) => Promise<Response>;
}

function sessionAccess(extra: unknown): SessionAccess {
  if (!(extra as Partial<SessionAccess> | null | undefined)?.selectToken) {
    throw new Error('No SessionAccess as the thunk extra argument.');
  }
  return extra as SessionAccess;
}

/** The token a call carries: none, the staff member's, or the visitor's (never both). */
function tokenFor(state: unknown, extra: unknown, options: CallOptions | undefined) {
  if (options?.anonymous) return null;
  if (options?.staff) return (state as WithStaffSession).staffSession?.token ?? null;
  return sessionAccess(extra).selectToken(state);
}

/**
 * A fetch base query that adds `Authorization: Bearer <token>` from the session, and ends the
 * session when the server answers 401 to a call that carried the token.
 */
export function createBaseQuery(baseUrl: string): ApiBaseQuery {
  const fetchFrom = (serverFetch?: ServerFetch) =>
    fetchBaseQuery({
      baseUrl: serverFetch ? new URL(baseUrl, serverFetch.origin).href : baseUrl,
      fetchFn: serverFetch?.fetchFn,
      prepareHeaders: (headers, { getState, extra, extraOptions }) => {
        const token = tokenFor(getState(), extra, extraOptions as CallOptions | undefined);
        if (token) headers.set('Authorization', `Bearer ${token}`);
        headers.set('Accept-Language', sessionAccess(extra).locale ?? DEFAULT_LOCALE);
        return headers;
      },
    });
  const inBrowser = fetchFrom();
  const onServer = new WeakMap<ServerFetch, ReturnType<typeof fetchFrom>>();
  const withToken = (extra: unknown) => {
    const { serverFetch } = sessionAccess(extra);
    if (!serverFetch) return inBrowser;
    if (!onServer.has(serverFetch)) onServer.set(serverFetch, fetchFrom(serverFetch));
    return onServer.get(serverFetch)!;
  };

  return async (args, api, extraOptions) => {
    const token = tokenFor(api.getState(), api.extra, extraOptions);
    const call = withToken(api.extra);
    const { locale } = sessionAccess(api.extra);
    const asked = extraOptions?.localized && locale ? inLanguage(args, locale) : args;
    const result = await call(withKeyHeader(asked), api, extraOptions ?? {});
    if (!token || result.error?.status !== 401) return result;
    // Only the token that was refused ends; a newer sign-in in the meantime stays.
    if (tokenFor(api.getState(), api.extra, extraOptions) === token) {
      api.dispatch(
        extraOptions?.staff ? { type: STAFF_SESSION_ENDED } : sessionAccess(api.extra).refused(),
      );
    }
    return result;
  };
}
