/** A stored picture's path reads `/home/images/<folder>/<file>`, as the API gives it. */
export const STORED_IMAGE_PREFIX = '/home/images/';

const ABSOLUTE_URL = /^https?:\/\//i;

/** A picture from elsewhere: its stored path is already its full address. */
export function isExternalImage(stored: string): boolean {
  return ABSOLUTE_URL.test(stored);
}

/**
 * Where a stored picture lies inside the images folder (`gambia/banjul.jpg`), to be joined to the
 * address that folder is served from; a path without the prefix is read from its first folder.
 */
export function imageFolderPath(stored: string): string {
  return stored.startsWith(STORED_IMAGE_PREFIX)
    ? stored.slice(STORED_IMAGE_PREFIX.length)
    : stored.replace(/^\/+/, '');
}

/**
 * A photo's alt text: the one staff wrote for it (a record's `imageAlts`, by stored path), else
 * what the page says of it.
 */
export function photoAlt(
  record: { imageAlts?: Record<string, string> },
  path: string,
  fallback: string,
): string {
  return record.imageAlts?.[path]?.trim() || fallback;
}
