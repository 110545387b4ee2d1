import { GATEWAY_METHODS } from '@/contract/payments';
import type { BookingPaymentDetails } from '@/contract/wire/payments';

/** What the page the gateway brings the visitor back to says. */
export type ReturnOutcome = 'paid' | 'pending' | 'flagged' | 'failed' | 'cancelled';

const isGateway = (method: string) => (GATEWAY_METHODS as readonly string[]).includes(method);

/**
 * The visitor's last gateway payment as the server knows it: paid only once the server counts it
 * (the gateway confirmed it), pending while it has not answered, otherwise not paid. `left` is the
 * checkout's cancel link: a payment it left pending is not waited for.
 */
export function returnOutcome(details: BookingPaymentDetails, left: boolean): ReturnOutcome {
  const last = details.payments.find((row) => row.kind === 'payment' && isGateway(row.method));
  switch (last?.status) {
    case 'succeeded':
      return 'paid';
    case 'flagged':
      return 'flagged';
    case 'pending':
      return left ? 'cancelled' : 'pending';
    case 'failed':
      return 'failed';
    default:
      return left ? 'cancelled' : 'failed';
  }
}
