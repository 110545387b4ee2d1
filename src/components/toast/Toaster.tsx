import { useEffect } from 'react';
import { styled, useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { closeSnackbar, enqueueSnackbar, MaterialDesignContent, SnackbarProvider } from 'notistack';
import { TOAST_DURATION_MS, TOAST_LIMIT } from './durations';
import { LoadingSnackbar } from './LoadingSnackbar';
import type { ToastOutlet } from './outlet';

/** notistack's own colours put white text on too light a green, blue and orange: the theme's. */
const ThemedToast = styled(MaterialDesignContent)(({ theme }) => ({
  '&.notistack-MuiContent-success': { backgroundColor: theme.palette.success.main },
  '&.notistack-MuiContent-error': { backgroundColor: theme.palette.error.main },
  '&.notistack-MuiContent-info': { backgroundColor: theme.palette.info.main },
  '&.notistack-MuiContent-warning': { backgroundColor: theme.palette.warning.main },
}));

/**
 * At the top on a wide screen; at the bottom on a phone, where the top is the header's menu and
 * cart.
 */
function useToastPlace() {
  const onPhone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  return { vertical: onPhone ? 'bottom' : 'top', horizontal: 'center' } as const;
}

/**
 * notistack, configured as docs/product.md, Messages says. Its own chunk, loaded with the first toast
 * (decision 010); it tells `onReady` where toasts go once it is mounted.
 */
export default function Toaster({ onReady }: { onReady: (outlet: ToastOutlet) => () => void }) {
  useEffect(() => onReady({ enqueue: enqueueSnackbar, close: closeSnackbar }), [onReady]);
  const place = useToastPlace();
  return (
    <SnackbarProvider
      maxSnack={TOAST_LIMIT}
      autoHideDuration={TOAST_DURATION_MS}
      anchorOrigin={place}
      Components={{
        loading: LoadingSnackbar,
        success: ThemedToast,
        error: ThemedToast,
        info: ThemedToast,
        warning: ThemedToast,
      }}
    />
  );
}
