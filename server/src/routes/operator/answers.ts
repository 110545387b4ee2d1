import { badRequest, conflict, notFound } from '@server/lib/http';
import { OPERATOR_MESSAGES } from '@/contract/serverMessages';
import type { CancelRequest } from '@/contract/wire/operator';
import type { ChangeOutcome } from '@server/services/operator/outcome';

/** A staff change's answer: the sentence on success, 404 for an unknown record, 409 refused. */
export function answerChange(outcome: ChangeOutcome, done: string, unknown: string) {
  if ('notFound' in outcome) throw notFound(unknown);
  if ('refused' in outcome) throw conflict(outcome.refused);
  return { success: true as const, message: done };
}

/** A reason of spaces only is no reason. */
export function reasonOf({ reason }: CancelRequest): string {
  if (!reason.trim()) throw badRequest(OPERATOR_MESSAGES.reasonRequired);
  return reason.trim();
}

/** A price in whole cents (19.99 is, 10.123 is not), free of binary fractions' noise. */
export function priceOf(totalPrice: number): number {
  const cents = Math.round(totalPrice * 100);
  if (Math.abs(totalPrice * 100 - cents) > 1e-6) throw badRequest(OPERATOR_MESSAGES.priceInCents);
  return cents / 100;
}
