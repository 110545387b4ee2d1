import type { ReactNode } from 'react';
import { ListStatus } from '@/components/listStatus/ListStatus';
import { plainLook } from '@/components/listStatus/looks';
import { MESSAGES } from '@/contract/messages';
import { useLoggedFailure } from './useLoggedFailure';

interface ListStateProps<T> {
  what: string;
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
  emptyText,
  children,
}: ListStateProps<T>) {
  useLoggedFailure(what, error);

  if (isLoading) return <ListStatus state="loading" text={MESSAGES.loading} look={plainLook} />;
  // What was loaded before stays on show after a failed reload.
  if (items && items.length > 0) return <>{children(items)}</>;
  if (error || !items) {
    const text = `Your ${what} cannot be shown right now. Please try again later.`;
    return <ListStatus state="failed" text={text} look={plainLook} />;
  }
  return <ListStatus state="empty" text={emptyText} look={plainLook} />;
}
