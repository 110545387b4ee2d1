import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { ToastProvider } from '../components/toast';
import { theme } from '../theme';
import type { AppStore } from './store';

interface AppProvidersProps {
  store: AppStore;
  /** Absent in tests that start from a preloaded state. */
  persistor?: Persistor;
  children: ReactNode;
}

/** Provider > PersistGate > ThemeProvider > SnackbarProvider; the router goes inside. */
export function AppProviders({ store, persistor, children }: AppProvidersProps) {
  const themed = (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ToastProvider>{children}</ToastProvider>
    </ThemeProvider>
  );
  return (
    <Provider store={store}>
      {persistor ? (
        <PersistGate loading={null} persistor={persistor}>
          {themed}
        </PersistGate>
      ) : (
        themed
      )}
    </Provider>
  );
}
