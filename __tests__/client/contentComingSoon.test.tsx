import { act, render, screen } from '@testing-library/react';
import { MESSAGES } from '@/contract/messages';
import { english } from '@/i18n/english';
import { Countdown } from '../../src/features/content/components/Countdown';
import { LAUNCH_DATE } from '../../src/features/content/texts/launch';
import { renderRoute } from './support/render';

const LAUNCHED = english(MESSAGES.launched);

const cell = (label: string) =>
  screen.getByText(label).previousElementSibling?.textContent ?? 'missing';

describe('coming-soon countdown', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('counts down each second before 28 May 2021, then shows Launched!', () => {
    // One day, two hours, three minutes and two seconds before the launch.
    jest.useFakeTimers({ now: new Date('2021-05-26T21:56:58Z') });
    render(<Countdown target={LAUNCH_DATE} />);
    expect(screen.getByRole('timer', { name: 'Time left until launch' })).toBeInTheDocument();
    expect([cell('Days'), cell('Hours'), cell('Minutes'), cell('Seconds')]).toEqual([
      '1',
      '2',
      '3',
      '2',
    ]);

    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(cell('Seconds')).toBe('1');
    expect(screen.queryByText(LAUNCHED)).not.toBeInTheDocument();

    act(() => {
      jest.advanceTimersByTime((((24 + 2) * 60 + 3) * 60 + 1) * 1000);
    });
    expect(screen.getByText(LAUNCHED)).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('shows Launched! on /comming-soon now that the date has passed', async () => {
    renderRoute('/comming-soon');
    expect(await screen.findByRole('heading', { level: 1, name: 'Coming Soon' })).toBeVisible();
    expect(screen.getByText('Launched!')).toBeInTheDocument();
  });
});
