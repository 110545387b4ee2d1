import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { server } from './server';

// Pages load lazily: on a busy machine the first one can take seconds. Waiting longer never
// hides a wrong answer, it only keeps a slow machine from failing a right one.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());

// jsdom does not scroll; the layout scrolls to the top on each new page.
window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;

// jsdom knows neither popovers nor the browser's rule that hides a closed one: shown and hidden
// here as the browser shows them (the browser suite taps the real one).
HTMLElement.prototype.showPopover = function showPopover(this: HTMLElement) {
  this.style.display = 'block';
};
HTMLElement.prototype.hidePopover = function hidePopover(this: HTMLElement) {
  this.style.display = '';
};
