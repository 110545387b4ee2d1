import { http, HttpResponse } from 'msw';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '@/app/AppProviders';
import { FRENCH } from '@/app/i18n/french';
import { setupStore } from '@/app/store';
import type { Destination } from '@/contract/wire/catalog';
import { createI18n } from '@/i18n';
import BlogPage from '../../src/features/content/pages/BlogPage';
import FaqPage from '../../src/features/content/pages/FaqPage';
import PrivacyPage from '../../src/features/content/pages/PrivacyPage';
import { API, server } from './support/server';

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

/** A content page as a French page renders it. */
function renderInFrench(page: ReactNode) {
  const user = userEvent.setup();
  render(
    <AppProviders store={setupStore()} i18n={createI18n('fr', FRENCH)}>
      <MemoryRouter>{page}</MemoryRouter>
    </AppProviders>,
  );
  return { user };
}

describe('content pages in French', () => {
  it('shows the FAQ in French, its topics, answers and excursion counts', async () => {
    server.use(
      http.get(`${API}/destination`, () =>
        HttpResponse.json({
          success: true,
          data: [destination(1, 'The Gambia'), destination(2, 'Ghana')],
        }),
      ),
      http.get(`${API}/excursions/destination/:id`, ({ params }) => {
        const totalCount = params.id === '1' ? 12 : 1;
        return HttpResponse.json({
          success: true,
          data: { results: [], pageIndex: 1, pageSize: 1, totalCount, totalPages: totalCount },
        });
      }),
    );
    const { user } = renderInFrench(<FaqPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Questions fréquentes' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Voyage et visas' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(screen.getByRole('tabpanel')).getByText(/de novembre à mai/)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Argent' }));
    expect(within(screen.getByRole('tabpanel')).getByText(/655,957 francs/)).toBeInTheDocument();
    expect(screen.queryByText(/November to May/)).not.toBeInTheDocument();

    const sidebar = within(screen.getByRole('complementary', { name: 'Destinations' }));
    expect(sidebar.getByText('Les excursions que nous proposons dans chaque pays.')).toBeVisible();
    expect(await sidebar.findByText('12 excursions')).toBeInTheDocument();
    expect(await sidebar.findByText('1 excursion')).toBeInTheDocument();
  });

  it('dates the blog’s articles the French way', () => {
    renderInFrench(<BlogPage />);
    const first = within(screen.getAllByRole('article')[0]);
    expect(
      first.getByRole('link', { name: 'Observer les oiseaux du fleuve Gambie en saison sèche' }),
    ).toBeVisible();
    expect(first.getByText('14 janvier 2026')).toHaveAttribute('datetime', '2026-01-14');
    expect(first.getByText(/· Nature/)).toBeInTheDocument();
  });

  it('shows the privacy notice in French with its date and address', () => {
    renderInFrench(<PrivacyPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Politique de confidentialité' }),
    ).toBeVisible();
    expect(screen.getByText(/Dernière mise à jour : 25 novembre 2026\./)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Vos droits' })).toHaveTextContent(
      /écrivez à bookings@westafricatours\.example depuis l’adresse de votre compte/,
    );
  });
});
