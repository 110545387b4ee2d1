import { render, screen } from '@testing-library/react';
import { StarRating } from '../../src/components/StarRating';

/** The share of the five stars drawn filled: the width of the gold layer over the empty ones. */
const filledShare = (stars: HTMLElement) => getComputedStyle(stars.lastElementChild!).width;

describe('StarRating', () => {
  it('reads its rating to screen readers and fills that share of the five stars', () => {
    render(<StarRating value={4.7} label="Rated 4.7 out of 5" />);

    const stars = screen.getByRole('img', { name: 'Rated 4.7 out of 5' });

    expect(filledShare(stars)).toBe('94%');
    expect(stars.querySelectorAll('svg')).toHaveLength(2);
  });

  it('keeps a rating outside 0 to 5 within the stars', () => {
    const { rerender } = render(<StarRating value={7} label="Too high" />);
    expect(filledShare(screen.getByRole('img'))).toBe('100%');

    rerender(<StarRating value={-1} label="Too low" />);
    expect(filledShare(screen.getByRole('img'))).toBe('0%');
  });

  it('is hidden from screen readers without a label', () => {
    const { container } = render(<StarRating value={5} />);

    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
