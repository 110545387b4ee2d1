import type { Locale } from '@/i18n';

/** How much a header's entry wants a language: its q-value (1 when none is given). */
function weightOf(parameters: string[]): number {
  const q = parameters.map((p) => p.trim()).find((p) => /^q=/i.test(p));
  if (!q) return 1;
  const weight = Number(q.slice(2));
  return Number.isFinite(weight) && weight >= 0 && weight <= 1 ? weight : 0;
}

/**
 * French when the Accept-Language header wants French more than English ('fr', 'fr-FR',
 * 'fr;q=0.9, en;q=0.5'), English otherwise: no header, English first, or neither asked for.
 */
export function preferredLocale(header: string | string[] | undefined): Locale {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  let french = 0;
  let english = 0;
  for (const entry of value.split(',')) {
    const [tag, ...parameters] = entry.split(';');
    const language = tag.trim().toLowerCase().split('-')[0];
    const weight = weightOf(parameters);
    if (language === 'fr') french = Math.max(french, weight);
    else if (language === 'en') english = Math.max(english, weight);
  }
  return french > 0 && french > english ? 'fr' : 'en';
}
