import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import type { Destination, Excursion } from '@/contract/wire/catalog';
import type { Envelope, Paged } from '@/contract/wire/envelope';
import { renderRoute } from './support/render';
import { API, server } from './support/server';

const LONG_ABOUT = 'Mangrove creeks, river villages and griot music. '.repeat(12);

const destination = (id: number, overrides: Partial<Destination> = {}): Destination => ({
  id,
  name: `Country ${id}`,
  capital: `Capital ${id}`,
  about: `About country ${id}. ${LONG_ABOUT}`,
  location: `Capital ${id}, Country ${id}`,
  latitude: 13.45,
  longitude: -16.58,
  coverImageUrl: `/home/images/destinations/country-${id}.jpg`,
  gallery: [],
  rating: 4.5,
  countryName: `Country ${id}`,
  language: 'English; Wolof',
  currency: 'Gambian dalasi (GMD)',
  visaRequirements: '',
  ...overrides,
});

const gambia = destination(1, {
  name: 'The Gambia',
  capital: 'Banjul',
  countryName: 'The Gambia',
  about: 'The Gambia is our home.\n\nHistory runs deep along the river.',
  language: 'English; Mandinka, Wolof, Fula, Jola, Serahule',
  currency: 'Gambian dalasi (GMD)',
  location: 'Banjul, The Gambia',
});

const excursion = (id: number, name: string): Excursion => ({
  id,
  _id: String(id),
  name,
  description: `A day out: ${name}.`,
  coverImageUrl: `/home/images/excursions/${id}.jpg`,
  gallery: [],
  rating: 5,
  countryName: 'The Gambia',
  location: 'Banjul',
  latitude: 13.45,
  longitude: -16.58,
  duration: 1,
  durationHours: 12,
  numberOfPeople: 10,
  food: true,
  drinks: true,
  tourStartDate: '2026-11-01',
  max: 12,
  destinationId: 1,
  excursionTypeId: 1,
});

const paged = (results: Excursion[]): Envelope<Paged<Excursion>> => ({
  success: true,
  data: { results, pageIndex: 1, pageSize: 20, totalCount: results.length, totalPages: 1 },
});

const tenDestinations = Array.from({ length: 10 }, (_, index) => destination(index + 1));

function serveDestinations(list: Destination[]) {
  server.use(
    http.get(`${API}/destination`, () => HttpResponse.json({ success: true, data: list })),
  );
}

