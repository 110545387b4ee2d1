/** jsdom has no IntersectionObserver: this one lets a test say when what it watches shows. */
class FakeIntersectionObserver {
  static watching = new Set<FakeIntersectionObserver>();
  private targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.targets.push(target);
    FakeIntersectionObserver.watching.add(this);
  }
  disconnect() {
    FakeIntersectionObserver.watching.delete(this);
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  show() {
    const entries = this.targets.map(
      (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
    );
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

/** Gives the window the fake, watching nothing yet. */
export function installFakeIntersectionObserver() {
  FakeIntersectionObserver.watching.clear();
  window.IntersectionObserver =
    FakeIntersectionObserver as unknown as typeof window.IntersectionObserver;
}

/** The visitor scrolls: everything watched comes into view. Call it within `act`. */
export function showEverythingWatched() {
  FakeIntersectionObserver.watching.forEach((observer) => observer.show());
}
