import { act, screen, within } from '@testing-library/react';
import { cartItemToggled, cartCleared } from '../../src/features/cart/cartSlice';
import { sessionStarted } from '../../src/features/account/sessionSlice';
import { renderRoute } from './support/render';

const header = () => within(screen.getByRole('banner'));

/** The About page, rendered and drawn: its code is loaded apart, and the test waits for it. */
async function renderAbout(state?: Parameters<typeof renderRoute>[1]) {
  const rendered = renderRoute('/about', state);
  await screen.findByRole('heading', { level: 1, name: 'About Us' });
  return rendered;
}

describe('header', () => {
  it('shows the cart count and follows the cart', async () => {
    const { store } = await renderAbout({ cart: { ids: [4, 9] } });
    expect(await header().findByRole('link', { name: 'Cart, 2 items' })).toHaveAttribute(
      'href',
      '/cart',
    );

    act(() => {
      store.dispatch(cartItemToggled(4));
    });
    expect(header().getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();

    act(() => {
      store.dispatch(cartItemToggled(11));
      store.dispatch(cartItemToggled(12));
    });
    expect(header().getByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();

    act(() => {
      store.dispatch(cartCleared());
    });
    expect(header().getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
  });

  it('draws the count over the cart icon, zero included, and 99+ above 99', async () => {
    const ids = Array.from({ length: 100 }, (_, index) => index + 1);
    const { store } = await renderAbout({ cart: { ids: [] } });
    expect(await header().findByRole('link', { name: 'Cart, 0 items' })).toHaveTextContent(/^0$/);

    act(() => {
      for (const id of ids.slice(0, 99)) store.dispatch(cartItemToggled(id));
    });
    expect(header().getByRole('link', { name: 'Cart, 99 items' })).toHaveTextContent(/^99$/);

    act(() => {
      store.dispatch(cartItemToggled(100));
    });
    expect(header().getByRole('link', { name: 'Cart, 100 items' })).toHaveTextContent(/^99\+$/);
  });

  it('sends a visitor without a session token to /login from Book Now and the user icon', async () => {
    await renderAbout();
    expect(await header().findByRole('link', { name: 'Book Now' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(header().getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('sends a signed-in visitor to /tour-details and /user-profile', async () => {
    await renderAbout({ session: { token: 'token-1', user: null } });
    expect(await header().findByRole('link', { name: 'Book Now' })).toHaveAttribute(
      'href',
      '/tour-details',
    );
    expect(header().getByRole('link', { name: 'My profile' })).toHaveAttribute(
      'href',
      '/user-profile',
    );
  });

  it('reads the session once when it appears, and again on the next page', async () => {
    const { store, user } = await renderAbout();
    await header().findByRole('link', { name: 'Login' });

    act(() => {
      store.dispatch(sessionStarted({ token: 'token-2' }));
    });
    expect(header().getByRole('link', { name: 'Login' })).toBeInTheDocument();

    await user.click(header().getByRole('link', { name: 'Contact Us' }));
    expect(await header().findByRole('link', { name: 'My profile' })).toBeInTheDocument();
  });

  it('lists the seven Our Services entries in their menu', async () => {
    const { user } = await renderAbout();
    await user.click(await header().findByRole('button', { name: 'Our Services' }));

    const menu = await screen.findByRole('menu');
    const entries = within(menu).getAllByRole('menuitem');
    expect(entries.map((entry) => [entry.textContent, entry.getAttribute('href')])).toEqual([
      ['Excursions', '/tours-list'],
      ['Destinations', '/destination-list'],
      ['Special Excursions', '/special-excursions/'],
      ['Gallery', '/gallery'],
      ['Info Service', '/business-Services'],
      ['Transfer Service', '/transfer-services'],
      ['FAQ', '/faq'],
    ]);
  });

  it('opens the phone menu drawer with the same entries, and a choice navigates', async () => {
    window.innerWidth = 360;
    window.dispatchEvent(new Event('resize'));
    const { user } = await renderAbout();

    // The button opens the menu as a popover, which jsdom does not run.
    const openMenu = await header().findByRole('button', { name: 'Open menu' });
    const menu = document.getElementById(openMenu.getAttribute('popovertarget') ?? '');
    if (!menu) throw new Error('The menu button opens nothing.');
    expect(screen.queryByRole('navigation', { name: 'Site menu' })).not.toBeInTheDocument();
    act(() => menu.showPopover());
    const drawer = within(await screen.findByRole('navigation', { name: 'Site menu' }));
    expect(drawer.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'popovertargetaction',
      'hide',
    );
    const labels = drawer.getAllByRole('link').map((link) => link.textContent);
    expect(labels).toEqual([
      'Home',
      'Destinations',
      'Excursions',
      'Destinations',
      'Special Excursions',
      'Gallery',
      'Info Service',
      'Transfer Service',
      'FAQ',
      'About Us',
      'Contact Us',
      'Book Now',
    ]);

    await user.click(drawer.getByRole('link', { name: 'Transfer Service' }));
    expect(screen.getByTestId('current-path')).toHaveTextContent('/transfer-services');
    expect(menu).not.toBeVisible();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Book Your Transfer' }),
    ).toBeInTheDocument();
  });

  it('has the decorative newsletter box in the footer, which sends nothing', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    const { user } = await renderAbout();
    const footer = within(screen.getByRole('contentinfo'));

    await user.type(footer.getByLabelText(/Travel ideas/), 'not an address');
    await user.click(footer.getByRole('button', { name: 'Subscribe' }));

    expect(fetchSpy).not.toHaveBeenCalled();
    expect(footer.getByText('Banjul, The Gambia')).toBeInTheDocument();
    fetchSpy.mockRestore();
  });
});
