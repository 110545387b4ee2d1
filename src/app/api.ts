import { createApi } from '@reduxjs/toolkit/query/react';
import { runtimeConfig } from '../config/runtime';
import { createBaseQuery } from './baseQuery';

const tagTypes = ['Bookings', 'Transfers', 'Account'] as const;

/** The API base: each feature injects its endpoints. */
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
