import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { renderRoute } from './support/render';
import { API, server } from './support/server';
import type { Destination } from '@/contract/wire/catalog';

const destination = (id: number, name: string): Destination => ({
  id,
  name,
  capital: '',
  about: '',
  location: '',
  latitude: 13.45,
  longitude: -16.58,
  coverImageUrl: '',
  gallery: [],
  rating: 5,
  countryName: name,
  language: '',
  currency: '',
  visaRequirements: '',
});

describe('FAQ page', () => {
  beforeEach(() => {
    server.use(
      http.get(`${API}/destination`, () =>
        HttpResponse.json({
          success: true,
          data: [destination(1, 'The Gambia'), destination(2, 'Ghana')],
        }),
      ),
      http.get(`${API}/excursions/destination/:id`, ({ params, request }) => {
        const totalCount = params.id === '1' ? 12 : 1;
        const pageSize = Number(new URL(request.url).searchParams.get('pageSize'));
        return HttpResponse.json({
          success: true,
          data: { results: [], pageIndex: 1, pageSize, totalCount, totalPages: totalCount },
        });
      }),
    );
  });

  it('switches topics with the tabs', async () => {
    const { user } = renderRoute('/faq');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' }),
    ).toBeVisible();
    const panel = () => screen.getByRole('tabpanel');
    expect(within(panel()).getByText(/November to May/)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Travel & visas' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await user.click(screen.getByRole('tab', { name: 'Money' }));
    expect(screen.getByRole('tab', { name: 'Money' })).toHaveAttribute('aria-selected', 'true');
    expect(within(panel()).getByText(/655\.957/)).toBeInTheDocument();
    expect(within(panel()).queryByText(/November to May/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Getting around' }));
    expect(within(panel()).getByText(/Senegambia Bridge at Farafenni/)).toBeInTheDocument();
    expect(screen.queryByText(/Aenean/)).not.toBeInTheDocument();
  });

  it('lists each destination with its number of excursions and a link', async () => {
    renderRoute('/faq');
    const sidebar = within(await screen.findByRole('complementary', { name: 'Destinations' }));
    expect(await sidebar.findByRole('link', { name: 'The Gambia' })).toHaveAttribute(
      'href',
      '/destination-details/1',
    );
    expect(await sidebar.findByText('12 excursions')).toBeInTheDocument();
    expect(await sidebar.findByText('1 excursion')).toBeInTheDocument();
  });
});
