import type { MessageAnswer } from '@/contract/wire/envelope';

/**
 * Whether the answer to a review or an enquiry says it was saved. The server sends
 * `{ success: true, message }`; the flag inside `data` counts too, as it always has on the
 * website. An answer without the flag reads as a failure, whatever its status.
 */
export function saysSuccess(answer: MessageAnswer | undefined): boolean {
  if (answer?.success === true) return true;
  const data: unknown = (answer as { data?: unknown } | undefined)?.data;
  return typeof data === 'object' && data !== null && 'success' in data && data.success === true;
}
