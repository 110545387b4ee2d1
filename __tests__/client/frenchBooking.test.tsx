import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '@/app/AppProviders';
import { FRENCH } from '@/app/i18n/french';
import { setupStore, type PreloadedState } from '@/app/store';
import { addDays } from '@/contract/booking';
import type { CalendarDay, Departure, ExcursionPricing } from '@/contract/wire/departures';
import type { Envelope } from '@/contract/wire/envelope';
import type { CartDepartureLine } from '@/features/cart';
import CartPage from '@/features/cart/pages/CartPage';
import { BookingPanel, pricedExcursion } from '@/features/departures';
import DeparturePicker from '@/features/departures/components/DeparturePicker';
import { createI18n } from '@/i18n';
import { API, server } from './support/server';

const PRICING: ExcursionPricing = {
  onRequest: false,
  currency: 'USD',
  fromPrice: 1250,
  units: [
    { unit: 'adult', label: 'Adulte', minAge: 12, maxAge: 99, price: 1250 },
    { unit: 'child', label: 'Enfant', minAge: 3, maxAge: 11, price: 22.5 },
  ],
};

const MAKASUTU = pricedExcursion({
  id: 7,
  name: 'Forêt de Makasutu',
  pricing: PRICING,
  bookingRules: {
    instantConfirmation: true,
    cutoffHours: 12,
    minPerBooking: 1,
    maxPerBooking: 8,
    cancellationPolicy: [{ hoursBefore: 24, refundPercent: 100 }],
  },
});

/** Every day has one seat left, except the 12th (3 seats) and the 10th (sold out). */
function dayOf(date: string): CalendarDay {
  const day = Number(date.slice(8));
  if (day === 10) return { date, status: 'SOLD_OUT', vacancies: 0 };
  return { date, status: 'LIMITED', vacancies: day === 12 ? 3 : 1 };
}

function serveSeats() {
  server.use(
    http.get(`${API}/excursions/:id/calendar`, ({ request }) => {
      const url = new URL(request.url);
      const days: CalendarDay[] = [];
      for (
        let date = url.searchParams.get('from') ?? '';
        date <= (url.searchParams.get('to') ?? '');
      ) {
        days.push(dayOf(date));
        date = addDays(date, 1);
      }
      return HttpResponse.json({ success: true, data: days } satisfies Envelope<CalendarDay[]>);
    }),
    http.get(`${API}/excursions/:id/departures`, () =>
      HttpResponse.json({ success: true, data: [] } satisfies Envelope<Departure[]>),
    ),
  );
}

function renderInFrench(page: ReactNode, preloadedState?: PreloadedState) {
  const user = userEvent.setup();
  render(
    <AppProviders store={setupStore(preloadedState)} i18n={createI18n('fr', FRENCH)}>
      <MemoryRouter>{page}</MemoryRouter>
    </AppProviders>,
  );
  return { user };
}

const FRENCH_MONTH =
  /^(janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}$/;
const FRENCH_DAY = '(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) \\d+ [a-zéû]+';

describe('the booking calendar in French', () => {
  it('names the month, the weekdays and the seats left in French, and writes prices as France does', async () => {
    if (!MAKASUTU) throw new Error('priced');
    serveSeats();
    const { user } = renderInFrench(<DeparturePicker excursion={MAKASUTU} />);

    const twelfth = await screen.findByRole('button', {
      name: new RegExp(`^${FRENCH_DAY}, 3 places restantes$`),
    });
    expect(screen.getByRole('heading', { name: FRENCH_MONTH })).toBeVisible();
    for (const weekday of ['Lu', 'Ma', 'Me', 'Je', 'Ve', 'Sa', 'Di']) {
      expect(screen.getByText(weekday)).toBeInTheDocument();
    }
    // French counts one seat, like none, in the singular.
    expect(
      screen.getAllByRole('button', { name: new RegExp(`^${FRENCH_DAY}, 1 place restante$`) })
        .length,
    ).toBeGreaterThan(0);
    expect(
      screen.getAllByRole('button', { name: new RegExp(`^${FRENCH_DAY}, complet$`) }),
    ).not.toHaveLength(0);
    expect(screen.getByText('Qui vient')).toBeVisible();
    expect(screen.getByText(/^À partir de 12 ans · 1\s250,00\s\$US$/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Ajouter 1 enfant' })).toBeEnabled();

    await user.click(twelfth);
    expect(
      await screen.findByRole('region', { name: new RegExp(`^Choisissez une heure de départ, `) }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Mois suivant' })).toBeEnabled();
  });

  it('shows the price from and the cancellation rule in French, then its calendar', async () => {
    if (!MAKASUTU) throw new Error('priced');
    serveSeats();
    renderInFrench(<BookingPanel excursion={MAKASUTU} />);
    const panel = within(screen.getByRole('region', { name: 'Réserver cette excursion' }));
    expect(panel.getByText(/^1\s250,00\s\$US$/)).toBeVisible();
    expect(panel.getByText('à partir de', { exact: false })).toBeVisible();
    expect(
      panel.getByText(
        'Confirmation immédiate. Annulation gratuite jusqu’à 24 heures avant le départ.',
      ),
    ).toBeVisible();
    // The picker's code arrives apart from the panel's and takes the "Choose a date" place.
    expect(await panel.findByRole('heading', { name: FRENCH_MONTH })).toBeVisible();
    expect(panel.getByText('Qui vient')).toBeVisible();
  });
});

describe('the cart in French', () => {
  const ISLAND: CartDepartureLine = {
    departureId: 101,
    excursionId: 4,
    excursionName: 'Île de Kunta Kinteh',
    date: '2026-12-12',
    time: '09:00',
    units: { adult: 2, child: 1, infant: 0 },
    price: 1170,
    currency: 'USD',
  };

  it('writes the day, the party, the count and the total as France does', () => {
    renderInFrench(<CartPage />, { cart: { ids: [], lines: [ISLAND] } });
    expect(screen.getByRole('heading', { level: 1, name: 'Votre panier' })).toBeVisible();
    const line = within(screen.getByRole('list', { name: 'Départs de votre panier' }));
    expect(line.getByText('samedi 12 décembre 2026 à 09:00')).toBeVisible();
    expect(line.getByText('2 adultes, 1 enfant')).toBeVisible();
    expect(
      line.getByRole('button', {
        name: 'Retirer Île de Kunta Kinteh, le samedi 12 décembre 2026, du panier',
      }),
    ).toBeVisible();
    const summary = within(screen.getByRole('region', { name: 'Vos départs' }));
    expect(summary.getByText('1 départ')).toBeVisible();
    expect(summary.getByText(/^1\s170,00\s\$US$/)).toBeVisible();
    expect(summary.getByRole('button', { name: 'Réserver' })).toBeEnabled();
  });
});
