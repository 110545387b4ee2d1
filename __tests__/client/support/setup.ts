import '@testing-library/jest-dom';
import { server } from './server';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());

// jsdom does not scroll; the layout scrolls to the top on each new page.
window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
