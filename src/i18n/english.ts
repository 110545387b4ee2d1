import { createI18n, translate } from './i18n';
import type { MessageValues } from './render';
import type { Message } from './messages';

const englishI18n = createI18n('en');

/**
 * A message's English, filled in: for tests and scripts that check what an English page says
 * (they import compileAtRuntime.ts first, as the tests' setup does). Not in the index: pages
 * never need it.
 */
export const english = (message: Message, values?: MessageValues) =>
  translate(englishI18n, message, values);
