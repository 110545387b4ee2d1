/**
 * A server answer with values in it ("Only 2 seats are left…") is made in English where the rule
 * refuses; the server then writes it in the visitor's language when it answers. So that it need
 * not read the values back out of the English, each such sentence tells a listener (the server's
 * answers in French, server/src/i18n/visitorAnswers.ts) which sentence it made, from what.
 */

/** A sentence with values, as the listener sees it: any arguments, English text. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any sentence's own arguments
export type Sentence = (...args: any[]) => string;

type SentenceListener = (sentence: Sentence, args: unknown[], text: string) => void;

let listener: SentenceListener | undefined;

/** Set once by the server: hears every sentence with values a message group makes. */
export function listenToSentences(next: SentenceListener) {
  listener = next;
}

/** A sentence with values: its English, made by `english`, told to the listener. */
export function withValues<A extends unknown[]>(english: (...args: A) => string) {
  const sentence = (...args: A): string => {
    const text = english(...args);
    listener?.(sentence, args, text);
    return text;
  };
  return sentence;
}
