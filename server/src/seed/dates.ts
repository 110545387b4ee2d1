const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A start date in the coming year (between two weeks and eleven months ahead), the same for the
 * same index and seed day, so demo tours never lie in the past when they are seeded.
 */
export function tourStartDate(index: number, seededAt: Date): string {
  const today = Date.UTC(seededAt.getUTCFullYear(), seededAt.getUTCMonth(), seededAt.getUTCDate());
  const daysAhead = 14 + ((index * 47) % 320);
  return new Date(today + daysAhead * DAY_MS).toISOString().slice(0, 10);
}
