/** The call never reached the server: no network, or the server is down. */
export function isNetworkFailure(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    error.status === 'FETCH_ERROR'
  );
}

export const statusOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;

/**
 * The reasons a refusal gives per line of the request: `errors: { 'lines.0': [sentence] }`,
 * read as the request's line index and its first sentence.
 */
export function lineReasons(error: unknown): Map<number, string> {
  const reasons = new Map<number, string>();
  const errors = (error as { data?: { errors?: unknown } } | null)?.data?.errors;
  if (!errors || typeof errors !== 'object') return reasons;
  for (const [name, problems] of Object.entries(errors)) {
    const index = /^lines\.(\d+)(\.|$)/.exec(name)?.[1];
    const first: unknown = Array.isArray(problems) ? problems[0] : problems;
    if (index !== undefined && typeof first === 'string' && !reasons.has(Number(index))) {
      reasons.set(Number(index), first);
    }
  }
  return reasons;
}
