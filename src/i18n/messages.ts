import type { CompiledMessage } from '@lingui/message-utils/compileMessage';

/**
 * A text of the website: its id in the catalogue and its English, as ICU MessageFormat. The build
 * compiles the English of messages with placeholders or plurals (scripts/i18n/babelPrecompile.cjs);
 * the server and the tests compile it when first used.
 */
export interface Message {
  readonly id: string;
  readonly message: string | CompiledMessage;
}

export type Messages<K extends string = string> = { readonly [key in K]: Message };

/** A language's texts by message id, as Lingui loads them. */
export type Catalogue = Record<string, string | CompiledMessage>;

/**
 * A feature's texts in English, exactly as SPEC.md writes them: `scope.key` is each one's id.
 * Screens read them through `useT()`; French gives each the same key (`translations`).
 */
export function defineMessages<const M extends Record<string, string>>(
  scope: string,
  english: M,
): Messages<Extract<keyof M, string>> {
  const entries = Object.entries(english).map(([key, message]) => [
    key,
    { id: `${scope}.${key}`, message },
  ]);
  return Object.fromEntries(entries) as Messages<Extract<keyof M, string>>;
}

/**
 * The French of a feature's messages: every key, and no other (TypeScript says which is missing
 * or left over), as part of the French catalogue.
 */
export function translations<K extends string>(
  messages: Messages<K>,
  french: { readonly [key in K]: string },
): Catalogue {
  const catalogue: Catalogue = {};
  for (const key of Object.keys(messages) as K[]) {
    catalogue[messages[key].id] = french[key];
  }
  return catalogue;
}
