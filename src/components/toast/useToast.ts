import { useMemo } from 'react';
import { useSnackbar, type SnackbarKey } from 'notistack';
import { SUCCESS_TOAST_DURATION_MS } from './ToastProvider';

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

/** The one way screens show toasts, with the durations of SPEC.md section 4. */
export function useToast(): Toast {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  return useMemo(
    () => ({
      success: (message) =>
        enqueueSnackbar(message, {
          variant: 'success',
          autoHideDuration: SUCCESS_TOAST_DURATION_MS,
        }),
      error: (message) => enqueueSnackbar(message, { variant: 'error' }),
      info: (message) => enqueueSnackbar(message, { variant: 'info' }),
      show: (message) => enqueueSnackbar(message, { variant: 'default' }),
      loading: (message) => enqueueSnackbar(message, { variant: 'loading', persist: true }),
      dismiss: (key) => closeSnackbar(key),
    }),
    [enqueueSnackbar, closeSnackbar],
  );
}
