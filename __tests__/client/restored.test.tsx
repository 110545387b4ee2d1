import { act, render, screen } from '@testing-library/react';
import { RestoredContext, useReadOnceRestored, type RestoredSource } from '../../src/app/restored';

/** Storage read back when the test says so, as redux-persist says it to its subscribers. */
function storage(): RestoredSource & { readBack(): void } {
  let restored = false;
  const listeners = new Set<() => void>();
  return {
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    isRestored: () => restored,
    readBack() {
      restored = true;
      listeners.forEach((listener) => listener());
    },
  };
}

function Shows({ read, renders }: { read: () => string; renders: string[] }) {
  const value = useReadOnceRestored(read, 'signed out');
  renders.push(value);
  return <p>{value}</p>;
}

function renderWith(source: RestoredSource, read: () => string) {
  const renders: string[] = [];
  render(
    <RestoredContext.Provider value={source}>
      <Shows read={read} renders={renders} />
    </RestoredContext.Provider>,
  );
  return renders;
}

describe('a value read once the stored client state is back', () => {
  it('renders nothing again when what storage held changes nothing shown', () => {
    const source = storage();
    const renders = renderWith(source, () => 'signed out');
    act(() => source.readBack());
    expect(screen.getByText('signed out')).toBeInTheDocument();
    expect(renders).toEqual(['signed out']);
  });

  it('shows what storage held once it is back, and keeps that first reading', () => {
    const source = storage();
    let session = 'signed in as Awa';
    const read = jest.fn(() => session);
    const renders = renderWith(source, read);
    expect(screen.getByText('signed out')).toBeInTheDocument();
    act(() => source.readBack());
    expect(screen.getByText('signed in as Awa')).toBeInTheDocument();

    session = 'signed in as Lamin';
    act(() => source.readBack());
    expect(screen.getByText('signed in as Awa')).toBeInTheDocument();
    expect(read).toHaveBeenCalledTimes(1);
    expect(renders.at(-1)).toBe('signed in as Awa');
  });
});
