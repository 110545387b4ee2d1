import { SERVER_MESSAGES } from '@/contract/serverMessages';
import { VISITOR_ANSWERS_FRENCH } from './visitorAnswers.fr';

type Sentence = (...args: unknown[]) => string;

/** Every fixed English answer of a visitor with its French. */
const FIXED = new Map<string, string>();
/** The answers with a number, an id list or units in them: English and French functions. */
const WITH_VALUES: Array<{ english: Sentence; french: Sentence }> = [];
for (const { english, french } of VISITOR_ANSWERS_FRENCH) {
  for (const [key, text] of Object.entries(english)) {
    if (typeof text === 'string') FIXED.set(text, french[key] as string);
    else WITH_VALUES.push({ english: text as Sentence, french: french[key] as Sentence });
  }
}

/**
 * The arguments an answer with values may have been made with, read back from its English: each
 * number in it (also as minutes of seconds, for a wait), all of them (an id list), or the units
 * named after "no price for".
 */
function argumentsOf(text: string): unknown[][] {
  const numbers = (text.match(/\d+/g) ?? []).map(Number);
  const units = /no price for (.+)\.$/
    .exec(text)?.[1]
    .split(' or ')
    .map((u) => u.replace(/s$/, ''));
  return [
    ...numbers.map((n) => [n]),
    ...numbers.map((n) => [n * 60]),
    [numbers],
    ...(units ? [[units]] : []),
  ];
}

function frenchWithValues(text: string): string | undefined {
  const candidates = argumentsOf(text);
  for (const { english, french } of WITH_VALUES) {
    for (const args of candidates) {
      try {
        if (english(...args) === text) return french(...args);
      } catch {
        // Not this sentence's kind of arguments.
      }
    }
  }
  return undefined;
}

const INVALID_PREFIX = `${SERVER_MESSAGES.invalidBody} `;

/**
 * The French of a visitor's answer, or the English as it is when it has none (a staff sentence,
 * a schema's own words). A refused request's summary ("The request is not valid. email is
 * required.") keeps its field names.
 */
export function frenchAnswer(text: string): string {
  const fixed = FIXED.get(text);
  if (fixed !== undefined) return fixed;
  if (text.startsWith(INVALID_PREFIX)) {
    const summary = text
      .slice(INVALID_PREFIX.length)
      .replaceAll(` ${SERVER_MESSAGES.fieldMissing}`, ` ${FIXED.get(SERVER_MESSAGES.fieldMissing)}`)
      .replaceAll(
        ` ${SERVER_MESSAGES.fieldInvalid}`,
        ` ${FIXED.get(SERVER_MESSAGES.fieldInvalid)}`,
      );
    return `${FIXED.get(SERVER_MESSAGES.invalidBody)} ${summary}`;
  }
  return frenchWithValues(text) ?? text;
}

/** An answer's body with its visitor-facing texts in French: `message`, `error`, field `errors`. */
export function answerInFrench(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const answer = { ...(body as Record<string, unknown>) };
  for (const field of ['message', 'error'] as const) {
    if (typeof answer[field] === 'string') answer[field] = frenchAnswer(answer[field]);
  }
  const errors = answer.errors;
  if (errors && typeof errors === 'object' && !Array.isArray(errors)) {
    answer.errors = Object.fromEntries(
      Object.entries(errors).map(([field, texts]) => [
        field,
        Array.isArray(texts)
          ? texts.map((text) => (typeof text === 'string' ? frenchAnswer(text) : text))
          : texts,
      ]),
    );
  }
  return answer;
}
