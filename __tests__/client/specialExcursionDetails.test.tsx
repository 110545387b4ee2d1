import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { paths } from '../../src/config/routes';
import { renderRoute } from './support/render';
import { API, server } from './support/server';
import type {
  RecordExcursion,
  SpecialDetailsRecord,
} from '@/features/catalog/components/special/detailsRecord';

const card = (id: number, name: string, extra: Partial<RecordExcursion> = {}): RecordExcursion => ({
  id,
  name,
  coverImageUrl: `/home/images/excursions/e${id}/cover.jpg`,
  tourStartDate: '2026-11-14T00:00:00.000Z',
  duration: 2,
  durationHours: 48,
  rating: 5,
  location: 'Wassu, The Gambia',
  countryName: 'The Gambia',
  max: 12,
  ...extra,
});

const GAMBIA: SpecialDetailsRecord = {
  countryName: 'The Gambia',
  description: 'History on the river and birds in Abuko.',
  excursions: [
    card(11, 'Wassu Stone Circles', {
      gallery: ['/home/images/a/cover.jpg', '/home/images/a/1.jpg', '/home/images/a/2.jpg'],
      latitude: 13.69,
      longitude: -14.88,
    }),
    card(12, 'Abuko Walk', { duration: 1, durationHours: 3 }),
  ],
};

