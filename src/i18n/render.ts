import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import type { Locale } from './locales';

/** What a message's placeholders take: `{count}`, `{name}`, … */
export type MessageValues = Record<string, string | number | Date | undefined>;

type Part = CompiledMessage[number];
type Branches = Record<string, CompiledMessage>;

const plurals: Partial<Record<Locale, [Intl.PluralRules, Intl.NumberFormat]>> = {};

/**
 * A plural's branch: an exact count first (`=0`), else the language's category for it (French
 * counts 0 and 1 as `one`), else `other`; `#` in it is the count, written the language's way.
 */
function pluralBranch(locale: Locale, count: number, branches: Branches) {
  const [rules, numbers] = (plurals[locale] ??= [
    new Intl.PluralRules(locale),
    new Intl.NumberFormat(locale),
  ]);
  const branch = branches[count] ?? branches[rules.select(count)] ?? branches.other;
  return branch.map((part) => (part === '#' ? numbers.format(count) : part));
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
