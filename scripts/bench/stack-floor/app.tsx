/**
 * The least a page on the client's stack can load: React 19 with a root, a Redux store with one
 * persisted slice and one RTK Query endpoint, redux-persist's gate, the router with one route and
 * a link, MUI's theme, baseline and one button. No code of the site. Built and weighed by
 * scripts/bench/stack-floor.mjs.
 */
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { combineReducers, configureStore, createSlice } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { persistReducer, persistStore } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import storage from 'redux-persist/lib/storage';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';

const api = createApi({
  baseQuery: fetchBaseQuery({ baseUrl: '/api/' }),
  endpoints: (build) => ({ excursionTypes: build.query<string[], void>({ query: () => 'types' }) }),
});
const cart = createSlice({
  name: 'cart',
  initialState: [] as number[],
  reducers: { added: (state, action: { payload: number }) => [...state, action.payload] },
});
const store = configureStore({
  reducer: combineReducers({
    [api.reducerPath]: api.reducer,
    cart: persistReducer({ key: 'cartData', storage }, cart.reducer),
  }),
  middleware: (defaults) => defaults({ serializableCheck: false }).concat(api.middleware),
});

function Home() {
  const { data } = api.useExcursionTypesQuery();
  return (
    <Button component={Link} to="/tours-list" variant="contained">
      {data?.length ?? 0} excursion types
    </Button>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <Provider store={store}>
    <PersistGate persistor={persistStore(store)}>
      <ThemeProvider theme={createTheme()}>
        <CssBaseline />
        <BrowserRouter>
          <Routes>
            <Route path="/" element={<Home />} />
          </Routes>
        </BrowserRouter>
      </ThemeProvider>
    </PersistGate>
  </Provider>,
);
