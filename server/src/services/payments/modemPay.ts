import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * ModemPay, The Gambia's gateway, as its public docs and its `modem-pay` TypeScript SDK describe
 * it (decision 061): `POST /v1/payments` creates a payment intent (the body wrapped in `data`,
 * the answer's `data.payment_link` is the hosted checkout), `GET /v1/payments/{id}` retrieves it,
 * both with `Authorization: Bearer <secret key>`; a webhook is `{ event, payload }` signed in the
 * `x-modem-signature` header with the hex HMAC-SHA512 of the body under the webhook secret.
 */

export const SIGNATURE_HEADER = 'x-modem-signature';

/** How long a call to the gateway may take before the visitor is told it does not answer. */
const CALL_TIMEOUT_MS = 10_000;

export interface ModemPaySettings {
  secretKey: string;
  webhookSecret: string;
  apiUrl: string;
}

export interface IntentRequest {
  amount: number;
  currency: string;
  title: string;
  description: string;
  customerName: string;
  customerEmail: string;
  metadata: Record<string, string | number>;
  returnUrl: string;
  cancelUrl: string;
  callbackUrl: string;
}

export interface CreatedIntent {
  id: string;
  paymentLink: string;
}

/** A payment intent's state as the gateway reports it. */
export interface IntentState {
  id: string;
  status: string;
  amount: number;
  currency: string;
}

/** The gateway did not answer, or answered something other than a success. */
export class GatewayUnavailable extends Error {
  constructor(reason: string) {
    super(`ModemPay did not answer: ${reason}`);
    this.name = 'GatewayUnavailable';
  }
}

async function call(settings: ModemPaySettings, path: string, init: RequestInit = {}) {
  let response: Response;
  try {
    response = await fetch(`${settings.apiUrl}${path}`, {
      ...init,
      headers: {
        authorization: `Bearer ${settings.secretKey}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
  } catch (err) {
    throw new GatewayUnavailable(err instanceof Error ? err.message : String(err));
  }
  if (!response.ok) throw new GatewayUnavailable(`status ${response.status}`);
  try {
    return (await response.json()) as Record<string, unknown>;
  } catch {
    throw new GatewayUnavailable('an answer that is not JSON');
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Creates a payment intent; its link is the hosted checkout the visitor goes to. */
export async function createIntent(
  settings: ModemPaySettings,
  request: IntentRequest,
): Promise<CreatedIntent> {
  const answer = await call(settings, '/v1/payments', {
    method: 'POST',
    body: JSON.stringify({
      data: {
        amount: request.amount,
        currency: request.currency,
        title: request.title,
        description: request.description,
        customer_name: request.customerName,
        customer_email: request.customerEmail,
        metadata: request.metadata,
        return_url: request.returnUrl,
        cancel_url: request.cancelUrl,
        callback_url: request.callbackUrl,
      },
    }),
  });
  const data = (answer.data ?? {}) as Record<string, unknown>;
  const id = text(data.id);
  const paymentLink = text(data.payment_link);
  if (!id || !paymentLink) throw new GatewayUnavailable('no intent id or payment link');
  return { id, paymentLink };
}

/** Retrieves a payment intent: the status call for a payment whose webhook never came. */
export async function retrieveIntent(settings: ModemPaySettings, id: string): Promise<IntentState> {
  const answer = await call(settings, `/v1/payments/${encodeURIComponent(id)}`);
  // The SDK types the answer as the intent itself; some of the API's answers wrap it in `data`.
  const intent = (
    typeof answer.data === 'object' && answer.data !== null ? answer.data : answer
  ) as Record<string, unknown>;
  return {
    id: text(intent.id) || id,
    status: text(intent.status),
    amount: Number(intent.amount),
    currency: text(intent.currency),
  };
}

/** The hex HMAC-SHA512 of the body under the webhook secret, as the SDK computes it. */
export const signatureOf = (body: string | Buffer, secret: string) =>
  createHmac('sha512', secret).update(body).digest('hex');

/** Whether the raw body carries the gateway's signature; compared in constant time. */
export function isSignedByGateway(body: Buffer, signature: unknown, secret: string): boolean {
  if (typeof signature !== 'string' || signature.length === 0) return false;
  const expected = Buffer.from(signatureOf(body, secret));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
