import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { createI18n, translate, type Translator } from './i18n';
import type { Message } from './messages';
import type { MessageValues } from './render';

/** English unless a page's language says otherwise: a part rendered alone (a test) reads English. */
const I18nContext = createContext<Translator>(createI18n('en'));

/** The page's language, from the server's render or the address the browser opened. */
export function LocaleProvider({ i18n, children }: { i18n: Translator; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

export const useLocale = () => useContext(I18nContext).locale;

/** The page language's text of a message, with its placeholders filled in. */
export function useT() {
  const i18n = useContext(I18nContext);
  return useCallback(
    (message: Message, values?: MessageValues) => translate(i18n, message, values),
    [i18n],
  );
}

export type Translate = ReturnType<typeof useT>;
