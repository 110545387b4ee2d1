/**
 * What the action log keeps of a value: secrets replaced, e-mails and phone numbers masked, and
 * large answers cut short, so a downloaded log can be shared without exposing anyone.
 */
export const REDACTED = '[redacted]';

const SECRET_KEY = /password|token|secret|authorization|^otp|otp$|^(verification|reset|otp)?code$/i;
const EMAIL_KEY = /e-?mail/i;
const PHONE_KEY = /(mobile|phone|whatsapp)(number)?$|^tel(ephone)?$/i;
const EMAIL = /[\w.%+-]+@[\w-]+(\.[\w-]+)*/g;
/** International numbers in free text; bare local numbers are masked by their key only. */
const PHONE = /\+\d[\d\s().-]{5,}\d/g;

const MAX_DEPTH = 8;
const MAX_ITEMS = 50;
const MAX_TEXT = 500;

/** ada@example.com → a***@e***.com */
export function maskEmail(email: string): string {
  const [local, domain = ''] = email.split('@');
  const labels = domain.split('.');
  const tld = labels.length > 1 ? `.${labels[labels.length - 1]}` : '';
  return `${local.charAt(0)}***@${domain.charAt(0)}***${tld}`;
}

/** +220 7012345 → +220 ***45; a number without its country code keeps only its last two digits. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const country =
    /^\s*\+(\d{1,3})(?=[\s().-])/.exec(phone)?.[1] ?? /^\s*\+(\d{1,3})/.exec(phone)?.[1];
  const prefix = country ? `+${country} ` : '';
  return `${prefix}***${digits.slice(-2)}`;
}

function maskText(text: string): string {
  const masked = text.replace(EMAIL, maskEmail).replace(PHONE, maskPhone);
  return masked.length > MAX_TEXT ? `${masked.slice(0, MAX_TEXT)}…` : masked;
}

function byKey(key: string, value: unknown): unknown {
  if (value === null || value === undefined) return value;
  if (SECRET_KEY.test(key)) return REDACTED;
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : null;
  if (text === null) return undefined;
  if (EMAIL_KEY.test(key)) return text.includes('@') ? maskEmail(text) : `${text.charAt(0)}***`;
  if (PHONE_KEY.test(key)) return maskPhone(text);
  return undefined;
}

/** A JSON-safe copy of `value` with nothing secret or personal left in it. */
export function redact(value: unknown, key = '', depth = 0): unknown {
  const masked = key ? byKey(key, value) : undefined;
  if (masked !== undefined) return masked;
  if (typeof value === 'string') return maskText(value);
  if (typeof value === 'bigint') return String(value);
  if (typeof value !== 'object' || value === null) {
    return typeof value === 'function' || typeof value === 'symbol' ? undefined : value;
  }
  if (depth >= MAX_DEPTH) return '[…]';
  if (Array.isArray(value)) {
    const kept = value.slice(0, MAX_ITEMS).map((item) => redact(item, '', depth + 1) ?? null);
    return value.length > MAX_ITEMS ? [...kept, `[… ${value.length - MAX_ITEMS} more]`] : kept;
  }
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Error) return { name: value.name, message: maskText(value.message) };
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null)
    return `[${value.constructor?.name ?? 'object'}]`;
  const copy: Record<string, unknown> = {};
  for (const [name, item] of Object.entries(value)) {
    const kept = redact(item, name, depth + 1);
    if (kept !== undefined) copy[name] = kept;
  }
  return copy;
}
