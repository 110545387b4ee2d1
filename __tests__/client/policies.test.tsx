import { screen, within } from '@testing-library/react';
import { renderRoute } from './support/render';

describe('terms and privacy notice', () => {
  it('shows the terms at /terms, each part a named section', async () => {
    renderRoute('/terms');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Booking an excursion' })).toHaveTextContent(
      /A booking on this website is a request/,
    );
  });

  it('says at /privacy what is kept, for how long and how to have it deleted', async () => {
    renderRoute('/privacy');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Privacy Notice' }),
    ).toBeInTheDocument();
    for (const name of ['What we keep and why', 'For how long', 'Your choices'])
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your choices' })).toHaveTextContent(
      /bookings@westafricatours\.example/,
    );
  });

  it('is linked from every page footer', async () => {
    renderRoute('/faq');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(within(footer).getByRole('link', { name: 'Privacy notice' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });
});
