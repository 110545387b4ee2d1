import type { CatalogLang } from '@/contract/wire/catalog';

export type { CatalogLang };

/** The text in the asked language: the operator's French when there is some, else the English. */
export function textIn(lang: CatalogLang, english: string, french: string | null | undefined) {
  return lang === 'fr' && french?.trim() ? french : english;
}

/** A list of texts (paragraphs, days) in the asked language, on the same rule. */
export function listIn<T>(lang: CatalogLang, english: T[], french: T[] | null | undefined): T[] {
  return lang === 'fr' && french && french.length > 0 ? french : english;
}
