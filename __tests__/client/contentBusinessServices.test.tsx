import { screen, within } from '@testing-library/react';
import { renderRoute } from './support/render';

const HALL_FACTS = [
  ['4', 'thematic meeting rooms of 180 seats each'],
  ['1,031', 'seats in the plenary hall'],
  ['11', 'bilateral rooms of 32 seats each'],
  ['10', 'office spaces'],
  ['4', 'press rooms of 53 seats each'],
  ['32', 'translation rooms'],
  ['5', 'lounges'],
];

const HELP_AREAS = [
  'Motivational programmes',
  'Themed logistics',
  'Transfers and executive accommodation',
  'Conference facilities and meals',
  'Logoed corporate gifts',
  'Tours with team activities',
];

describe('business services page', () => {
  it('shows every conference hall fact and the six help areas', async () => {
    renderRoute('/business-Services');
    expect(await screen.findByRole('heading', { level: 1, name: 'Info Service' })).toBeVisible();

    const hall = within(screen.getByRole('region', { name: 'The International Conference Hall' }));
    const items = hall.getAllByRole('listitem').map((item) => item.textContent);
    for (const [figure, label] of HALL_FACTS) expect(items).toContain(`${figure}${label}`);
    expect(items).toContain('A banquet facility');
    expect(items).toContain('Entertainment spaces');

    const help = within(screen.getByRole('region', { name: 'How we can help' }));
    expect(help.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      HELP_AREAS,
    );
    expect(screen.getByText(/bespoke incentive programme/)).toBeInTheDocument();
  });

  it('links to the contact form and shares the page on four networks', async () => {
    renderRoute('/business-Services');
    const region = within(await screen.findByRole('region', { name: 'Plan your event with us' }));
    expect(region.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    const page = encodeURIComponent(window.location.href);
    for (const network of ['Facebook', 'X', 'LinkedIn', 'WhatsApp']) {
      const link = region.getByRole('link', { name: `Share on ${network} (opens in a new tab)` });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link.getAttribute('href')).toContain(page);
    }
  });
});
