import type userEvent from '@testing-library/user-event';

/** The simulated visitor of a test (`userEvent.setup()`). */
export type User = ReturnType<typeof userEvent.setup>;

/**
 * Puts a whole value into a field at once, as a visitor's paste does. Typing key by key
 * re-validates and re-renders the whole form once per key, which in jsdom costs seconds a field;
 * tests type only where the keys themselves are what they check.
 */
export async function enter(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/** Replaces a field's value with `text`, at once. */
export async function replace(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  await enter(user, field, text);
}
