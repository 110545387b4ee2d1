import { act } from '@testing-library/react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { StaysAsServed } from '@/components/StaysAsServed';

/** A part that notes its renders (the server's too: the tests clear them after serving). */
const rendered = jest.fn();
function About({ text }: { text: string }) {
  rendered();
  return (
    <section aria-label="About">
      <h2>About</h2>
      <p>{text}</p>
      <a href="/destination-list">All destinations</a>
    </section>
  );
}

/** Where the router is, as the page shows it. */
function Place() {
  return <output>{useLocation().pathname}</output>;
}

function Page({ id, text }: { id: number; text: string }) {
  return (
    <MemoryRouter initialEntries={['/destination-details/2']}>
      <main>
        <StaysAsServed showing={id}>
          <About text={text} />
        </StaysAsServed>
        <Place />
      </main>
    </MemoryRouter>
  );
}

describe('a part that stays as the server drew it (decision 070)', () => {
  let container: HTMLElement;
  let root: Root | undefined;

  beforeEach(() => {
    rendered.mockClear();
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    container.remove();
  });

  const serve = (id: number, text: string) => {
    container.innerHTML = renderToString(<Page id={id} text={text} />);
    rendered.mockClear(); // the server's render is not the browser's
  };

  it('is hydrated without rendering its parts, and keeps the server’s markup', async () => {
    serve(2, 'Stone circles by the river.');
    const served = container.innerHTML;
    const paragraph = container.querySelector('p');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);

    await act(async () => {
      root = hydrateRoot(container, <Page id={2} text="Stone circles by the river." />);
    });

    expect(rendered).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(served);
    expect(container.querySelector('p')).toBe(paragraph); // the same node, never replaced
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('follows its links to the site in the browser, and leaves a modified click alone', async () => {
    serve(2, 'Stone circles by the river.');
    await act(async () => {
      root = hydrateRoot(container, <Page id={2} text="Stone circles by the river." />);
    });
    const link = container.querySelector('a')!;
    // What reaches the window after the site's handlers: left to the browser or not (then held
    // back, since jsdom cannot load a page).
    const leftToBrowser: boolean[] = [];
    const note = (event: Event) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', note);
    const click = (init: MouseEventInit) =>
      act(() =>
        link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init })),
      );

    click({ ctrlKey: true });
    expect(container.querySelector('output')?.textContent).toBe('/destination-details/2');
    click({});
    expect(container.querySelector('output')?.textContent).toBe('/destination-list');
    expect(leftToBrowser).toEqual([true, false]);
    window.removeEventListener('click', note);
    expect(rendered).not.toHaveBeenCalled(); // still the server's markup
  });

  it('is rendered once it shows something else, as a page reached in the browser', async () => {
    serve(2, 'Stone circles by the river.');
    await act(async () => {
      root = hydrateRoot(container, <Page id={2} text="Stone circles by the river." />);
    });
    await act(async () => root!.render(<Page id={3} text="An island of history." />));

    expect(rendered).toHaveBeenCalledTimes(1);
    expect(container.querySelectorAll('section')).toHaveLength(1);
    expect(container.querySelector('p')?.textContent).toBe('An island of history.');
  });

  it('is rendered as any part where the browser draws the page', async () => {
    await act(async () => {
      root = createRoot(container);
      root.render(<Page id={2} text="Stone circles by the river." />);
    });
    expect(rendered).toHaveBeenCalledTimes(1);
    expect(container.querySelector('p')?.textContent).toBe('Stone circles by the river.');
  });
});
