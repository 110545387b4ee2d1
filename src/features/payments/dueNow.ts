import type { PayPart } from '@/contract/payments';
import type { BookingPayment } from '@/contract/wire/payments';

/** A part the visitor may pay now, with the amount the server will ask for it. */
export interface PartChoice {
  part: PayPart;
  amount: number;
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

/**
 * What may be paid now, as the server works it out (API.md, Payment): the deposit still missing
 * or everything at once while the deposit is not paid; otherwise everything still due (the
 * balance after a deposit, or all of it within BALANCE_DUE_DAYS of the start). Empty when
 * nothing is due.
 */
export function partsDueNow(
  payment: Pick<BookingPayment, 'amountDue' | 'amountPaid' | 'depositDue'>,
): PartChoice[] {
  const { amountDue, amountPaid, depositDue } = payment;
  if (amountDue <= 0) return [];
  const missingDeposit = cents(Math.max(0, depositDue - amountPaid));
  if (missingDeposit > 0 && missingDeposit < amountDue) {
    return [
      { part: 'deposit', amount: missingDeposit },
      { part: 'full', amount: amountDue },
    ];
  }
  return [{ part: amountPaid > 0 ? 'balance' : 'full', amount: amountDue }];
}
