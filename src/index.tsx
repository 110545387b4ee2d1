import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { persistStore } from 'redux-persist';
import { AppProviders } from './app/AppProviders';
import { AppRoutes } from './app/router';
import { setupStore } from './app/store';
import { warmUpCatalog } from './features/catalog';

const store = setupStore();
const persistor = persistStore(store);
warmUpCatalog(store.dispatch, store.getState(), window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

createRoot(container).render(
  <StrictMode>
    <AppProviders store={store} persistor={persistor}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
