import { http, HttpResponse } from 'msw';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { AppProviders } from '@/app/AppProviders';
import { FRENCH } from '@/app/i18n/french';
import { setupStore } from '@/app/store';
import type { DisplayCurrency } from '@/contract/currencies';
import type { Envelope } from '@/contract/wire/envelope';
import type { Rates } from '@/contract/wire/rates';
import { ApproxAmount, CurrencyPicker } from '@/features/currency';
import { createI18n } from '@/i18n';
import { API, server } from './support/server';

const RATES: Rates = {
  base: 'USD',
  rates: { USD: 1, EUR: 0.92, GBP: 0.79, GMD: 70, XOF: 605 },
  updatedAt: '2026-11-20T09:00:00.000Z',
};

let rateCalls = 0;
beforeEach(() => {
  rateCalls = 0;
  server.use(
    http.get(`${API}/rates`, () => {
      rateCalls += 1;
      return HttpResponse.json({ success: true, data: RATES } satisfies Envelope<Rates>);
    }),
  );
});

/** Lets the page's calls answer, as time passing would. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

/** Spaces as Intl writes them (narrow and no-break) read as plain spaces. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

function renderPrice(
  amount: number,
  { display, language = 'en' }: { display?: DisplayCurrency; language?: 'en' | 'fr' } = {},
) {
  const store = setupStore(display ? { currency: { display } } : undefined);
  const view = render(
    <AppProviders store={store} i18n={createI18n(language, language === 'fr' ? FRENCH : {})}>
      <p data-testid="price">
        $48.76
        <ApproxAmount amount={amount} />
      </p>
      <CurrencyPicker />
    </AppProviders>,
  );
  return { ...view, store, price: () => plain(screen.getByTestId('price').textContent) };
}

describe('an amount approximated in the visitor’s currency', () => {
  it('shows CFA francs without decimals, the French way, on a French page', async () => {
    const { price } = renderPrice(48.76, { display: 'XOF', language: 'fr' });
    expect(await screen.findByText(/≈/)).toBeInTheDocument();
    // 48.76 × 605 = 29 499.8: rounded to the franc.
    expect(price()).toBe('$48.76≈ 29 500 F CFA');
  });

  it('writes the approximation the English way on an English page', async () => {
    const { price } = renderPrice(45, { display: 'EUR' });
    expect(await screen.findByText('≈ €41.40')).toBeInTheDocument();
    expect(price()).toBe('$48.76≈ €41.40');
  });

  it('shows nothing for US dollars, and asks for no rates', async () => {
    const { price } = renderPrice(45);
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('USD');
    expect(price()).toBe('$48.76');
    await settle();
    expect(screen.queryByText(/≈/)).not.toBeInTheDocument();
    expect(rateCalls).toBe(0);
  });

  it('follows the currency the visitor picks, and back to nothing for dollars', async () => {
    const user = userEvent.setup();
    const { store } = renderPrice(45, { language: 'fr' });
    const picker = screen.getByRole('combobox', { name: 'Devise' });
    await user.selectOptions(picker, 'GBP');
    expect(plain((await screen.findByText(/≈/)).textContent)).toBe('≈ 35,55 £GB');
    expect(store.getState().currency.display).toBe('GBP');
    await user.selectOptions(picker, 'USD');
    expect(screen.queryByText(/≈/)).not.toBeInTheDocument();
  });

  it('shows nothing until the rates have come', async () => {
    server.use(http.get(`${API}/rates`, () => HttpResponse.error()));
    renderPrice(45, { display: 'XOF' });
    await settle();
    expect(screen.queryByText(/≈/)).not.toBeInTheDocument();
  });

  it('is left out of the server’s page, which cannot know the stored choice', () => {
    const html = renderToString(
      <AppProviders store={setupStore({ currency: { display: 'XOF' } })} restored={false}>
        <ApproxAmount amount={45} />
        <CurrencyPicker />
      </AppProviders>,
    );
    expect(html).not.toContain('≈');
    expect(html).toMatch(/<option value="USD" selected="">/);
  });
});
