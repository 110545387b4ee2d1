import { createHash } from 'node:crypto';

/** A catalog answer as it was sent: its body, once serialized, and its validator. */
export interface CatalogAnswer {
  etag: string;
  body: string;
  contentType: string;
}

/** How much one store keeps; past either bound the least recently used answer goes first. */
export interface AnswerLimits {
  answers: number;
  /** Counted as each answer's size when kept (its body's length unless told otherwise). */
  bytes: number;
}

/** The catalog calls' answers: small JSON bodies. */
const CATALOG_LIMITS: AnswerLimits = { answers: 2_000, bytes: 32 * 1024 * 1024 };

/**
 * Whether this request builds the answer (and says when it is `done`, with the answer or
 * undefined when it was not kept), or waits for the one another request is building.
 */
export type Fill =
  { wait: Promise<CatalogAnswer | undefined> } | { done: (answer?: CatalogAnswer) => void };

/**
 * The catalog's serialized answers, by request URL, for one catalog version: the first request
 * after a change builds an answer, every later one is sent as it is. A new version empties it.
 * Requests that miss while an answer is being built wait for it rather than build it again: 200
 * visitors arriving at once after a start or a change cost one build, not 200 (on the embedded
 * database each build's queries run one at a time on the process's own thread).
 */
export class CatalogAnswers {
  private answers = new Map<string, { answer: CatalogAnswer; size: number }>();
  private filling = new Map<string, Promise<CatalogAnswer | undefined>>();
  private bytes = 0;
  private version = -1;

  constructor(private readonly limits: AnswerLimits = CATALOG_LIMITS) {}

  /** Drops every answer of another version than the one the database has now. */
  useVersion(version: number) {
    if (version === this.version) return;
    this.answers.clear();
    this.filling.clear();
    this.bytes = 0;
    this.version = version;
  }

  /**
   * For a request that found no answer: wait for the one being built for `url`, or build it.
   * A waiter given undefined (the build failed or was not kept) answers by itself.
   */
  fill(url: string): Fill {
    const building = this.filling.get(url);
    if (building) return { wait: building };
    let settle!: (answer?: CatalogAnswer) => void;
    const answer = new Promise<CatalogAnswer | undefined>((resolve) => (settle = resolve));
    this.filling.set(url, answer);
    return {
      done: (built) => {
        if (this.filling.get(url) === answer) this.filling.delete(url);
        settle(built);
      },
    };
  }

  get(url: string): CatalogAnswer | undefined {
    const kept = this.answers.get(url);
    if (!kept) return undefined;
    // Most recently used last: the oldest is the first to go.
    this.answers.delete(url);
    this.answers.set(url, kept);
    return kept.answer;
  }

  /** Keeps an answer built for `version`, unless the catalog has moved on meanwhile. */
  keep(url: string, version: number, answer: CatalogAnswer, size = answer.body.length) {
    if (version !== this.version || size > this.limits.bytes / 8) return;
    const previous = this.answers.get(url);
    if (previous) this.bytes -= previous.size;
    this.answers.delete(url);
    this.answers.set(url, { answer, size });
    this.bytes += size;
    for (const [oldest, old] of this.answers) {
      if (this.answers.size <= this.limits.answers && this.bytes <= this.limits.bytes) break;
      this.answers.delete(oldest);
      this.bytes -= old.size;
    }
  }

  get size() {
    return this.answers.size;
  }
}

/** A strong validator: the catalog version and a digest of the body. */
export const etagOf = (version: number, body: string) =>
  `"${version}-${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`;

/** True when an If-None-Match header names this ETag (or is `*`); weak forms compare too. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((candidate) => candidate.trim().replace(/^W\//, ''))
    .some((candidate) => candidate === '*' || candidate === etag);
}

const ignore = () => undefined;

/**
 * One read at a time for many callers, never an older answer than a caller asked for: a caller
 * that comes while a read runs waits for the next read, which starts when that one ends and
 * serves every caller that came meanwhile. Under load the version row is then read once per
 * round trip instead of once per request.
 */
export function sharedReads<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let next: Promise<T> | undefined;
  const start = () => {
    const reading = read();
    running = reading;
    const done = () => {
      if (running === reading) running = undefined;
    };
    reading.then(done, done);
    return reading;
  };
  return () => {
    if (!running) return start();
    next ??= running.then(ignore, ignore).then(() => {
      next = undefined;
      return start();
    });
    return next;
  };
}
