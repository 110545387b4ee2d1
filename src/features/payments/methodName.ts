import type { Message, Translate } from '@/i18n';
import { paymentMessages } from './messages';

/** The methods named by words in the page's language; the wallets' brand names are the server's. */
const NAMES: Record<string, Message> = {
  card: paymentMessages.methodCard,
  bank_transfer: paymentMessages.methodBankTransfer,
  on_arrival: paymentMessages.methodOnArrival,
};

export function methodName(t: Translate, method: string, label: string): string {
  const name = NAMES[method];
  return name ? t(name) : label;
}
