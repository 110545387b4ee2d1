import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { persistStore } from 'redux-persist';
import { AppProviders } from './app/AppProviders';
import { AppRoutes, loadPageCode } from './app/router';
import { readServerState, serverStateArrived } from './app/serverState';
import { setupStore } from './app/store';
import { keepTypedValues } from './app/earlyInput/keep';
import { warmUpCatalog } from './features/catalog';

const store = setupStore();
// The answers the server rendered the page with: the page hydrates with them and asks again for
// none. Without them (the development server) the first page's calls start at once.
const serverState = readServerState();
if (serverState) store.dispatch(serverStateArrived(serverState));
else warmUpCatalog(store.dispatch, store.getState(), window.location.pathname);
// The state the server's page shows: hydration reads it while the stored state comes back.
const renderedState = store.getState();
const persistor = persistStore(store);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

const app = (
  <StrictMode>
    <AppProviders store={store} persistor={persistor} serverState={renderedState}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);

if (container.hasChildNodes()) {
  keepTypedValues(container);
  loadPageCode(window.location.pathname);
  hydrateRoot(container, app, {
    // A page that differs from the server's is a fault: said in the console, in production too.
    onRecoverableError: (error, info) =>
      console.error('Hydration error:', error, info.componentStack ?? ''),
  });
} else {
  createRoot(container).render(app);
}
