import type { ReactNode } from 'react';
import { styled } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider } from 'notistack';
import { LoadingSnackbar } from './LoadingSnackbar';

/** SPEC.md section 4: at most 20 toasts; error and default ones last 4 s (success: see useToast). */
export const TOAST_LIMIT = 20;
export const TOAST_DURATION_MS = 4000;
export const SUCCESS_TOAST_DURATION_MS = 2000;

/** notistack's own colours put white text on too light a green, blue and orange: the theme's. */
const ThemedToast = styled(MaterialDesignContent)(({ theme }) => ({
  '&.notistack-MuiContent-success': { backgroundColor: theme.palette.success.main },
  '&.notistack-MuiContent-error': { backgroundColor: theme.palette.error.main },
  '&.notistack-MuiContent-info': { backgroundColor: theme.palette.info.main },
  '&.notistack-MuiContent-warning': { backgroundColor: theme.palette.warning.main },
}));

export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={TOAST_LIMIT}
      autoHideDuration={TOAST_DURATION_MS}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      Components={{
        loading: LoadingSnackbar,
        success: ThemedToast,
        error: ThemedToast,
        info: ThemedToast,
        warning: ThemedToast,
      }}
    >
      {children}
    </SnackbarProvider>
  );
}