const h1 = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('special excursion details from a country record', () => {
  it('shows the slider, the excursions, Good To Know and the map', async () => {
    const { user } = renderRoute(paths.specialExcursionDetails(GAMBIA));
    expect(await h1('The Gambia')).toBeVisible();
    expect(screen.getByText('History on the river and birds in Abuko.')).toBeVisible();

    const slider = within(screen.getByRole('region', { name: 'Pictures of Wassu Stone Circles' }));
    expect(slider.getByText('1 / 3')).toBeVisible();
    expect(slider.getByRole('img')).toHaveAttribute('src', expect.stringMatching(/a\/cover\.jpg$/));
    await user.click(slider.getByRole('button', { name: 'Next picture' }));
    expect(slider.getByText('2 / 3')).toBeVisible();
    await user.keyboard('{ArrowRight}');
    expect(slider.getByText('3 / 3')).toBeVisible();
    await user.keyboard('{ArrowRight}');
    expect(slider.getByText('1 / 3')).toBeVisible();
    await user.click(slider.getByRole('button', { name: 'Previous picture' }));
    expect(slider.getByText('3 / 3')).toBeVisible();
    expect(slider.getByRole('img')).toHaveAttribute('src', expect.stringMatching(/a\/2\.jpg$/));

    const available = within(screen.getByRole('region', { name: 'Available Excursions' }));
    expect(available.getAllByRole('article')).toHaveLength(2);
    expect(available.getByRole('link', { name: 'Wassu Stone Circles' })).toHaveAttribute(
      'href',
      '/tour-details/11',
    );
    expect(available.getByRole('link', { name: 'Abuko Walk' })).toHaveAttribute(
      'href',
      '/tour-details/12',
    );
    expect(available.getAllByText('Starts 14 Nov 2026')).toHaveLength(2);
    expect(available.getByText('2 Days')).toBeVisible();
    expect(available.getByText('3 hours')).toBeVisible();
    expect(available.getAllByRole('img', { name: 'Rated 5 out of 5' })).toHaveLength(2);

    const facts = within(screen.getByRole('table', { name: 'Good To Know' }));
    const row = (label: string) => facts.getByRole('rowheader', { name: label }).closest('tr');
    expect(row('Country')).toHaveTextContent('The Gambia');
    expect(row('Location')).toHaveTextContent('Wassu, The Gambia');
    expect(row('Duration')).toHaveTextContent('2 Days');
    expect(row('Maximum group size')).toHaveTextContent('12 people');

    expect(await screen.findByTitle('Map of Wassu, The Gambia')).toHaveAttribute(
      'src',
      expect.stringContaining('13.69'),
    );
  });

  it('a card opens the excursion on /tour-details/{id}', async () => {
    server.use(
      http.get(`${API}/excursions/:id`, () =>
        HttpResponse.json({ success: false, message: 'Not found' }, { status: 404 }),
      ),
    );
    const { user } = renderRoute(paths.specialExcursionDetails(GAMBIA));
    await user.click(await screen.findByRole('link', { name: 'Abuko Walk' }));
    expect(screen.getByTestId('current-path')).toHaveTextContent('/tour-details/12');
  });

  it("a static entry's record loads that country's excursions of its type", async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${API}/destination`, () =>
        HttpResponse.json({
          success: true,
          data: [
            { id: 1, name: 'The Gambia', countryName: 'The Gambia' },
            { id: 2, name: 'Senegal', countryName: 'Senegal' },
          ],
        }),
      ),
      http.get(`${API}/excursionstype`, () =>
        HttpResponse.json({
          success: true,
          data: [
            { id: 1, name: 'Students' },
            { id: 2, name: 'Fishing' },
          ],
        }),
      ),
      http.get(`${API}/excursions/destination/:destinationId/type/:typeId`, ({ request }) => {
        asked.push(new URL(request.url).pathname);
        return HttpResponse.json({
          success: true,
          data: {
            results: [
              {
                ...card(31, 'Saloum Delta Sport Fishing Day', {
                  location: 'Toubacouta, Senegal',
                  countryName: 'Senegal',
                  duration: 1,
                  durationHours: 8,
                  max: 6,
                }),
                _id: '31',
                description: 'Fish the delta.',
                gallery: ['/home/images/s/cover.jpg', '/home/images/s/1.jpg'],
                numberOfPeople: 6,
                food: true,
                drinks: true,
              },
            ],
            pageIndex: 1,
            pageSize: 20,
            totalCount: 1,
            totalPages: 1,
          },
        });
      }),
    );
    renderRoute(
      paths.specialExcursionDetails({
        countryName: 'Senegal',
        description: 'The Saloum Delta.',
        excursionType: 'Fishing',
      }),
    );
    expect(await h1('Senegal')).toBeVisible();
    expect(
      await screen.findByRole('link', { name: 'Saloum Delta Sport Fishing Day' }),
    ).toHaveAttribute('href', '/tour-details/31');
    expect(asked).toContain('/api/excursions/destination/2/type/2');
    expect(screen.getByText('1 / 2')).toBeVisible();
    const facts = within(screen.getByRole('table', { name: 'Good To Know' }));
    expect(facts.getByRole('rowheader', { name: 'Duration' }).closest('tr')).toHaveTextContent(
      '1 Day',
    );
    expect(facts.getByText('6 people')).toBeVisible();
    expect(screen.getByRole('link', { name: '← Fishing' })).toHaveAttribute(
      'href',
      '/special-excursions/Fishing',
    );
  });

  it("shows 'Error fetching excursions' when a static entry's excursions fail to load", async () => {
    server.use(
      http.get(`${API}/destination`, () =>
        HttpResponse.json({ success: false, message: 'Down' }, { status: 503 }),
      ),
    );
    renderRoute(
      paths.specialExcursionDetails({
        countryName: 'Ghana',
        description: 'Hills.',
        excursionType: 'Trekking',
      }),
    );
    expect(await h1('Ghana')).toBeVisible();
    expect(await screen.findByText('Error fetching excursions')).toBeVisible();
  });

  async function expectFriendlyError() {
    expect(await h1('We could not open this excursion')).toBeVisible();
    expect(screen.getByRole('link', { name: 'See all special excursions' })).toHaveAttribute(
      'href',
      '/special-excursions/',
    );
  }

  it('a malformed escape shows a friendly error; the router warns it cannot decode the path', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      renderRoute('/special-excursion-details/%E0%A4%A');
      await expectFriendlyError();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('malformed URL segment'));
    } finally {
      warn.mockRestore();
    }
  });

  it.each([
    ['not JSON', '/special-excursion-details/%7Bnot%20json'],
    ['JSON of the wrong shape', paths.specialExcursionDetails({ country: 'Ghana' })],
    ['an array', paths.specialExcursionDetails([1, 2])],
    [
      'excursions without ids',
      paths.specialExcursionDetails({ countryName: 'Ghana', description: '', excursions: [{}] }),
    ],
  ])('%s shows a friendly error with a link back', async (_, path) => {
    renderRoute(path);
    await expectFriendlyError();
  });
});
