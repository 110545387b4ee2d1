import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { AppProviders } from '@/app/AppProviders';
import PageLoadingBar from '@/app/layout/PageLoadingBar';
import { setupStore } from '@/app/store';

/** The browser's Navigation API as the bar hears it: jsdom has none. */
const navigation = new EventTarget();

type Announced = { sameDocument?: boolean; hashChange?: boolean; download?: boolean };

/** What Chrome announces as a link is followed or the router pushes an address. */
async function announce(
  path: string,
  { sameDocument = true, hashChange = false, download = false }: Announced = {},
) {
  const event = Object.assign(new Event('navigate'), {
    destination: { url: new URL(path, window.location.origin).href, sameDocument },
    hashChange,
    downloadRequest: download ? 'voucher.pdf' : null,
  });
  // The bar takes the news in the task after the event's.
  await act(async () => {
    navigation.dispatchEvent(event);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** The router's own move to `path`, drawn once the next page is ready. */
function DrawsNextPage({ path }: { path: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(path)}>
      Draw {path}
    </button>
  );
}

function renderBar() {
  render(
    <AppProviders store={setupStore()}>
      <MemoryRouter initialEntries={['/']}>
        <PageLoadingBar />
        <DrawsNextPage path="/tour-details/2" />
      </MemoryRouter>
    </AppProviders>,
  );
}

const bar = () => screen.queryByRole('progressbar', { name: 'Loading page' });

beforeAll(() => {
  Object.defineProperty(window, 'navigation', { value: navigation, configurable: true });
});
afterAll(() => {
  Reflect.deleteProperty(window, 'navigation');
});

it('shows from the moment a page of the site is asked for until the router has drawn it', async () => {
  renderBar();
  expect(bar()).toBeNull();
  await announce('/tour-details/2');
  expect(bar()).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Draw /tour-details/2' }));
  expect(bar()).toBeNull();
});

it('stays away for a jump within the page, a download and a page the browser loads itself', async () => {
  renderBar();
  await announce('/#tour-reviews', { hashChange: true });
  await announce('/api/bookings/7/voucher.pdf', { download: true });
  await announce('/fr', { sameDocument: false });
  expect(bar()).toBeNull();
});

it('leaves a browser without the Navigation API to change pages as before', () => {
  Reflect.deleteProperty(window, 'navigation');
  try {
    renderBar();
    expect(bar()).toBeNull();
  } finally {
    Object.defineProperty(window, 'navigation', { value: navigation, configurable: true });
  }
});
