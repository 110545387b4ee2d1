/** Bounds on what one process keeps; past them the oldest list goes first. */
const MAX_IDS = 2_000_000;
const MAX_LISTS = 500;

/**
 * Lists of ids in the order their pages show them, by what they list, for one catalog version:
 * read once (one index scan), then any page of the list, near its start or its end, is a read of
 * its own rows by id, and its count is the list's length. A new version empties it; the lists
 * are bounded by the number of ids they hold. Callers that ask for a list being read wait for
 * that read rather than start their own.
 */
export class OrderedIds {
  private lists = new Map<string, Promise<Int32Array>>();
  private sizes = new Map<string, number>();
  private ids = 0;
  private version = -1;

  /** Drops every list of another version than `version`. */
  useVersion(version: number) {
    if (version === this.version) return;
    this.lists.clear();
    this.sizes.clear();
    this.ids = 0;
    this.version = version;
  }

  /** The list kept under `key` for `version`, or the one `read` answers (kept when it arrives). */
  list(version: number, key: string, read: () => Promise<number[]>): Promise<Int32Array> {
    this.useVersion(version);
    const kept = this.lists.get(key);
    if (kept) {
      // Most recently used last: the oldest is the first to go.
      this.lists.delete(key);
      this.lists.set(key, kept);
      return kept;
    }
    const reading = read().then((ids) => Int32Array.from(ids));
    this.lists.set(key, reading);
    reading.then(
      (ids) => this.counted(version, key, reading, ids.length),
      () => {
        if (this.lists.get(key) === reading) this.lists.delete(key);
      },
    );
    return reading;
  }

  private counted(version: number, key: string, reading: Promise<Int32Array>, size: number) {
    if (version !== this.version || this.lists.get(key) !== reading) return;
    this.sizes.set(key, size);
    this.ids += size;
    for (const oldest of this.lists.keys()) {
      if (this.ids <= MAX_IDS && this.lists.size <= MAX_LISTS) break;
      if (oldest === key) continue;
      this.lists.delete(oldest);
      this.ids -= this.sizes.get(oldest) ?? 0;
      this.sizes.delete(oldest);
    }
  }
}
