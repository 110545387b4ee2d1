import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
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
 * SPEC.md section 8 has failures logged only; the visitor still gets a plain line, not a spinner
 * that never ends.
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

  if (isLoading) return <Typography role="status">{MESSAGES.loading}</Typography>;
  // What was loaded before stays on show after a failed reload.
  if (items && items.length > 0) return <>{children(items)}</>;
  if (error || !items)
    return (
      <Alert severity="info">Your {what} cannot be shown right now. Please try again later.</Alert>
    );
  return <Typography>{emptyText}</Typography>;
}
