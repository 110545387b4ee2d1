import { runtimeConfig } from '../config/runtime';
import { createApiClient } from './createApi';

/** The API base: each feature injects its endpoints. */
export const api = createApiClient('api', runtimeConfig.apiBase);

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
