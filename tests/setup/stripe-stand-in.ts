// A local stand-in for the part of Stripe's HTTP API we call (creating a Checkout
// Session, a refund), so the Stripe gateway runs through the official SDK without the
// internet.
// It records each request it receives for the tests to inspect.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startForFile } from './for-file.ts';

export type StripeStandIn = {
  host: string;
  port: number;
  requests: Array<{
    method: string;
    path: string;
    form: URLSearchParams;
    authorization: string | undefined;
    idempotencyKey: string | undefined;
  }>;
  close(): Promise<void>;
};

const body = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString()));
    request.on('error', reject);
  });

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: StripeStandIn['requests'] = [];
  let sessions = 0;
  const server = createServer(async (request, response) => {
    const form = new URLSearchParams(await body(request));
    const key = request.headers['idempotency-key'];
    requests.push({
      method: request.method ?? '',
      path: request.url ?? '',
      form,
      authorization: request.headers.authorization,
      idempotencyKey: typeof key === 'string' ? key : undefined,
    });
    response.setHeader('content-type', 'application/json');
    if (request.method === 'POST' && request.url === '/v1/checkout/sessions') {
      sessions += 1;
      const id = `cs_test_${String(sessions).padStart(4, '0')}`;
      response.end(
        JSON.stringify({
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/c/pay/${id}`,
          amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
          currency: form.get('line_items[0][price_data][currency]'),
          client_reference_id: form.get('client_reference_id'),
          metadata: { order_id: form.get('metadata[order_id]') },
          payment_status: 'unpaid',
          status: 'open',
        }),
      );
      return;
    }
    if (request.method === 'POST' && request.url === '/v1/refunds') {
      response.end(
        JSON.stringify({
          id: `re_test_${requests.length}`,
          object: 'refund',
          status: 'succeeded',
          amount: Number(form.get('amount')),
          payment_intent: form.get('payment_intent'),
        }),
      );
      return;
    }
    response.statusCode = 404;
    response.end(JSON.stringify({ error: { type: 'invalid_request_error', message: `No route ${request.url}` } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: '127.0.0.1',
    port,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The Stripe stand-in of a file (or describe block): listening before its tests, closed after them. */
export function stripeStandInForFile(): StripeStandIn {
  return startForFile('The Stripe stand-in', startStripeStandIn);
}

/** What points the app's Stripe gateway at the stand-in (and turns the sandbox off). */
export function stripeEnv(stand: StripeStandIn, keys: { secretKey: string; webhookSecret: string }): NodeJS.ProcessEnv {
  return {
    STRIPE_SECRET_KEY: keys.secretKey,
    STRIPE_WEBHOOK_SECRET: keys.webhookSecret,
    STRIPE_API_BASE: `http://${stand.host}:${stand.port}`,
    PAYMENTS_SANDBOX: 'false',
  };
}
