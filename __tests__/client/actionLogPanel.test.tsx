import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { ActionLogFile } from '../../src/app/actionLog/actionLog';
import { sessionStarted } from '../../src/features/account/sessionSlice';
import { cartItemAdded } from '../../src/features/cart/cartSlice';
import { renderRoute } from './support/render';

const fixtures = path.resolve(__dirname, '../fixtures/actionLogs');
const fixture = (name: string) => readFileSync(path.join(fixtures, name), 'utf8');

const header = () => within(screen.getByRole('banner'));
const qaTools = () => within(screen.getByRole('complementary', { name: 'QA tools' }));

async function openPanel(user: ReturnType<typeof renderRoute>['user']) {
  await user.click(await screen.findByRole('button', { name: 'QA' }));
  return qaTools();
}

describe('QA panel', () => {
  it('is absent without ?qa=1', async () => {
    renderRoute('/about');
    await header().findByRole('link', { name: 'Cart, 0 items' });
    expect(screen.queryByRole('button', { name: 'QA' })).not.toBeInTheDocument();
  });

  it('opens and closes from the keyboard, focus back on its button', async () => {
    const { user } = renderRoute('/about?qa=1');
    const toggle = await screen.findByRole('button', { name: 'QA' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Focus alone updates the button (its focus ring): inside act, like any state update.
    act(() => toggle.focus());
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(qaTools().getByRole('button', { name: 'Download log' })).toBeInTheDocument();
    await user.tab();
    expect(qaTools().getByRole('button', { name: 'Download log' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('downloads the redacted log as a JSON file', async () => {
    const createObjectURL = jest.spyOn(URL, 'createObjectURL');
    // jsdom cannot navigate to the download: the link's click is only watched.
    const click = jest
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    try {
      const { store, user } = renderRoute('/about?qa=1');
      act(() => {
        store.dispatch(sessionStarted({ token: 'secret-token' }));
        store.dispatch(cartItemAdded(5));
      });
      const panel = await openPanel(user);
      await user.click(panel.getByRole('button', { name: 'Download log' }));

      const link = click.mock.contexts[0] as HTMLAnchorElement;
      expect(link.download).toMatch(/^action-log-.+\.json$/);
      const blob = createObjectURL.mock.calls[0][0] as Blob;
      expect(blob.type).toBe('application/json');
      const text = await blob.text();
      expect(text).not.toContain('secret-token');
      const log = JSON.parse(text) as ActionLogFile;
      expect(log).toMatchObject({ format: 'wat-action-log', version: 1, storeVersion: 1 });
      expect(log.actions).toContainEqual(
        expect.objectContaining({ type: 'cart/cartItemAdded', payload: 5 }),
      );
      expect(await screen.findByText(/^Downloaded \d+ actions\.$/)).toBeInTheDocument();
    } finally {
      click.mockRestore();
      createObjectURL.mockRestore();
    }
  });

  it('replays a loaded log in the page: the header cart count follows', async () => {
    const { store, user } = renderRoute('/about?qa=1', {
      cart: { ids: [1, 2, 3, 4, 5] },
      search: { destinationId: 9, categoryId: null },
    });
    expect(await header().findByRole('link', { name: 'Cart, 5 items' })).toBeInTheDocument();

    const panel = await openPanel(user);
    const file = new File([fixture('visitor-journey.log.json')], 'visitor-journey.log.json', {
      type: 'application/json',
    });
    await user.upload(panel.getByLabelText('Action log file'), file);

    expect(
      await screen.findByText('Replayed 11 actions from visitor-journey.log.json.'),
    ).toBeInTheDocument();
    expect(header().getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
    const { cart, session, search, profileTab, lastViewed } = store.getState();
    expect({ cart, session, search, profileTab, lastViewed }).toEqual(
      JSON.parse(fixture('visitor-journey.state.json')),
    );
    expect(localStorage.getItem('cartData')).toBe('[12,31]');
  });

  it('replays a recorded session with its redacted token, and stores it so', async () => {
    const { store, user } = renderRoute('/about?qa=1');
    const panel = await openPanel(user);
    const file = new File([fixture('returning-visitor-verifies.log.json')], 'returning.json');
    await user.upload(panel.getByLabelText('Action log file'), file);

    await screen.findByText(/^Replayed \d+ actions from returning\.json\.$/);
    expect(header().getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
    expect(store.getState().session.token).toBe('[redacted]');
    expect(sessionStorage.getItem('wat_token')).toBe('[redacted]');
    expect(store.getState().search).toEqual({ destinationId: null, categoryId: 'all' });
  });

  it('says why a file cannot be replayed and changes nothing', async () => {
    const { store, user } = renderRoute('/about?qa=1', { cart: { ids: [3] } });
    const panel = await openPanel(user);
    await user.upload(
      panel.getByLabelText('Action log file'),
      new File(['{"format": '], 'broken.json', { type: 'application/json' }),
    );
    expect(await screen.findByText('The file is not JSON.')).toBeInTheDocument();
    await user.upload(
      panel.getByLabelText('Action log file'),
      new File([JSON.stringify({ format: 'wat-action-log', version: 2 })], 'new.json'),
    );
    expect(await screen.findByText(/version 2 is not supported/)).toBeInTheDocument();
    await waitFor(() => expect(store.getState().cart.ids).toEqual([3]));
  });
});
