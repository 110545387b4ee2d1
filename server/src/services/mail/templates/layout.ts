import type { Message, MessageValues } from '@/i18n';
import type { Wording } from '@server/i18n/wording';
import { layoutMessages } from './messages';

/**
 * The frame and the pieces every mail of the site is built from: a plain-text body and a simple
 * HTML body, in which every value that comes from a visitor is escaped and nothing is loaded
 * from outside. Each is written in the `Wording`'s language.
 */

export const BRAND = 'West Africa Tours';

function escapeHtml(value: unknown): string {
  return String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A trusted HTML fragment: built only from constants and escaped values. */
export interface Html {
  readonly html: string;
}
const trusted = (html: string): Html => ({ html });

/** Tagged template that escapes every interpolated value unless it is already `Html`. */
export function h(strings: TemplateStringsArray, ...values: unknown[]): Html {
  const render = (value: unknown): string => {
    if (Array.isArray(value)) return value.map(render).join('');
    if (value && typeof value === 'object' && 'html' in value) return (value as Html).html;
    return escapeHtml(value ?? '');
  };
  return trusted(strings.reduce((out, part, i) => out + render(values[i - 1]) + part));
}

/**
 * A message with some values already HTML (a link, a bold word): the other values are escaped.
 * The message's own words are the catalogue's, trusted.
 */
export function htmlOf(
  w: Wording,
  message: Message,
  values: Record<string, string | number | Html>,
): Html {
  const escaped: MessageValues = {};
  for (const [name, value] of Object.entries(values)) {
    escaped[name] = typeof value === 'object' ? value.html : escapeHtml(value);
  }
  return trusted(w.t(message, escaped));
}

export function page(w: Wording, title: string, body: Html, siteUrl: string): string {
  const place = w.t(layoutMessages.place);
  return h`<!DOCTYPE html>
<html lang="${w.locale}">
<head><meta charset="utf-8"><title>${title}</title></head>
<body style="margin:0;padding:24px;background:#f6f4ef;font-family:Arial,Helvetica,sans-serif;color:#222;">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:24px;">
<p style="margin:0 0 16px;font-size:20px;font-weight:bold;color:#b35c1e;">${BRAND}</p>
${body}
<p style="margin:24px 0 0;font-size:13px;color:#666;">${BRAND} &middot; ${place} &middot; <a href="${siteUrl}" style="color:#b35c1e;">${siteUrl}</a></p>
</div>
</body>
</html>`.html;
}

export const paragraph = (content: Html | string) =>
  h`<p style="margin:0 0 12px;line-height:1.5;">${content}</p>`;

export const codeBlock = (code: string) =>
  h`<p style="margin:16px 0;font-size:32px;font-weight:bold;letter-spacing:6px;font-family:'Courier New',monospace;">${code}</p>`;

export const link = (url: string, label: string) =>
  h`<a href="${url}" style="color:#b35c1e;">${label}</a>`;

export const greeting = (w: Wording, firstName: string) =>
  firstName.trim()
    ? w.t(layoutMessages.hello, { name: firstName.trim() })
    : w.t(layoutMessages.helloAlone);

/** A plain-text body: its lines, then the signature. */
export const lines = (w: Wording, ...parts: string[]) =>
  [...parts, '', BRAND, w.t(layoutMessages.place)].join('\n');

/** "Label: value" lines of a table, as the plain text gives them. */
export const labelledLines = (w: Wording, rows: Array<[string, string]>) =>
  rows.map(([label, value]) => w.t(layoutMessages.labelled, { label, value }));

export function table(rows: Array<[string, string]>): Html {
  return h`<table style="border-collapse:collapse;margin:0 0 12px;">${rows.map(
    ([label, value]) =>
      h`<tr><td style="padding:4px 12px 4px 0;color:#666;">${label}</td><td style="padding:4px 0;">${value}</td></tr>`,
  )}</table>`;
}
