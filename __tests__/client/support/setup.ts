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

// jsdom has the dialog element but not its methods: opening and closing as the browser does,
// without the top layer (the browser suite taps the real one).
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  this.open = false;
};
