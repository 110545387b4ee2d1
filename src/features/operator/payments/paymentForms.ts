import * as yup from 'yup';
import { MAX_PAYMENT_AMOUNT, STAFF_METHODS, type StaffMethod } from '@/contract/payments';
import { TEXT_LIMITS } from '@/contract/limits';
import { formatUsd } from '@/contract/money';
import type { RecordPaymentRequest, RefundRequest } from '@/contract/wire/payments';
import { LEDGER_TEXTS } from './texts';

const say = LEDGER_TEXTS.rules;
/** The server's longest reference (RecordPaymentRequest). */
const REFERENCE_LENGTH = 100;
const CENTS = /^\d+(\.\d{1,2})?$/;

/** An amount typed as text: above 0, whole cents, at most `most`. */
const amountText = (most: number) =>
  yup
    .string()
    .trim()
    .required(say.amount)
    .test('amount', say.amount, (text = '') => CENTS.test(text) && Number(text) > 0)
    .test('most', say.tooMuch(formatUsd(most)), (text = '') => Number(text) <= most);

export interface RecordPaymentValues {
  amount: string;
  method: StaffMethod | '';
  reference: string;
}

export const recordPaymentSchema = yup.object({
  amount: amountText(MAX_PAYMENT_AMOUNT),
  method: yup.string().required(say.method).oneOf(STAFF_METHODS, say.method),
  reference: yup
    .string()
    .trim()
    .required(say.required)
    .max(REFERENCE_LENGTH, say.tooLong(REFERENCE_LENGTH)),
});

/** The amount still due goes in first: a balance paid in cash is the usual case. */
export const recordPaymentValues = (due: number): RecordPaymentValues => ({
  amount: due > 0 ? due.toFixed(2) : '',
  method: '',
  reference: '',
});

export const recordPaymentOf = (values: RecordPaymentValues): RecordPaymentRequest => ({
  amount: Number(values.amount),
  method: values.method as StaffMethod,
  reference: values.reference.trim(),
});

export interface RefundValues {
  amount: string;
  reason: string;
  reference: string;
}

/** Never more than `most` (what was paid less refunds): the server refuses it too. */
export const refundSchema = (most: number) =>
  yup.object({
    amount: amountText(most),
    reason: yup
      .string()
      .trim()
      .required(say.required)
      .max(TEXT_LIMITS.message, say.tooLong(TEXT_LIMITS.message)),
    reference: yup.string().trim().max(REFERENCE_LENGTH, say.tooLong(REFERENCE_LENGTH)),
  });

export const refundOf = (values: RefundValues): RefundRequest => ({
  amount: Number(values.amount),
  reason: values.reason.trim(),
  ...(values.reference.trim() ? { reference: values.reference.trim() } : {}),
});
