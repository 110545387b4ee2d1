import type { ReactNode } from 'react';
import { SnackbarProvider } from 'notistack';
import { LoadingSnackbar } from './LoadingSnackbar';

/** SPEC.md section 4: at most 20 toasts; error and default ones last 4 s (success: see useToast). */
export const TOAST_LIMIT = 20;
export const TOAST_DURATION_MS = 4000;
export const SUCCESS_TOAST_DURATION_MS = 2000;

export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={TOAST_LIMIT}
      autoHideDuration={TOAST_DURATION_MS}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      Components={{ loading: LoadingSnackbar }}
    >
      {children}
    </SnackbarProvider>
  );
}
