import { AsyncLocalStorage } from 'node:async_hooks';
import { SERVER_MESSAGES } from '@/contract/serverMessages';
import { listenToSentences, type Sentence } from '@/contract/sentences';
import { VISITOR_ANSWERS_FRENCH } from './visitorAnswers.fr';

type French = (...args: unknown[]) => string;

/** Every fixed English answer of a visitor with its French. */
const FIXED = new Map<string, string>();
/** The answers with values (a number of seats, a wait, ids, units): each English one's French. */
const WITH_VALUES = new Map<Sentence, French>();
for (const { english, french } of VISITOR_ANSWERS_FRENCH) {
  for (const [key, text] of Object.entries(english)) {
    if (typeof text === 'string') FIXED.set(text, french[key] as string);
    else WITH_VALUES.set(text as Sentence, french[key] as French);
  }
}

/**
 * Per request: the sentences with values it made, English to the making of their French (see
 * withValues). Made only if the answer is asked for in French: most requests are English.
 */
const madeInRequest = new AsyncLocalStorage<Map<string, () => string>>();

listenToSentences((sentence, args, text) => {
  const french = WITH_VALUES.get(sentence);
  if (french) madeInRequest.getStore()?.set(text, () => french(...args));
});

/** Runs the rest of a request where the sentences it makes are kept for its answer. */
export function keepSentencesOf(next: () => void) {
  madeInRequest.run(new Map(), next);
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
  return madeInRequest.getStore()?.get(text)?.() ?? text;
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
