import { render, screen, waitFor } from '@testing-library/react';
import { numberHistoryEntry } from '../../src/app/historyEntry';
import { BrowserRouter, PAGE_ROUTES } from '../../src/app/router';
import { paths, ROUTES } from '../../src/config/routes';
import { http, HttpResponse } from 'msw';
import { english } from '@/i18n/english';
import { renderRoute } from './support/render';
import { API, server } from './support/server';

/** A concrete address for each route pattern. */
const example = (pattern: string) =>
  pattern
    .replace(':record', encodeURIComponent(JSON.stringify({ countryName: 'The Gambia' })))
    .replace(':id', '12');

describe('routes', () => {
  beforeEach(() => {
    // The pages with an id ask the server for it; not found is a fine answer here.
    const notFound = () =>
      HttpResponse.json({ success: false, message: 'Not found.' }, { status: 404 });
    server.use(
      http.get(new RegExp(`^${API}/excursions/\\d+$`), notFound),
      http.get(new RegExp(`^${API}/destination/\\d+$`), notFound),
    );
  });

  it('has every path of docs/product.md, Pages, exactly as written', () => {
    expect(PAGE_ROUTES.map((route) => route.path)).toEqual(
      expect.arrayContaining([
        '/',
        '/about',
        '/tours-list',
        '/tour-details',
        '/tour-details/:id',
        '/destination-list',
        '/destination-list-full',
        '/destination-details/:id',
        '/transfer-services',
        '/gallery',
        '/faq',
        '/contact',
        '/error',
        '/comming-soon',
        '/user-profile',
        '/blog',
        '/blog-v2',
        '/blog-v3',
        '/blog-details',
        '/business-Services',
        '/login',
        '/signup',
        '/forgot-password',
        '/cart',
        '/special-excursions/',
        '/special-excursions/:id',
        '/special-excursion-details/:record',
        '*',
      ]),
    );
  });

  const pages = PAGE_ROUTES.filter((route) => route.path !== '*');

  /** An anonymous visitor asking for the profile is sent to the login page. */
  const shownTitle = (route: (typeof pages)[number]) =>
    route.path === ROUTES.userProfile ? 'Login' : english(route.title);

  it.each(pages.map((route) => [example(route.path), shownTitle(route)]))(
    '%s shows its page inside the layout, titled "%s | West Africa Tours"',
    async (address, title) => {
      renderRoute(address);

      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(screen.getByRole('banner')).toBeInTheDocument();
      expect(screen.getByRole('contentinfo')).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe(`${title} | West Africa Tours`));
    },
  );

  it('shows the 404 page for an unknown path, with a link back home', async () => {
    const { user } = renderRoute('/no-such-page/at-all');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found | West Africa Tours'));
    await user.click(screen.getByRole('link', { name: 'Back To Home' }));
    expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/$/);
  });

  it('keeps the exact spelling of /business-Services (another case is unknown)', async () => {
    renderRoute('/business-services-typo');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('carries a country record holding slashes in the special-excursion-details segment', async () => {
    const record = {
      countryName: 'Senegal',
      excursions: [{ coverImageUrl: '/home/images/a/b.jpg' }],
    };
    renderRoute(paths.specialExcursionDetails(record));
    await waitFor(() =>
      expect(document.title).toBe('Special Excursion Details | West Africa Tours'),
    );
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
  });

  it('serves the category list with and without the trailing slash', async () => {
    renderRoute(ROUTES.specialExcursions.replace(/\/$/, ''));
    expect(await screen.findByRole('heading', { name: 'Special Excursions' })).toBeInTheDocument();
  });
});

describe("this page's entry in the browser's history (decision 083)", () => {
  beforeEach(() => window.history.replaceState(null, '', '/tour-details/2'));

  it('is numbered before the router starts, which then writes nothing', () => {
    numberHistoryEntry();
    expect(window.history.state).toEqual({ idx: 0 });
    const replaceState = jest.spyOn(window.history, 'replaceState');
    try {
      render(
        <BrowserRouter>
          <p>Here</p>
        </BrowserRouter>,
      );
      expect(screen.getByText('Here')).toBeInTheDocument();
      expect(replaceState).not.toHaveBeenCalled();
    } finally {
      replaceState.mockRestore();
    }
  });

  it('keeps what the entry held, and a number it already had', () => {
    window.history.replaceState({ usr: { from: 'cart' }, key: 'k1' }, '');
    numberHistoryEntry();
    expect(window.history.state).toEqual({ usr: { from: 'cart' }, key: 'k1', idx: 0 });
    window.history.replaceState({ key: 'k2', idx: 3 }, '');
    numberHistoryEntry();
    expect(window.history.state).toEqual({ key: 'k2', idx: 3 });
  });
});
