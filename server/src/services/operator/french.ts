/**
 * The French texts of an edit, as stored: trimmed, a blank one as none (the French pages then
 * show the English). A field the body left out is not among them, so the stored one stays.
 */
export function frenchFields<Key extends string>(
  input: Partial<Record<Key, string>>,
  keys: readonly Key[],
): Partial<Record<Key, string | null>> {
  const stored: Partial<Record<Key, string | null>> = {};
  for (const key of keys) {
    const text = input[key];
    if (text !== undefined) stored[key] = text.trim() || null;
  }
  return stored;
}
