import { queueForTurn, turnTaken, whenItsTurn } from '@/components/hydrationTurns';

/** The order in which the parts' turns came. */
function queueParts(marks: string[]) {
  const came: string[] = [];
  for (const mark of marks) queueForTurn(mark, () => came.push(mark));
  return came;
}

describe('the parts of a server page hydrate one at a time (decision 068)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.runOnlyPendingTimers();
    jest.useRealTimers();
  });

  it('gives the next part its turn only once the part before has been committed', () => {
    const came = queueParts(['header', 'banner', 'search']);
    expect(came).toEqual([]); // not within the render that queued them
    jest.advanceTimersByTime(0);
    expect(came).toEqual(['header']);
    jest.advanceTimersByTime(50);
    expect(came).toEqual(['header']);

    turnTaken('banner'); // not its turn: changes nothing
    jest.advanceTimersByTime(0);
    expect(came).toEqual(['header']);

    turnTaken('header');
    expect(came).toEqual(['header']); // the next one in a task of its own
    jest.advanceTimersByTime(0);
    expect(came).toEqual(['header', 'banner']);
    turnTaken('banner');
    jest.advanceTimersByTime(0);
    expect(came).toEqual(['header', 'banner', 'search']);
    turnTaken('search');
  });

  it('goes on without a part that waits for its code longer than its turn', () => {
    const came = queueParts(['footer', 'reviews']);
    jest.advanceTimersByTime(0);
    expect(came).toEqual(['footer']);
    jest.advanceTimersByTime(99);
    expect(came).toEqual(['footer']);
    // The turn ends at 100 ms, and the next starts in a task after it.
    jest.advanceTimersByTime(2);
    expect(came).toEqual(['footer', 'reviews']);
    turnTaken('footer'); // its code came late: the turn is no longer its own
    turnTaken('reviews');
  });

  it('gives every waiting part its turn at once when the visitor reaches into the page', () => {
    const came = queueParts(['header', 'offers', 'footer']);
    jest.advanceTimersByTime(0);
    expect(came).toEqual(['header']);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(came).toEqual(['header', 'offers', 'footer']);
    turnTaken('header');
  });

  it("marks a part's promise fulfilled as its turn comes, for React's `use` to read", async () => {
    const turn = whenItsTurn('gallery') as Promise<void> & { status?: string };
    expect(whenItsTurn('gallery')).toBe(turn);
    expect(turn.status).toBeUndefined();
    jest.advanceTimersByTime(0);
    expect(turn.status).toBe('fulfilled');
    await expect(turn).resolves.toBeUndefined();
    turnTaken('gallery');
  });
});
