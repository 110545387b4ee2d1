import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import { setupStore } from '../../src/app/store';
import { warmUpCatalog } from '../../src/features/catalog';
import { CATALOG_MESSAGES } from '@/contract/catalogMessages';
import { english } from '@/i18n/english';
import { renderRoute } from './support/render';
import { API, server } from './support/server';

const excursion = {
  id: 7,
  name: 'Kachikally Crocodile Pool',
  description: 'Sacred crocodiles in Bakau.',
  duration: 1,
  durationHours: 3,
  numberOfPeople: 10,
  destinationId: 1,
  destinationName: 'The Gambia',
  excursionTypeId: 3,
  images: [],
  isFoodIncluded: false,
  isDrinkIncluded: true,
  latitude: 13.48,
  longitude: -16.68,
};

let calls: string[] = [];
beforeEach(() => {
  calls = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    calls.push(url.pathname.replace('/api/', ''));
  });
  server.use(
    http.get(`${API}/excursions/7`, () => HttpResponse.json({ success: true, data: excursion })),
  );
});
afterEach(() => server.events.removeAllListeners());

const warmUp = (path: string) => (store: ReturnType<typeof setupStore>) =>
  warmUpCatalog(store.dispatch, store.getState(), path);
const count = (path: string) => calls.filter((call) => call === path).length;

describe('the first page’s catalog calls start with the website', () => {
  it('asks for the home page’s lists before any page is drawn', async () => {
    const store = setupStore();
    warmUp('/')(store);
    await waitFor(() =>
      expect([...calls].sort()).toEqual([
        'destination',
        'excursions/allexcursion',
        'excursionstype',
      ]),
    );
  });

  it('asks for the first page of the tours list', async () => {
    warmUp('/tours-list')(setupStore());
    await waitFor(() =>
      expect([...calls].sort()).toEqual([
        'destination',
        'excursions/allexcursion',
        'excursionstype',
      ]),
    );
  });

  it('asks for the excursion of a /tour-details/{id} link', async () => {
    warmUp('/tour-details/7')(setupStore());
    await waitFor(() => expect(calls).toEqual(['excursions/7']));
  });

  it('asks for nothing on pages without catalog lists, or for an id that names no excursion', async () => {
    for (const path of ['/login', '/contact', '/tour-details/abc']) warmUp(path)(setupStore());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
  });

  it('lets the page use the answers instead of asking again', async () => {
    const tour = renderRoute('/tour-details/7', undefined, warmUp('/tour-details/7'));
    expect(
      await screen.findByRole('heading', { level: 1, name: excursion.name }),
    ).toBeInTheDocument();
    expect(count('excursions/7')).toBe(1);
    tour.unmount();

    calls = [];
    const { unmount } = renderRoute('/', undefined, warmUp('/'));
    expect(await screen.findByText('No data to display')).toBeInTheDocument();
    expect(count('destination')).toBe(1);
    expect(count('excursionstype')).toBe(1);
    expect(count('excursions/allexcursion')).toBe(1);
    unmount();

    calls = [];
    renderRoute('/tours-list', undefined, warmUp('/tours-list'));
    expect(
      await screen.findByText(english(CATALOG_MESSAGES.noToursForSelection)),
    ).toBeInTheDocument();
    expect(count('excursions/allexcursion')).toBe(1);
  });
});
