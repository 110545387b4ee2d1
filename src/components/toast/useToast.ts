import { useContext, useMemo } from 'react';
import type { SnackbarKey } from 'notistack';
import { SUCCESS_TOAST_DURATION_MS } from './durations';
import { ToastContext } from './outlet';

export interface Toast {
  success(message: string): SnackbarKey;
  error(message: string): SnackbarKey;
  info(message: string): SnackbarKey;
  /** The default ('blank') toast. */
  show(message: string): SnackbarKey;
  /** Stays until `dismiss(key)`. */
  loading(message: string): SnackbarKey;
  dismiss(key?: SnackbarKey): void;
}

/** The one way screens show toasts, with the durations of docs/product.md, Messages. */
export function useToast(): Toast {
  const toasts = useContext(ToastContext);
  if (!toasts) throw new Error('useToast needs a ToastProvider above it.');
  return useMemo(
    () => ({
      success: (message) =>
        toasts.enqueue(message, {
          variant: 'success',
          autoHideDuration: SUCCESS_TOAST_DURATION_MS,
        }),
      error: (message) => toasts.enqueue(message, { variant: 'error' }),
      info: (message) => toasts.enqueue(message, { variant: 'info' }),
      show: (message) => toasts.enqueue(message, { variant: 'default' }),
      loading: (message) => toasts.enqueue(message, { variant: 'loading', persist: true }),
      dismiss: (key) => toasts.close(key),
    }),
    [toasts],
  );
}
