import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import { actionLogOf } from '../../src/app/actionLog/actionLog';
import { setupStore } from '../../src/app/store';
import {
  readServerState,
  SERVER_STATE_ID,
  serverStateArrived,
  serverStateOf,
} from '../../src/app/serverState';
import { catalogApi } from '../../src/features/catalog/catalogApi';
import { renderRoute } from './support/render';
import { API, server } from './support/server';

const excursion = {
  id: 7,
  name: 'Kachikally Crocodile Pool',
  description: 'Sacred crocodiles in Bakau.',
  coverImageUrl: '/home/images/excursions/kachikally/cover.jpg',
  gallery: [],
  rating: 4.5,
  countryName: 'The Gambia',
  location: 'Bakau, The Gambia',
  latitude: 13.48,
  longitude: -16.68,
  duration: 1,
  durationHours: 3,
  numberOfPeople: 10,
  food: false,
  drinks: true,
  tourStartDate: '2026-12-09',
  max: 20,
  destinationId: 1,
  excursionTypeId: 3,
};

let calls: string[] = [];
beforeEach(() => {
  calls = [];
  server.events.on('request:start', ({ request }) => {
    calls.push(new URL(request.url).pathname.replace('/api/', ''));
  });
  server.use(
    http.get(`${API}/excursions/7`, () => HttpResponse.json({ success: true, data: excursion })),
    http.get(`${API}/excursions/8`, () =>
      HttpResponse.json({ success: false, message: 'Not found' }, { status: 404 }),
    ),
  );
});
afterEach(() => {
  server.events.removeAllListeners();
  document.getElementById(SERVER_STATE_ID)?.remove();
});

/** What a server store answered, written into the page as the server writes it. */
async function pageWithServerState(ids: number[]) {
  const serverStore = setupStore();
  for (const id of ids) await serverStore.dispatch(catalogApi.endpoints.getExcursion.initiate(id));
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = SERVER_STATE_ID;
  script.textContent = JSON.stringify(serverStateOf(serverStore.getState(), ['api']));
  document.body.append(script);
  calls = [];
}

describe('the answers the server rendered a page with', () => {
  it('are read from the page and shown without asking the server again', async () => {
    await pageWithServerState([7]);
    const state = readServerState();
    expect(state).toBeDefined();
    renderRoute('/tour-details/7', undefined, (store) => {
      store.dispatch(serverStateArrived(state!));
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: excursion.name }),
    ).toBeInTheDocument();
    // The reviews were not among the server's answers here, so they are asked for; the
    // excursion was, so it is not.
    expect(await screen.findByText('No reviews yet.')).toBeInTheDocument();
    expect(calls).toContain('review/excursion/7');
    expect(calls).not.toContain('excursions/7');
  });

  it('carry a refusal too, so that the page shows it as the server did', async () => {
    await pageWithServerState([8]);
    renderRoute('/tour-details/8', undefined, (store) => {
      store.dispatch(serverStateArrived(readServerState()!));
    });
    expect(await screen.findByText(/could not find this tour/)).toBeInTheDocument();
  });

  it('reach the store whole, and the action log notes their arrival without copying them', async () => {
    await pageWithServerState([7]);
    const store = setupStore();
    store.dispatch(serverStateArrived(readServerState()!));
    expect(catalogApi.endpoints.getExcursion.select(7)(store.getState()).data).toEqual(excursion);
    const logged = actionLogOf(store)!.getLog();
    expect(logged.at(-1)).toEqual({ type: serverStateArrived.type, at: expect.any(Number) });
    expect(JSON.stringify(logged)).not.toContain(excursion.name);
  });

  it('are ignored when the page carries none, or carries something unreadable', () => {
    expect(readServerState()).toBeUndefined();
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = SERVER_STATE_ID;
    script.textContent = '{not json';
    document.body.append(script);
    expect(readServerState()).toBeUndefined();
  });
});
