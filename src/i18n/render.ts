import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import type { Locale } from './locales';

/** What a message's placeholders take: `{count}`, `{name}`, … */
export type MessageValues = Record<string, string | number | Date | undefined>;

type Part = CompiledMessage[number];
type Branches = Record<string, CompiledMessage>;

const pluralRules: Partial<Record<Locale, Intl.PluralRules>> = {};
const counts: Partial<Record<Locale, Intl.NumberFormat>> = {};

/**
 * A plural's branch: an exact count first (`=0`), else the language's category for it (French
 * counts 0 and 1 as `one`), else `other`; `#` in it is the count, written the language's way.
 * The number format is made only for a `#`: a browser's first one loads its number data, a
 * single task of 20–30 ms unslowed, which a page's first plural need not pay (issue 42).
 */
function pluralBranch(locale: Locale, count: number, branches: Branches) {
  const rules = (pluralRules[locale] ??= new Intl.PluralRules(locale));
  const branch = branches[count] ?? branches[rules.select(count)] ?? branches.other;
  if (!branch.includes('#')) return branch;
  const number = (counts[locale] ??= new Intl.NumberFormat(locale)).format(count);
  return branch.map((part) => (part === '#' ? number : part));
}

function renderPart(part: Part, values: MessageValues, locale: Locale): string {
  if (typeof part === 'string') return part;
  const [name, type, branches] = part as [string, string?, Branches?];
  const value = values[name];
  if (type === 'plural')
    return renderMessage(pluralBranch(locale, Number(value), branches!), values, locale);
  if (type === 'select')
    return renderMessage(branches![String(value)] ?? branches!.other, values, locale);
  return value == null ? '' : String(value);
}

/**
 * A message in Lingui's compiled form (text, `[name]`, `[name, 'plural' | 'select', branches]`),
 * filled in: the part of Lingui's runtime the website uses (decision 065). The check
 * (scripts/i18n/check.ts) refuses the forms it does not render: offsets, ordinals, formats.
 */
export function renderMessage(message: CompiledMessage, values: MessageValues, locale: Locale) {
  let text = '';
  for (const part of message) text += renderPart(part, values, locale);
  return text;
}
