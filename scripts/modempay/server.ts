import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createHmac, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';

/**
 * A local ModemPay for tests (decision 061), speaking the API as its docs and its `modem-pay` SDK
 * describe it, the same approach as stripe-mock: `POST /v1/payments` (body `{ data: {...} }`,
 * Bearer secret key) answers `{ status, message, data: { id, intent_secret, payment_link, amount,
 * currency, expires_at, status } }`; `GET /v1/payments/{id}` answers the intent. The hosted
 * checkout at `payment_link` has "Pay" and "Fail" buttons: each sends the signed webhook
 * (`x-modem-signature`, hex HMAC-SHA512 of the body under the webhook secret) to the intent's
 * `callback_url`, retrying while the answer is not 200 as the gateway does, and brings the visitor
 * back to `return_url`. Run it alone: `npx tsx scripts/modempay/server.ts` (MODEMPAY_PORT,
 * MODEMPAY_SECRET_KEY, MODEMPAY_WEBHOOK_SECRET).
 */

export interface Intent {
  id: string;
  amount: number;
  currency: string;
  status: 'initialized' | 'successful' | 'failed';
  metadata: Record<string, unknown>;
  return_url: string;
  cancel_url: string;
  callback_url: string;
  customer_name: string;
  customer_email: string;
}

export interface LocalModemPay {
  url: string;
  intents: Map<string, Intent>;
  /** Answer 503 to every API call (the gateway is down). */
  setDown(down: boolean): void;
  /** Send webhooks here instead of each intent's `callback_url` (the dashboard's global URL). */
  setWebhookUrl(url: string | undefined): void;
  /** Completes an intent as the checkout's buttons do, without following the redirect. */
  complete(
    id: string,
    outcome: 'pay' | 'fail',
    options?: { send?: boolean; amount?: number },
  ): Promise<void>;
  /** The signed webhook of an intent's outcome, as sent. */
  webhookOf(id: string, event: string, amount?: number): { body: string; signature: string };
  /** Deliveries still being retried finish (or give up) before this resolves. */
  settle(): Promise<void>;
  /** The intents whose webhook was given up after its last retry. */
  givenUp: string[];
  close(): Promise<void>;
}

