/**
 * The files waiting for their upload call, by a key the call carries instead of the file: the
 * store's actions and the action log hold plain data only, never a File or a callback.
 */
export interface PendingUpload {
  file: File;
  /** From 0 to 1 as the file's bytes leave the device. */
  onProgress: (fraction: number) => void;
}

const pending = new Map<string, PendingUpload>();
let next = 0;

export function holdUpload(upload: PendingUpload): string {
  next += 1;
  const key = `photo-${next}`;
  pending.set(key, upload);
  return key;
}

/** The file of a key, once: a second call with the same key finds nothing. */
export function takeUpload(key: string): PendingUpload | undefined {
  const upload = pending.get(key);
  pending.delete(key);
  return upload;
}
