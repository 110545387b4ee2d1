import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { persistStore } from 'redux-persist';
import { readServerState, serverStateArrived } from './app/serverState';
import { setupStore } from './app/store';
import { keepTypedValues } from './app/earlyInput/keep';

/**
 * Gives the browser the main thread between the website's parts: the code of the store, of the
 * providers and theme, and of the routes and layout is evaluated in three tasks instead of one
 * (decision 040). A message, unlike a timer, is not slowed in a background tab.
 */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

async function start() {
  const store = setupStore();
  // The answers the server rendered the page with: the page hydrates with them and asks again
  // for none. Without them (the development server) the first page's calls start at once.
  const serverState = readServerState();
  if (serverState) store.dispatch(serverStateArrived(serverState));
  else {
    // Evaluated only here: the catalog's index brings MUI, which the store's task need not run.
    const { warmUpCatalog } = await import(/* webpackMode: "eager" */ './features/catalog');
    warmUpCatalog(store.dispatch, store.getState(), window.location.pathname);
  }
  // The state the server's page shows: hydration reads it while the stored state comes back.
  const renderedState = store.getState();
  const persistor = persistStore(store);

  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  const hydrating = container.hasChildNodes();
  if (hydrating) keepTypedValues(container);

  await nextTask();
  const { AppProviders } = await import(/* webpackMode: "eager" */ './app/AppProviders');
  await nextTask();
  const [{ AppRoutes, loadPageCode }, { createRoot, hydrateRoot }] = await Promise.all([
    import(/* webpackMode: "eager" */ './app/router'),
    import(/* webpackMode: "eager" */ 'react-dom/client'),
  ]);

  const app = (
    <StrictMode>
      <AppProviders store={store} persistor={persistor} serverState={renderedState}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
  if (hydrating) {
    loadPageCode(window.location.pathname);
    hydrateRoot(container, app, {
      // A page that differs from the server's is a fault: said in the console, in production too.
      onRecoverableError: (error, info) =>
        console.error('Hydration error:', error, info.componentStack ?? ''),
    });
  } else {
    createRoot(container).render(app);
  }
}

void start();
