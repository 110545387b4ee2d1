import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import type { Envelope } from '@/contract/wire/envelope';
import type { CreatedReseller, Reseller } from '@/contract/wire/resellers';
import { renderRoute } from '../support/render';
import { server } from '../support/server';
import { OPERATOR, storeStaffSession } from './fixtures';

const KEY = 'wat_3q2x9Kf0LpZ-aYc4nHw_7sKd1eGfJ3bUoTiRyE5uNc';

/** The resellers calls as the server answers them, remembering what the page sent. */
function serveResellers() {
  const resellers: Reseller[] = [
    {
      id: 1,
      name: 'Sandy Travel',
      createdAt: '2026-11-20T10:00:00.000Z',
      createdBy: 'awa@westafricatours.example',
      revokedAt: null,
    },
  ];
  const sent: { created: string[]; revoked: number[] } = { created: [], revoked: [] };
  server.use(
    http.get(`${OPERATOR}/resellers`, () =>
      HttpResponse.json({ success: true, data: resellers } satisfies Envelope<Reseller[]>),
    ),
    http.post(`${OPERATOR}/resellers`, async ({ request }) => {
      const { name } = (await request.json()) as { name: string };
      sent.created.push(name);
      resellers.push({ ...resellers[0], id: 2, name, revokedAt: null });
      return HttpResponse.json(
        {
          success: true,
          message: 'The reseller is added. Copy its key now: it is not shown again.',
          data: { id: 2, name, apiKey: KEY },
        } satisfies Envelope<CreatedReseller>,
        { status: 201 },
      );
    }),
    http.post(`${OPERATOR}/resellers/:id/revoke`, ({ params }) => {
      sent.revoked.push(Number(params.id));
      resellers[0] = { ...resellers[0], revokedAt: '2026-11-29T09:00:00.000Z' };
      return HttpResponse.json({ success: true, message: 'The key is revoked.' });
    }),
  );
  return sent;
}

beforeEach(() => {
  localStorage.clear();
});

describe('the console’s Resellers page', () => {
  it('adds a reseller and shows its key once, with a copy button and a warning', async () => {
    storeStaffSession();
    const sent = serveResellers();
    const { user } = renderRoute('/operator/resellers');
    expect(await screen.findByRole('heading', { level: 2, name: 'Sandy Travel' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Add reseller' }));
    const form = await screen.findByRole('dialog');
    await user.type(within(form).getByLabelText('Reseller name'), 'Kombo Hotel Desk');
    await user.click(within(form).getByRole('button', { name: 'Add reseller' }));

    const shown = await screen.findByRole('dialog', { name: "Kombo Hotel Desk's API key" });
    expect(within(shown).getByText(KEY)).toBeVisible();
    expect(within(shown).getByText(/shown only this once/)).toBeVisible();
    expect(within(shown).getByRole('button', { name: 'Copy key' })).toBeVisible();
    await user.click(within(shown).getByRole('button', { name: 'I have copied it' }));
    expect(sent.created).toEqual(['Kombo Hotel Desk']);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Kombo Hotel Desk' }),
    ).toBeVisible();
    expect(screen.queryByText(KEY)).toBeNull();
  });

  it('asks before revoking a key, and revokes only when confirmed', async () => {
    storeStaffSession();
    const sent = serveResellers();
    const { user } = renderRoute('/operator/resellers');
    const row = await screen.findByRole('article', { name: 'Sandy Travel' });

    await user.click(within(row).getByRole('button', { name: 'Revoke key' }));
    const ask = await screen.findByRole('dialog', { name: "Revoke Sandy Travel's key?" });
    await user.click(within(ask).getByRole('button', { name: 'Keep the key' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.revoked).toEqual([]);

    await user.click(within(row).getByRole('button', { name: 'Revoke key' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke' }),
    );
    expect(await screen.findByText(/^Revoked /)).toBeVisible();
    expect(sent.revoked).toEqual([1]);
    expect(screen.queryByRole('button', { name: 'Revoke key' })).toBeNull();
  });
});
