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
  /** A photo's alt text. */
  altText: 200,
} as const;

/**
 * A photo staff upload (`POST /api/operator/images`): one JPEG, PNG or WebP of at most 10 MB. The
 * server re-encodes it as a JPEG at most `maxSide` pixels on its longer side; a picture of more
 * than `maxInputPixels` is refused before it is decoded (a decompression bomb).
 */
export const PHOTO_UPLOAD = {
  maxBytes: 10 * 1024 * 1024,
  types: ['image/jpeg', 'image/png', 'image/webp'],
  maxSide: 2400,
  maxInputPixels: 100_000_000,
} as const;
