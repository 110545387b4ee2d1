import { StrictMode, startTransition } from 'react';
import { keepTypedValues } from './app/earlyInput/keep';
import { numberHistoryEntry } from './app/historyEntry';
import { nextTask } from './app/nextTask';
import { createI18n } from './i18n/i18n';
import { localeBase, localeOfPath, pathWithoutLocale } from './i18n/locales';

/*
 * The browser gets the main thread between the website's parts (`nextTask`): Redux Toolkit's
 * code, each API client, the store, the server's answers, redux-persist, MUI's theme code, the
 * theme, MUI's global styles, the providers, react-dom, the header's parts, the routes and
 * hydration run in tasks of their own, each meant to stay short of the 10 ms from which
 * Lighthouse counts a task (decisions 040, 044, 050 and 055).
 */

async function start() {
  // What the visitor types from now on (decision 039).
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  const hydrating = container.hasChildNodes();
  if (hydrating) keepTypedValues(container);
  // A French page asks for its messages (a chunk of their own) at once: they must be there before
  // it hydrates, since the server drew it in French.
  const locale = localeOfPath(window.location.pathname);
  const french =
    locale === 'fr' ? import(/* webpackChunkName: "messages-fr" */ './app/i18n/french') : undefined;
  const pagePath = pathWithoutLocale(window.location.pathname);

  await nextTask();
  // Alone, rather than in the router's first render, inside hydration's first slice: Chrome's
  // replaceState can take from under 1 to 20 ms (decision 083).
  numberHistoryEntry();
  await nextTask();
  // Redux Toolkit's code, then RTK Query's, then its two API clients, the costliest part of the
  // store's code.
  await import(/* webpackMode: "eager", webpackExports: ["createAction"] */ '@reduxjs/toolkit');
  await nextTask();
  await import(/* webpackMode: "eager" */ './app/createApi');
  await nextTask();
  await import(/* webpackMode: "eager" */ './app/api');
  await nextTask();
  await import(/* webpackMode: "eager" */ './app/transportApi');
  await nextTask();
  const { setupStore } = await import(/* webpackMode: "eager" */ './app/store');
  await nextTask();
  const store = setupStore(undefined, undefined, locale);

  await nextTask();
  // The page hydrates with the server's answers and asks again for none. Without them (the
  // development server) the first page's calls start at once.
  const { readServerState, serverStateArrived } = await import(
    /* webpackMode: "eager" */ './app/serverState'
  );
  const serverState = readServerState();
  if (serverState) store.dispatch(serverStateArrived(serverState));
  else {
    // Evaluated only here: the catalog's index brings MUI, which this task need not run.
    const { warmUpCatalog } = await import(/* webpackMode: "eager" */ './features/catalog');
    warmUpCatalog(store.dispatch, store.getState(), pagePath);
  }
  // The state the server's page shows: hydration reads it while the stored state comes back.
  const renderedState = store.getState();
  await nextTask();
  const { persistStore } = await import(/* webpackMode: "eager" */ 'redux-persist');
  const persistor = persistStore(store);

  await nextTask();
  // MUI's code that makes a theme, the site's theme made with it, MUI's global styles, then the
  // providers that hand the theme down.
  await import(/* webpackMode: "eager", webpackExports: ["createTheme"] */ '@mui/material/styles');
  await nextTask();
  await import(/* webpackMode: "eager" */ './theme');
  await nextTask();
  await import(/* webpackMode: "eager", webpackExports: ["default"] */ '@mui/material/CssBaseline');
  await nextTask();
  const { AppProviders } = await import(/* webpackMode: "eager" */ './app/AppProviders');
  const { browserEmotionCache } = await import(/* webpackMode: "eager" */ './theme/emotion');
  await nextTask();
  const { createRoot, hydrateRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  // The header with its MUI parts (the services menu's button first), then the rest of the frame,
  // evaluated apart from the route table that imports them.
  await import(/* webpackMode: "eager" */ './app/layout/ServicesMenu');
  await nextTask();
  await import(/* webpackMode: "eager" */ './app/layout/Header');
  await nextTask();
  await import(/* webpackMode: "eager" */ './app/layout/MainLayout');
  await nextTask();
  const { AppRoutes, BrowserRouter, loadPageCode } = await import(
    /* webpackMode: "eager" */ './app/router'
  );
  const i18n = createI18n(locale, (await french)?.FRENCH);

  const app = (
    <StrictMode>
      <AppProviders
        store={store}
        persistor={persistor}
        serverState={renderedState}
        i18n={i18n}
        styles={browserEmotionCache()}
      >
        <BrowserRouter basename={localeBase(locale) || undefined}>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
  await nextTask();
  if (hydrating) {
    loadPageCode(pagePath);
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page; a tap on the page hydrates what it needs at once.
    startTransition(() => {
      hydrateRoot(container, app, {
        // A page that differs from the server's is a fault: said in the console, in production too.
        onRecoverableError: (error, info) =>
          console.error('Hydration error:', error, info.componentStack ?? ''),
      });
    });
  } else {
    createRoot(container).render(app);
  }
}

void start();
