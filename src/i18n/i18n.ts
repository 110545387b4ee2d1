import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import type { Locale } from './locales';
import type { Catalogue, Message } from './messages';
import { renderMessage, type MessageValues } from './render';

type MessageCompiler = (text: string) => CompiledMessage;

/**
 * The browser's compiler: the build compiled every message with a placeholder or a plural, so
 * what is still a string is plain text. The server and the tests use Lingui's full compiler
 * (compileAtRuntime.ts).
 */
let compiler: MessageCompiler = (text) => [text];

/** Messages compiled when first used, by `compile` (the server's and the tests' choice). */
export function compileMessagesWith(compile: MessageCompiler) {
  compiler = compile;
}

/** A language and its catalogue: English needs none (its texts are the messages' own). */
export interface Translator {
  readonly locale: Locale;
  readonly catalogue: Catalogue;
}

export const createI18n = (locale: Locale, catalogue: Catalogue = {}): Translator => ({
  locale,
  catalogue,
});

/** A message in the translator's language (its English where the catalogue has none). */
export function translate(i18n: Translator, { id, message }: Message, values?: MessageValues) {
  const text = i18n.catalogue[id] ?? message;
  const compiled = typeof text === 'string' ? compiler(text) : text;
  return renderMessage(compiled, values ?? {}, i18n.locale);
}
