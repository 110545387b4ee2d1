import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import type { Envelope } from '@/contract/wire/envelope';
import type { OperatorRates, RatesChange } from '@/contract/wire/rates';
import { renderRoute } from '../support/render';
import { server } from '../support/server';
import { OPERATOR, storeStaffSession } from './fixtures';

/** The rates calls as the server answers them, remembering what the page sent. */
function serveRates() {
  let rates: OperatorRates = {
    base: 'USD',
    rates: { USD: 1, EUR: 0.92, GBP: 0.79, GMD: 70, XOF: 605 },
    updatedAt: '2026-11-20T10:00:00.000Z',
    updatedBy: null,
    history: [],
  };
  const sent: RatesChange[] = [];
  server.use(
    http.get(`${OPERATOR}/rates`, () =>
      HttpResponse.json({ success: true, data: rates } satisfies Envelope<OperatorRates>),
    ),
    http.put(`${OPERATOR}/rates`, async ({ request }) => {
      const change = (await request.json()) as RatesChange;
      sent.push(change);
      rates = {
        ...rates,
        rates: change.rates,
        updatedAt: '2026-11-29T09:30:00.000Z',
        updatedBy: 'awa@westafricatours.example',
        history: [
          {
            id: 7,
            at: '2026-11-29T09:30:00.000Z',
            staffEmail: 'awa@westafricatours.example',
            action: 'rates.update',
            subjectKind: 'rates',
            subjectId: null,
            before: { EUR: 0.92 },
            after: { EUR: 0.9 },
          },
        ],
      };
      return HttpResponse.json({
        success: true,
        message: 'The rates are saved: the website shows them within a minute.',
        data: rates,
      } satisfies Envelope<OperatorRates>);
    }),
  );
  return sent;
}

beforeEach(() => {
  localStorage.clear();
});

describe('the console’s Rates page', () => {
  it('saves a changed rate, then shows who changed what', async () => {
    storeStaffSession();
    const sent = serveRates();
    const { user } = renderRoute('/operator/rates');
    const euro = await screen.findByRole('textbox', { name: /Euro \(EUR\)/ });
    expect(euro).toHaveValue('0.92');
    expect(screen.getByText('Nobody has changed the rates yet.')).toBeVisible();

    await user.clear(euro);
    await user.type(euro, '0.9');
    await user.click(screen.getByRole('button', { name: 'Save rates' }));

    expect(await screen.findByText(/within a minute/)).toBeVisible();
    expect(sent).toEqual([{ rates: { USD: 1, EUR: 0.9, GBP: 0.79, GMD: 70, XOF: 605 } }]);
    const changes = screen.getByRole('region', { name: 'Changes' });
    expect(
      await within(changes).findByText(/awa@westafricatours\.example: EUR 0\.92 → 0\.9/),
    ).toBeVisible();
    expect(screen.getByText(/Last changed .* by awa@westafricatours\.example/)).toBeVisible();
  });

  it('refuses a rate that is not a positive number, and sends nothing', async () => {
    storeStaffSession();
    const sent = serveRates();
    const { user } = renderRoute('/operator/rates');
    const franc = await screen.findByRole('textbox', { name: /CFA franc \(XOF\)/ });
    await user.clear(franc);
    await user.type(franc, '0');
    await user.click(screen.getByRole('button', { name: 'Save rates' }));
    expect(await screen.findByText('A rate is more than 0.')).toBeVisible();

    const dalasi = screen.getByRole('textbox', { name: /Gambian dalasi \(GMD\)/ });
    await user.clear(dalasi);
    await user.type(dalasi, 'seventy');
    await user.click(screen.getByRole('button', { name: 'Save rates' }));
    expect(await screen.findByText('Please give a number, such as 0.92.')).toBeVisible();
    expect(sent).toEqual([]);
  });

  it('is in the console’s navigation', async () => {
    storeStaffSession();
    serveRates();
    renderRoute('/operator/rates');
    const nav = await screen.findByRole('navigation');
    expect(within(nav).getByRole('tab', { name: 'Rates' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});