describe('/destination-list', () => {
  it('shows each destination on a card with stars, a two-line about text and Explore', async () => {
    serveDestinations([gambia, destination(2, { name: 'Senegal' })]);
    renderRoute('/destination-list');
    expect(await screen.findByRole('heading', { level: 1, name: 'Destinations' })).toBeVisible();

    const card = (await screen.findByRole('heading', { level: 2, name: 'The Gambia' })).closest(
      'article',
    ) as HTMLElement;
    expect(within(card).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    const about = within(card).getByText(/The Gambia is our home/);
    expect(about).toHaveStyle({ overflow: 'hidden', display: '-webkit-box' });
    expect(getComputedStyle(about).getPropertyValue('-webkit-line-clamp')).toBe('2');
    expect(within(card).getByRole('link', { name: 'Explore The Gambia' })).toHaveAttribute(
      'href',
      '/destination-details/1',
    );
    expect(screen.getByRole('link', { name: 'Explore Senegal' })).toHaveAttribute(
      'href',
      '/destination-details/2',
    );
    expect(screen.getByRole('link', { name: 'Load More' })).toHaveAttribute(
      'href',
      '/destination-list-full',
    );
  });

  it('says so when there is no destination', async () => {
    serveDestinations([]);
    renderRoute('/destination-list');
    expect(await screen.findByText('No data to display')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('keeps a friendly line when the list fails', async () => {
    server.use(http.get(`${API}/destination`, () => HttpResponse.json({}, { status: 500 })));
    renderRoute('/destination-list');
    expect(await screen.findByText(/could not load the destinations/)).toBeInTheDocument();
  });
});

describe('/destination-list-full', () => {
  it('shows the first 8 of 10 destinations, the fourth with its about text cut to 255', async () => {
    serveDestinations(tenDestinations);
    renderRoute('/destination-list-full');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'All Destinations' }),
    ).toBeVisible();
    await screen.findByRole('link', { name: 'Country 1' });

    const tiles = screen.getAllByRole('article');
    expect(tiles).toHaveLength(8);
    expect(screen.queryByRole('link', { name: 'Country 9' })).not.toBeInTheDocument();
    expect(within(tiles[7]).getByRole('link', { name: 'Country 8' })).toHaveAttribute(
      'href',
      '/destination-details/8',
    );

    const about = within(tiles[3]).getByTestId('mosaic-about');
    expect(about.textContent).toHaveLength(255);
    expect(about.textContent).toBe(tenDestinations[3].about.slice(0, 255));
    expect(screen.getAllByTestId('mosaic-about')).toHaveLength(1);
  });

  it('opens the details with the destination it carries, without asking the server again', async () => {
    serveDestinations(tenDestinations);
    const asked = jest.fn();
    server.use(
      http.get(`${API}/destination/:id`, ({ params }) => {
        asked(params.id);
        return HttpResponse.json({ success: true, data: tenDestinations[2] });
      }),
      http.get(`${API}/excursions/destination/:id`, () => HttpResponse.json(paged([]))),
    );
    const { user } = renderRoute('/destination-list-full');
    await user.click(await screen.findByRole('link', { name: 'Country 3' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Country 3' })).toBeVisible();
    expect(screen.getByTestId('current-path')).toHaveTextContent('/destination-details/3');
    expect(await screen.findByText(/No excursions are listed for Country 3/)).toBeInTheDocument();
    expect(asked).not.toHaveBeenCalled();
  });
});

describe('/destination-details/{id}', () => {
  it('shows the cover, name, capital, about, excursions, Good To Know, map, Pdf and review form', async () => {
    const askedFor: string[] = [];
    server.use(
      http.get(`${API}/destination/:id`, ({ params }) => {
        askedFor.push(String(params.id));
        return HttpResponse.json({ success: true, data: gambia });
      }),
      http.get(`${API}/excursions/destination/:id`, ({ params }) =>
        HttpResponse.json(
          paged(
            params.id === '1'
              ? [
                  excursion(11, 'Kunta Kinteh Island Roots trip'),
                  excursion(12, 'Abuko Nature Reserve'),
                ]
              : [],
          ),
        ),
      ),
    );
    renderRoute('/destination-details/1');

    expect(await screen.findByRole('heading', { level: 1, name: 'The Gambia' })).toBeVisible();
    expect(askedFor).toEqual(['1']);
    const cover = screen.getByRole('img', { name: 'A view of The Gambia' });
    expect(cover).toHaveAttribute('loading', 'eager');
    expect(cover.getAttribute('src')).toMatch(/destinations\/country-1\.jpg$/);
    expect(screen.getByText('Banjul')).toBeInTheDocument();

    const about = screen.getByRole('region', { name: 'About The Gambia' });
    expect(within(about).getByText('The Gambia is our home.')).toBeInTheDocument();
    expect(within(about).getByText('History runs deep along the river.')).toBeInTheDocument();

    const excursions = screen.getByRole('region', { name: 'Excursions in The Gambia' });
    expect(
      await within(excursions).findByRole('link', { name: 'Kunta Kinteh Island Roots trip' }),
    ).toHaveAttribute('href', '/tour-details/11');
    expect(within(excursions).getByRole('link', { name: 'Abuko Nature Reserve' })).toBeVisible();

    const table = screen.getByRole('table', { name: 'Good To Know' });
    const row = (label: string) =>
      within(table).getByRole('rowheader', { name: label }).closest('tr') as HTMLElement;
    expect(row('Country')).toHaveTextContent('The Gambia');
    expect(row('Visa Requirements')).toHaveTextContent(/ECOWAS member states travel visa-free/);
    expect(row('Visa Requirements')).toHaveTextContent(/embassy of The Gambia/);
    expect(row('Visa Requirements')).toHaveTextContent(/yellow fever/);
    expect(row('Languages')).toHaveTextContent('English; Mandinka, Wolof, Fula, Jola, Serahule');
    expect(row('Currency')).toHaveTextContent('Gambian dalasi (GMD)');

    const pdf = screen.getByRole('link', { name: 'Pdf Download' });
    expect(pdf).toHaveAttribute(
      'href',
      expect.stringMatching(/\/api\/destination\/\d+\/factsheet\.pdf$/),
    );
    expect(pdf).toHaveAttribute('download');
    expect(pdf).toHaveAccessibleDescription(/fact sheet/);

    expect(await screen.findByTitle('Map of The Gambia')).toHaveAttribute(
      'src',
      expect.stringContaining('openstreetmap.org'),
    );
    const review = screen.getByRole('region', { name: 'Write A Review' });
    expect(within(review).getByRole('textbox', { name: 'Name' })).toBeRequired();
    expect(within(review).getByRole('button', { name: 'Submit Review' })).toBeEnabled();
  });

  it("prefers the destination's own visa line when the server sends one", async () => {
    server.use(
      http.get(`${API}/destination/:id`, () =>
        HttpResponse.json({
          success: true,
          data: {
            ...gambia,
            visaRequirements:
              'Citizens of ECOWAS member states travel visa-free. Carry a yellow fever certificate.',
          },
        }),
      ),
      http.get(`${API}/excursions/destination/:id`, () => HttpResponse.json(paged([]))),
    );
    renderRoute('/destination-details/1');
    const table = await screen.findByRole('table', { name: 'Good To Know' });
    expect(within(table).getByText(/Carry a yellow fever certificate\./)).toBeInTheDocument();
    expect(within(table).queryByText(/nearest embassy/)).not.toBeInTheDocument();
  });

  it('answers an unknown destination with a way back to the list', async () => {
    server.use(
      http.get(`${API}/destination/:id`, () =>
        HttpResponse.json({ success: false, message: 'Not found' }, { status: 404 }),
      ),
    );
    renderRoute('/destination-details/999');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Destination not found' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'See all destinations' })).toHaveAttribute(
      'href',
      '/destination-list',
    );
  });

  it('does not ask the server about an id that cannot exist', async () => {
    renderRoute('/destination-details/not-a-number');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Destination not found' }),
    ).toBeVisible();
  });

  it('keeps a friendly message when the server fails', async () => {
    server.use(http.get(`${API}/destination/:id`, () => HttpResponse.json({}, { status: 500 })));
    renderRoute('/destination-details/2');
    expect(await screen.findByText(/could not load this destination/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all destinations' })).toBeInTheDocument();
  });
});
