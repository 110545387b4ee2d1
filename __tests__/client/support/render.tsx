import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppProviders } from '@/app/AppProviders';
import { AppRoutes } from '@/app/router';
import { setupStore, type AppStore, type PreloadedState } from '@/app/store';

/** Shows the current path, so tests can see where a link led. */
function CurrentPath() {
  return <output data-testid="current-path">{useLocation().pathname}</output>;
}

/**
 * Renders the whole site at `path`, as the browser would, on a fresh store; `beforeRender` gets
 * the store first, as the website's entry does.
 */
export function renderRoute(
  path: string,
  preloadedState?: PreloadedState,
  beforeRender?: (store: AppStore) => void,
) {
  const store = setupStore(preloadedState);
  beforeRender?.(store);
  const user = userEvent.setup();
  const view = render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <CurrentPath />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, store, user };
}
