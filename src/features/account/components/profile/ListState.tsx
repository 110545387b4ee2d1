import type { ReactNode } from 'react';
import { ListStatus } from '@/components/listStatus/ListStatus';
import { plainLook } from '@/components/listStatus/looks';
import { MESSAGES } from '@/contract/messages';
import { useT } from '@/i18n';
import { useLoggedFailure } from './useLoggedFailure';

interface ListStateProps<T> {
  /** What the list holds, for the log (in English, for the developers). */
  what: string;
  /** The sentence shown when the list cannot load. */
  failedText: string;
  items: T[] | undefined;
  isLoading: boolean;
  error: unknown;
  emptyText: string;
  children(items: T[]): ReactNode;
}

/**
 * The states of a profile list: 'Loading...', the items, a failure, or the empty sentence.
 * Failures are logged only; the visitor still gets a plain line, not a spinner that never ends.
 */
export function ListState<T>({
  what,
  items,
  isLoading,
  error,
  failedText,
  emptyText,
  children,
}: ListStateProps<T>) {
  const t = useT();
  useLoggedFailure(what, error);

  if (isLoading) return <ListStatus state="loading" text={t(MESSAGES.loading)} look={plainLook} />;
  // What was loaded before stays on show after a failed reload.
  if (items && items.length > 0) return <>{children(items)}</>;
  if (error || !items) {
    return <ListStatus state="failed" text={failedText} look={plainLook} />;
  }
  return <ListStatus state="empty" text={emptyText} look={plainLook} />;
}