export interface LocalModemPayOptions {
  secretKey: string;
  webhookSecret: string;
  port?: number;
  /** Retries of a webhook whose answer is not 200, and the first wait (doubled each time). */
  retries?: number;
  retryDelayMs?: number;
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

const send = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function checkoutPage(intent: Intent): string {
  const amount = `${intent.amount.toFixed(2)} ${escape(intent.currency)}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>ModemPay checkout</title></head>
<body style="font-family:sans-serif;max-width:420px;margin:40px auto;padding:0 16px">
<h1>ModemPay (local)</h1><p>Pay <strong>${amount}</strong> to West Africa Tours</p>
<form method="post" action="/checkout/${intent.id}/pay"><button type="submit">Pay</button></form>
<form method="post" action="/checkout/${intent.id}/fail"><button type="submit">Fail</button></form>
<p><a href="${escape(intent.cancel_url)}">Cancel</a></p></body></html>`;
}

export async function startLocalModemPay(options: LocalModemPayOptions): Promise<LocalModemPay> {
  const intents = new Map<string, Intent>();
  const deliveries = new Set<Promise<void>>();
  const givenUp: string[] = [];
  const retries = options.retries ?? 8;
  const firstDelay = options.retryDelayMs ?? 250;
  let down = false;
  let url = '';
  let webhookUrl: string | undefined;

  const webhookOf = (id: string, event: string, amount?: number) => {
    const intent = intents.get(id)!;
    const body = JSON.stringify({
      event,
      payload: {
        id: `tr_${randomBytes(8).toString('hex')}`,
        payment_intent_id: intent.id,
        amount: amount ?? intent.amount,
        currency: intent.currency,
        status: event === 'charge.succeeded' ? 'completed' : 'failed',
        type: 'payment',
        customer_name: intent.customer_name,
        customer_email: intent.customer_email,
        metadata: intent.metadata,
      },
    });
    const signature = createHmac('sha512', options.webhookSecret).update(body).digest('hex');
    return { body, signature };
  };

  const deliver = (intent: Intent, event: string, amount?: number) => {
    const { body, signature } = webhookOf(intent.id, event, amount);
    const run = async () => {
      for (let attempt = 0, wait = firstDelay; attempt <= retries; attempt += 1, wait *= 2) {
        try {
          const answer = await fetch(webhookUrl ?? intent.callback_url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-modem-signature': signature },
            body,
          });
          await answer.arrayBuffer();
          if (answer.status === 200) return;
        } catch {
          // The site is away: try again later.
        }
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
      givenUp.push(intent.id);
      console.warn(`local ModemPay: gave up the ${event} webhook of ${intent.id}`);
    };
    const delivery = run().finally(() => deliveries.delete(delivery));
    deliveries.add(delivery);
    return delivery;
  };

  const complete = async (
    id: string,
    outcome: 'pay' | 'fail',
    extra: { send?: boolean; amount?: number } = {},
  ) => {
    const intent = intents.get(id);
    if (!intent) throw new Error(`no intent ${id}`);
    intent.status = outcome === 'pay' ? 'successful' : 'failed';
    if (extra.send === false) return;
    await deliver(intent, outcome === 'pay' ? 'charge.succeeded' : 'charge.failed', extra.amount);
  };

  const api = async (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const checkout = /^\/checkout\/([\w-]+)(?:\/(pay|fail))?$/.exec(path);
    if (checkout) {
      const intent = intents.get(checkout[1]);
      if (!intent) return send(response, 404, { status: false, message: 'No such payment intent' });
      if (request.method === 'GET' && !checkout[2]) {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return response.end(checkoutPage(intent));
      }
      // The visitor goes back at once; the webhook follows, retried until the site answers 200.
      void complete(intent.id, checkout[2] as 'pay' | 'fail');
      response.writeHead(303, { location: intent.return_url });
      return response.end();
    }
    if (down) return send(response, 503, { status: false, message: 'Service unavailable' });
    if (request.headers.authorization !== `Bearer ${options.secretKey}`) {
      return send(response, 401, { status: false, message: 'Invalid API key' });
    }
    if (request.method === 'POST' && path === '/v1/payments') {
      const { data } = JSON.parse(await readBody(request)) as { data: Record<string, unknown> };
      const id = `pi_${randomBytes(10).toString('hex')}`;
      const intent: Intent = {
        id,
        amount: Number(data.amount),
        currency: String(data.currency ?? 'GMD'),
        status: 'initialized',
        metadata: (data.metadata as Record<string, unknown>) ?? {},
        return_url: String(data.return_url ?? ''),
        cancel_url: String(data.cancel_url ?? ''),
        callback_url: String(data.callback_url ?? ''),
        customer_name: String(data.customer_name ?? ''),
        customer_email: String(data.customer_email ?? ''),
      };
      intents.set(id, intent);
      return send(response, 200, {
        status: true,
        message: 'Payment intent created',
        data: {
          id,
          intent_secret: randomBytes(16).toString('hex'),
          payment_link: `${url}/checkout/${id}`,
          amount: intent.amount,
          currency: intent.currency,
          expires_at: new Date(Date.now() + 3_600_000).toISOString(),
          status: intent.status,
        },
      });
    }
    const one = /^\/v1\/payments\/([\w-]+)$/.exec(path);
    if (request.method === 'GET' && one) {
      const intent = intents.get(one[1]);
      if (!intent) return send(response, 404, { status: false, message: 'No such payment intent' });
      return send(response, 200, { ...intent, link: `${url}/checkout/${intent.id}` });
    }
    return send(response, 404, { status: false, message: 'Not found' });
  };

  const server: Server = createServer((request, response) => {
    api(request, response).catch(() => send(response, 500, { status: false, message: 'Error' }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    intents,
    setDown: (value) => {
      down = value;
    },
    setWebhookUrl: (value) => {
      webhookUrl = value;
    },
    complete,
    webhookOf,
    givenUp,
    settle: async () => {
      await Promise.all([...deliveries]);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

if (require.main === module) {
  void startLocalModemPay({
    secretKey: process.env.MODEMPAY_SECRET_KEY ?? 'sk_test_local',
    webhookSecret: process.env.MODEMPAY_WEBHOOK_SECRET ?? 'whsec_local',
    port: Number(process.env.MODEMPAY_PORT ?? 4010),
  }).then((gateway) => console.log(`local ModemPay on ${gateway.url}`));
}
