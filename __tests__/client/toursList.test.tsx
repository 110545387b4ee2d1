import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Excursion } from '@/contract/wire/catalog';
import { destinationSelected } from '../../src/features/catalog/searchSlice';
import { renderRoute } from './support/render';
import { API, server } from './support/server';
import {
  showEverythingWatched,
  installFakeIntersectionObserver,
} from './support/fakeIntersectionObserver';

const excursion = (id: number, name: string): Excursion => ({
  id,
  _id: String(id),
  name,
  description: `All about ${name}.`,
  coverImageUrl: `/home/images/excursions/${id}.jpg`,
  gallery: [],
  rating: 5,
  countryName: 'The Gambia',
  location: 'Banjul',
  latitude: 13.45,
  longitude: -16.58,
  duration: 1,
  durationHours: 3,
  numberOfPeople: 10,
  food: true,
  drinks: false,
  tourStartDate: '2026-11-01',
  max: 10,
  destinationId: 1,
  excursionTypeId: 1,
});

const PAGE_SIZE = 20;
/** 45 excursions by name: three pages of 20, 20 and 5. */
const ALL = Array.from({ length: 45 }, (_, i) =>
  excursion(i + 1, `Tour ${String(i + 1).padStart(2, '0')}`),
);

function paged(list: Excursion[], request: Request) {
  const query = new URL(request.url).searchParams;
  const pageIndex = Number(query.get('pageIndex'));
  const pageSize = Number(query.get('pageSize'));
  const start = (pageIndex - 1) * pageSize;
  return HttpResponse.json({
    success: true,
    data: {
      results: list.slice(start, start + pageSize),
      pageIndex,
      pageSize,
      totalCount: list.length,
      totalPages: Math.ceil(list.length / pageSize),
    },
  });
}

/** Every list call, as path?query, in order. */
let calls: string[] = [];

function serveAll(list = ALL) {
  server.use(
    http.get(`${API}/excursions/allexcursion`, ({ request }) => {
      calls.push(request.url.replace(API, ''));
      return paged(list, request);
    }),
  );
}

/** The visitor scrolls to the end of the list. */
function scrollToEnd() {
  act(() => {
    showEverythingWatched();
  });
}

/** Role queries are slow over 45 cards: the cards are counted as elements. */
const cards = () => document.querySelectorAll('main article');
const cardNamed = (name: string) => screen.getByText(name).closest('article') as HTMLElement;

beforeEach(() => {
  calls = [];
  installFakeIntersectionObserver();
});

describe('tours list', () => {
  it('shows the first 20 by name, loads the next page at the end, and stops at the last', async () => {
    serveAll();
    renderRoute('/tours-list');
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Tours' })).toBeVisible();
    expect(await screen.findByText('Tour 01')).toBeVisible();
    expect(within(cardNamed('Tour 01')).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Tour 01',
    );
    expect(cards()).toHaveLength(PAGE_SIZE);
    expect(calls).toEqual(['/excursions/allexcursion?SortColumn=name&pageSize=20&pageIndex=1']);
    expect(screen.queryByText('No more tours to load')).not.toBeInTheDocument();

    scrollToEnd();
    expect(await screen.findByText('Tour 40')).toBeVisible();
    expect(cards()).toHaveLength(40);

    scrollToEnd();
    expect(await screen.findByText('Tour 45')).toBeVisible();
    expect(cards()).toHaveLength(45);
    expect(await screen.findByText('No more tours to load')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    // At the last page, reaching the end again asks for nothing more.
    scrollToEnd();
    expect(calls.map((call) => new URL(call, API).searchParams.get('pageIndex'))).toEqual([
      '1',
      '2',
      '3',
    ]);
  });

  it('offers a Load more button that does the same', async () => {
    serveAll();
    const { user } = renderRoute('/tours-list');
    await screen.findByText('Tour 20');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Tour 21')).toBeVisible();
    expect(cards()).toHaveLength(40);
  });

  it('starts again at page 1 when the destination changes', async () => {
    serveAll();
    const ghana = [excursion(101, 'Cape Coast Castle'), excursion(102, 'Kakum Canopy Walk')];
    server.use(
      http.get(`${API}/excursions/destination/:id`, ({ request, params }) => {
        calls.push(request.url.replace(API, ''));
        return paged(params.id === '3' ? ghana : [], request);
      }),
    );
    const { store } = renderRoute('/tours-list');
    await screen.findByText('Tour 01');
    scrollToEnd();
    await screen.findByText('Tour 40');

    act(() => {
      store.dispatch(destinationSelected(3));
    });
    expect(await screen.findByText('Cape Coast Castle')).toBeVisible();
    expect(cards()).toHaveLength(2);
    expect(calls.at(-1)).toBe('/excursions/destination/3?SortColumn=name&pageSize=20&pageIndex=1');
    expect(screen.getByText('No more tours to load')).toBeVisible();

    act(() => {
      store.dispatch(destinationSelected(4));
    });
    expect(
      await screen.findByText('No tours to preview under selected destination and excursion type'),
    ).toBeVisible();
    expect(cards()).toHaveLength(0);
    expect(screen.queryByText('No more tours to load')).not.toBeInTheDocument();
  });

  it('says the search failed when the first page fails', async () => {
    server.use(
      http.get(`${API}/excursions/allexcursion`, () =>
        HttpResponse.json({ success: false, message: 'Down' }, { status: 500 }),
      ),
    );
    renderRoute('/tours-list');
    expect(await screen.findByText('Search failed Contact Admin')).toBeVisible();
    expect(cards()).toHaveLength(0);
  });

  it('toasts when the next page fails, keeps the list and lets the visitor retry', async () => {
    let failNext = true;
    server.use(
      http.get(`${API}/excursions/allexcursion`, ({ request }) => {
        const pageIndex = new URL(request.url).searchParams.get('pageIndex');
        if (pageIndex === '2' && failNext) return HttpResponse.error();
        return paged(ALL, request);
      }),
    );
    const { user } = renderRoute('/tours-list');
    await screen.findByText('Tour 20');
    scrollToEnd();
    expect(await screen.findByText('Failed to load more tours')).toBeVisible();
    expect(cards()).toHaveLength(PAGE_SIZE);

    failNext = false;
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Tour 40')).toBeVisible();
  });

  it('toggles each excursion in the cart, and the header count follows', async () => {
    serveAll();
    const { user, store } = renderRoute('/tours-list', { cart: { ids: [2] } });
    await screen.findByText('Tour 01');
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();

    const first = within(cardNamed('Tour 01'));
    const second = within(cardNamed('Tour 02'));
    expect(second.getByRole('button', { name: 'Remove from Cart (Tour 02)' })).toBeVisible();

    await user.click(first.getByRole('button', { name: 'Add to Cart (Tour 01)' }));
    expect(first.getByRole('button', { name: 'Remove from Cart (Tour 01)' })).toBeVisible();
    expect(header.getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
    expect(store.getState().cart.ids).toEqual([2, 1]);

    await user.click(second.getByRole('button', { name: 'Remove from Cart (Tour 02)' }));
    expect(second.getByRole('button', { name: 'Add to Cart (Tour 02)' })).toBeVisible();
    expect(header.getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
  });

  it('opens the details of an excursion from its card', async () => {
    serveAll();
    const { user } = renderRoute('/tours-list');
    await user.click(await screen.findByRole('link', { name: 'Tour 03' }));
    await waitFor(() =>
      expect(screen.getByTestId('current-path')).toHaveTextContent('/tour-details/3'),
    );
  });
});
