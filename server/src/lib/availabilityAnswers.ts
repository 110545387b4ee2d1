/**
 * The availability answers (calendars and a day's departures) of this process, by URL, for a few
 * seconds (decision 058). Seats change with every hold, so an answer is kept only briefly, and
 * this process forgets an excursion's answers when it takes or frees that excursion's seats; a
 * hold made by another process shows within the same few seconds. The reservation itself is the
 * guard against overbooking: a calendar a few seconds old only shows a seat that may be gone.
 */
export class AvailabilityAnswers {
  private answers = new Map<string, { body: string; excursionId: number; until: number }>();
  /** Per excursion, how many times its answers were forgotten: a build older than that is not kept. */
  private generations = new Map<number, number>();
  private everything = 0;

  constructor(
    readonly ttlMs: number,
    private readonly maxAnswers = 5_000,
    private readonly clock: () => number = Date.now,
  ) {}

  get(url: string): string | undefined {
    const kept = this.answers.get(url);
    if (!kept) return undefined;
    if (kept.until > this.clock()) return kept.body;
    this.answers.delete(url);
    return undefined;
  }

  /** Where an excursion's answers are now; pass it back to `keep` with the answer built after. */
  generationOf(excursionId: number): number {
    return this.everything + (this.generations.get(excursionId) ?? 0);
  }

  keep(url: string, excursionId: number, generation: number, body: string) {
    if (generation !== this.generationOf(excursionId)) return; // seats moved while it was built
    this.answers.delete(url);
    if (this.answers.size >= this.maxAnswers) {
      // The oldest kept first: a Map iterates in insertion order.
      const oldest = this.answers.keys().next().value;
      if (oldest !== undefined) this.answers.delete(oldest);
    }
    this.answers.set(url, { body, excursionId, until: this.clock() + this.ttlMs });
  }

  /** This process took or freed seats of these excursions. */
  forget(excursionIds: Iterable<number>) {
    const ids = new Set(excursionIds);
    if (ids.size === 0) return;
    for (const id of ids) this.generations.set(id, (this.generations.get(id) ?? 0) + 1);
    for (const [url, kept] of this.answers) {
      if (ids.has(kept.excursionId)) this.answers.delete(url);
    }
  }

  /** Seats of any excursion may have moved (holds ended in bulk). */
  forgetAll() {
    this.everything += 1;
    this.answers.clear();
  }
}
