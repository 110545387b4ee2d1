import { useMemo, type ReactNode } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import type { Translator } from '@/i18n';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { ToastProvider } from '../components/toast';
import { LocaleProvider } from '@/i18n';
import { theme } from '../theme';
import { fixedRestored, persistorRestored, RestoredContext } from './restored';
import type { AppStore, RootState } from './store';

interface AppProvidersProps {
  store: AppStore;
  /** The stored client state being read back; absent in tests that start from a preloaded state. */
  persistor?: Persistor;
  /** The state the server rendered the page with: hydration reads it, not the store. */
  serverState?: RootState;
  /** False while the server renders: no stored client state there. */
  restored?: boolean;
  /** The page's language and its messages; English when absent (tests). */
  i18n?: Translator;
  /**
   * Emotion's cache for the components' styles: the renderer's, or the browser's that knows the
   * served rules (decision 075); emotion's default when absent (tests).
   */
  styles?: EmotionCache;
  children: ReactNode;
}

/**
 * Provider > LocaleProvider > emotion's CacheProvider > ThemeProvider > SnackbarProvider; the
 * router goes inside. The stored client state comes back after the first render (never a
 * PersistGate that would render nothing until then), so the browser's first render matches the
 * server's page.
 */
export function AppProviders({
  store,
  persistor,
  serverState,
  restored = true,
  i18n,
  styles,
  children,
}: AppProvidersProps) {
  const restoredSource = useMemo(
    () => (persistor ? persistorRestored(persistor) : fixedRestored(restored)),
    [persistor, restored],
  );
  const plain = (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ToastProvider>{children}</ToastProvider>
    </ThemeProvider>
  );
  const themed = styles ? <CacheProvider value={styles}>{plain}</CacheProvider> : plain;
  return (
    <Provider store={store} serverState={serverState}>
      <RestoredContext.Provider value={restoredSource}>
        {i18n ? <LocaleProvider i18n={i18n}>{themed}</LocaleProvider> : themed}
      </RestoredContext.Provider>
    </Provider>
  );
}
