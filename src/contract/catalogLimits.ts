/**
 * What the operator's catalog accepts for an excursion or a destination. Its own module: only
 * the server and the console read it, so the public pages' shared code does not carry it.
 */
export const CATALOG_LIMITS = {
  name: 120,
  text: 10_000,
  imagePath: 300,
  gallery: 30,
  durationDays: 60,
  people: 500,
  specialOfferOrder: 1000,
} as const;
