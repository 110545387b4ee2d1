import { act, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { setupStore } from '../../src/app/store';
import { ToastProvider, useToast, type Toast } from '../../src/components/toast';
import { SearchListsPreloader } from '../../src/features/catalog/components/SearchListsPreloader';
import { API, server } from './support/server';

function renderToasts() {
  const toast: { current?: Toast } = {};
  function Capture() {
    toast.current = useToast();
    return null;
  }
  render(
    <ToastProvider>
      <Capture />
    </ToastProvider>,
  );
  return toast.current!;
}

describe('toasts (docs/product.md, Messages)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** Small steps, so that each timer's re-render schedules the next (exit transitions). */
  const after = (ms: number) => {
    for (let elapsed = 0; elapsed < ms; elapsed += 100) act(() => jest.advanceTimersByTime(100));
  };

  /** The first toast loads notistack's chunk; this lets that load finish. */
  const toasterArrives = () => act(async () => {});

  it('hides success after 2 s, error and default after 4 s, loading only when dismissed', async () => {
    const toast = renderToasts();
    let loadingKey: string | number = '';
    act(() => {
      toast.success('Saved');
      toast.error('Broken');
      toast.show('Plain');
      loadingKey = toast.loading('Working');
    });
    await toasterArrives();
    expect(screen.getByText('Saved')).toBeInTheDocument();

    after(3000);
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    expect(screen.getByText('Broken')).toBeInTheDocument();
    expect(screen.getByText('Plain')).toBeInTheDocument();

    after(2000);
    expect(screen.queryByText('Broken')).not.toBeInTheDocument();
    expect(screen.queryByText('Plain')).not.toBeInTheDocument();

    after(60_000);
    expect(screen.getByText('Working')).toBeInTheDocument();
    act(() => toast.dismiss(loadingKey));
    after(1000);
    expect(screen.queryByText('Working')).not.toBeInTheDocument();
  });

  it('shows at most 20 at once', async () => {
    const toast = renderToasts();
    act(() => {
      for (let i = 1; i <= 25; i += 1) toast.show(`Toast ${i}`);
    });
    await toasterArrives();
    after(1000);
    expect(screen.getAllByText(/^Toast \d+$/)).toHaveLength(20);
  });
});

describe('toasts asked for before notistack has loaded', () => {
  it('shows them in order once it arrives, except one dismissed while waiting', async () => {
    const toast = renderToasts();
    act(() => {
      toast.show('First');
      toast.dismiss(toast.show('Withdrawn'));
      toast.show('Second');
    });

    const [first, second] = await Promise.all([
      screen.findByText('First'),
      screen.findByText('Second'),
    ]);

    expect(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByText('Withdrawn')).not.toBeInTheDocument();
  });

  it('shows a toast asked for after notistack has arrived at once', async () => {
    const toast = renderToasts();
    act(() => void toast.show('Loads the toaster'));
    await screen.findByText('Loads the toaster');

    act(() => void toast.error('Straight through'));

    expect(screen.getByText('Straight through')).toBeInTheDocument();
  });
});

describe('global preloader', () => {
  it('covers the page while the search bar lists load, then goes', async () => {
    let release!: () => void;
    const listsAnswered = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(`${API}/destination`, async () => {
        await listsAnswered;
        return HttpResponse.json({ success: true, data: [] });
      }),
    );
    render(
      <Provider store={setupStore()}>
        <SearchListsPreloader />
      </Provider>,
    );
    const spinner = screen.getByRole('progressbar', { name: 'Loading' });
    expect(spinner).toBeVisible();

    release();

    await waitFor(() => expect(spinner).not.toBeVisible());
  });
});
