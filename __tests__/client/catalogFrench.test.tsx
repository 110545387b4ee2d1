import { render, screen, within } from '@testing-library/react';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { MemoryRouter } from 'react-router-dom';
import type { ReactNode } from 'react';
import { AppProviders } from '@/app/AppProviders';
import { FRENCH } from '@/app/i18n/french';
import { LAYOUT_FRENCH } from '@/app/layout/messages.fr';
import Footer from '@/app/layout/Footer';
import { setupStore } from '@/app/store';
import { COMPONENTS_FRENCH } from '@/components/messages.fr';
import { CATALOG_MESSAGES_FR } from '@/contract/catalogMessages.fr';
import type { Excursion } from '@/contract/wire/catalog';
import { ExcursionCard } from '@/features/catalog';
import { DESTINATIONS_FRENCH } from '@/features/catalog/components/destinations/messages.fr';
import { ContactBanner } from '@/features/catalog/components/home/ContactBanner';
import { HOME_FRENCH } from '@/features/catalog/components/home/messages.fr';
import { IntroSection } from '@/features/catalog/components/home/IntroSection';
import { ReviewsSection } from '@/features/catalog/components/home/ReviewsSection';
import { formatStartDate } from '@/features/catalog/components/special/startDate';
import { SPECIAL_FRENCH } from '@/features/catalog/components/special/messages.fr';
import { TourIncluded } from '@/features/catalog/components/tours/TourIncluded';
import { placeOf } from '@/features/catalog/components/tours/TourSummary';
import { TOURS_FRENCH } from '@/features/catalog/components/tours/messages.fr';
import { CATALOG_FRENCH } from '@/features/catalog/messages.fr';
import { createI18n } from '@/i18n';

const excursion = (extra: Partial<Excursion>): Excursion => ({
  id: 7,
  _id: '7',
  name: 'Makasutu Culture Forest',
  description: 'A day in the forest.',
  coverImageUrl: '/home/images/excursions/7/cover.jpg',
  gallery: [],
  rating: 5,
  countryName: 'The Gambia',
  location: 'Makasutu',
  latitude: 13.3,
  longitude: -16.6,
  duration: 1,
  durationHours: 2.5,
  numberOfPeople: 4,
  food: true,
  drinks: false,
  tourStartDate: '2026-12-05',
  max: 12,
  destinationId: 1,
  excursionTypeId: 1,
  ...extra,
});

function renderIn(locale: 'en' | 'fr', children: ReactNode) {
  return render(
    <AppProviders
      store={setupStore()}
      i18n={locale === 'fr' ? createI18n('fr', FRENCH) : undefined}
    >
      <MemoryRouter>{children}</MemoryRouter>
    </AppProviders>,
  );
}

describe('the catalog and the layout in French', () => {
  it('writes every French text of the catalog and the layout as a valid message', () => {
    const parts = [
      LAYOUT_FRENCH,
      COMPONENTS_FRENCH,
      CATALOG_MESSAGES_FR,
      CATALOG_FRENCH,
      HOME_FRENCH,
      TOURS_FRENCH,
      DESTINATIONS_FRENCH,
      SPECIAL_FRENCH,
    ];
    for (const part of parts) {
      for (const [id, text] of Object.entries(part)) {
        expect(() => compileMessage(String(text))).not.toThrow();
        expect(FRENCH[id]).toBe(text);
      }
    }
  });

  it('shows the home page’s bands in French', () => {
    renderIn(
      'fr',
      <>
        <IntroSection />
        <ReviewsSection />
        <ContactBanner />
      </>,
    );
    expect(
      screen.getByRole('heading', { name: 'Vos spécialistes de l’Afrique de l’Ouest depuis 1987' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Voir nos excursions' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Ce qu’en disent nos voyageurs' })).toBeVisible();
    expect(screen.getAllByRole('img', { name: 'Note : 5 sur 5' })).toHaveLength(3);
    expect(screen.getByText(/^« J’ai emmené 24 élèves/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Demander un devis' })).toBeVisible();
    expect(
      screen.getByText(/Vous voyagez en groupe de plus de 8 personnes \?/, { exact: false }),
    ).toBeVisible();
    expect(screen.queryByText('What our travellers say')).not.toBeInTheDocument();
  });

  it('shows an excursion card with its length and rating in French, and in English as before', () => {
    const { unmount } = renderIn('fr', <ExcursionCard excursion={excursion({})} tag="Offre" />);
    const card = screen.getByRole('article');
    expect(within(card).getByText('2,5 heures')).toBeVisible();
    expect(within(card).getByRole('img', { name: 'Note : 5 sur 5' })).toBeVisible();
    unmount();

    renderIn('fr', <ExcursionCard excursion={excursion({ duration: 3 })} />);
    expect(screen.getByText('3 jours')).toBeVisible();

    renderIn('en', <ExcursionCard excursion={excursion({ durationHours: 1 })} />);
    expect(screen.getByText('1 hour')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
  });

  it('says what a tour includes in French', () => {
    renderIn('fr', <TourIncluded excursion={excursion({})} />);
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'Repas : Compris',
      'Boissons : Non compris',
      'Hébergement : Non proposé',
    ]);
  });

  it('names the place in the page’s language, adding the country on English pages only', () => {
    expect(placeOf(excursion({ location: 'Forêt de Makasutu, Gambie' }), 'fr')).toBe(
      'Forêt de Makasutu, Gambie',
    );
    expect(placeOf(excursion({}), 'en')).toBe('Makasutu, The Gambia');
    expect(placeOf(excursion({ location: 'Bakau, The Gambia' }), 'en')).toBe('Bakau, The Gambia');
  });

  it('writes a start date as the page’s language does', () => {
    expect(formatStartDate('en', '2026-12-05')).toBe('5 Dec 2026');
    expect(formatStartDate('fr', '2026-12-05')).toBe('5 déc. 2026');
  });

  it('shows the footer in French', async () => {
    renderIn('fr', <Footer />);
    const explore = await screen.findByRole('navigation', { name: 'Pied de page' });
    expect(within(explore).getByRole('link', { name: 'Nos excursions' })).toBeVisible();
    expect(within(explore).getByRole('link', { name: 'Excursions thématiques' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Conditions générales' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'S’abonner' })).toBeVisible();
  });
});
