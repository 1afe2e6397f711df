import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A Stripe object as the fake stores it (JSON-shaped, like the API's answers). */
type StripeObject = Record<string, unknown> & { id: string };

export interface FakeStripeRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  params: Record<string, unknown>;
}

export interface FakeStripe {
  url: string;
  secretKey: string;
  prices: { monthly: string; yearly: string };
  requests: FakeStripeRequest[];
  customers: Map<string, StripeObject>;
  subscriptions: Map<string, StripeObject>;
  close(): Promise<void>;
}

/** Turns `items[0][price]=p&expand[0]=x&metadata[plan]=monthly` into nested objects and arrays, as Stripe reads it. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    path.forEach((segment, index) => {
      if (index === path.length - 1) {
        node[segment] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(path[index + 1] ?? '');
      node[segment] ??= nextIsIndex ? [] : {};
      node = node[segment] as Record<string, unknown>;
    });
  }
  return root;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_fake_${Date.now()}` });
  response.end(JSON.stringify(body));
}

function stripeError(status: number, type: string, message: string, code?: string) {
  return { status, body: { error: { type, message, ...(code ? { code } : {}) } } };
}

/**
 * A small Stripe API on 127.0.0.1 for the billing service's Stripe adapter: customers and
 * subscriptions with `payment_behavior=default_incomplete`, form-encoded bodies, Bearer auth, and
 * Idempotency-Key semantics (creation requires a key; the same key answers the same object; the same
 * key with other parameters is an idempotency_error).
 */
export async function startFakeStripe(options: { secretKey?: string; prices?: { monthly: string; yearly: string } } = {}): Promise<FakeStripe> {
  const secretKey = options.secretKey ?? 'sk_test_fake_0123456789';
  const prices = options.prices ?? { monthly: 'price_fake_monthly', yearly: 'price_fake_yearly' };
  const intervals: Record<string, 'month' | 'year'> = { [prices.monthly]: 'month', [prices.yearly]: 'year' };
  const requests: FakeStripeRequest[] = [];
  const customers = new Map<string, StripeObject>();
  const subscriptions = new Map<string, StripeObject>();
  const invoices = new Map<string, StripeObject>();
  const idempotent = new Map<string, { fingerprint: string; status: number; body: unknown }>();
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_fake${String(++counter).padStart(6, '0')}`;
  const now = () => Math.floor(Date.now() / 1000);

  function withExpansions(subscription: StripeObject, expand: unknown): StripeObject {
    const expansions = Array.isArray(expand) ? expand.map(String) : [];
    if (!expansions.some((path) => path === 'latest_invoice' || path.startsWith('latest_invoice.'))) return subscription;
    const invoice = invoices.get(String(subscription.latest_invoice));
    if (!invoice) return subscription;
    const expanded = expansions.includes('latest_invoice.confirmation_secret') ? invoice : { ...invoice, confirmation_secret: null };
    return { ...subscription, latest_invoice: expanded };
  }

  function createSubscription(params: Record<string, unknown>) {
    const customer = String(params.customer ?? '');
    if (!customers.has(customer)) return stripeError(400, 'invalid_request_error', `No such customer: '${customer}'`, 'resource_missing');
    const items = Array.isArray(params.items) ? (params.items as Array<Record<string, unknown>>) : [];
    const price = String(items[0]?.price ?? '');
    const interval = intervals[price];
    if (!interval) return stripeError(400, 'invalid_request_error', `No such price: '${price}'`, 'resource_missing');
    const created = now();
    const periodEnd = created + (interval === 'year' ? 365 : 30) * 86_400;
    const subscriptionId = nextId('sub');
    const invoiceId = nextId('in');
    invoices.set(invoiceId, {
      id: invoiceId,
      object: 'invoice',
      status: 'open',
      parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
      confirmation_secret: { type: 'payment_intent', client_secret: `${nextId('pi')}_secret_${Math.random().toString(36).slice(2, 12)}` },
    });
    const subscription: StripeObject = {
      id: subscriptionId,
      object: 'subscription',
      customer,
      status: params.payment_behavior === 'default_incomplete' ? 'incomplete' : 'active',
      cancel_at_period_end: false,
      created,
      metadata: params.metadata ?? {},
      payment_settings: params.payment_settings ?? null,
      items: { object: 'list', data: [{ id: nextId('si'), object: 'subscription_item', price: { id: price }, current_period_start: created, current_period_end: periodEnd }] },
      latest_invoice: invoiceId,
    };
    subscriptions.set(subscriptionId, subscription);
    return { status: 200, body: withExpansions(subscription, params.expand) };
  }

  function route(method: string, path: string, params: Record<string, unknown>): { status: number; body: unknown } {
    if (method === 'POST' && path === '/v1/customers') {
      const customer: StripeObject = { id: nextId('cus'), object: 'customer', metadata: params.metadata ?? {} };
      customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if (method === 'POST' && path === '/v1/subscriptions') return createSubscription(params);
    const match = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    const subscription = match ? subscriptions.get(decodeURIComponent(match[1] ?? '')) : undefined;
    if (match && !subscription) return stripeError(404, 'invalid_request_error', `No such subscription: '${match[1]}'`, 'resource_missing');
    if (subscription && method === 'POST') {
      if (subscription.status === 'canceled') {
        return stripeError(400, 'invalid_request_error', 'A canceled subscription can only update its cancellation_details and metadata.');
      }
      if (params.cancel_at_period_end !== undefined) subscription.cancel_at_period_end = params.cancel_at_period_end === 'true';
      return { status: 200, body: withExpansions(subscription, params.expand) };
    }
    if (subscription && method === 'DELETE') {
      subscription.status = 'canceled';
      subscription.canceled_at = now();
      return { status: 200, body: subscription };
    }
    if (subscription && method === 'GET') return { status: 200, body: withExpansions(subscription, params.expand) };
    return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake-stripe');
      const method = request.method ?? 'GET';
      const raw = await readBody(request);
      const params = method === 'GET' ? parseStripeForm(url.searchParams.toString()) : parseStripeForm(raw);
      const idempotencyKey = typeof request.headers['idempotency-key'] === 'string' ? request.headers['idempotency-key'] : undefined;
      requests.push({ method, path: url.pathname, idempotencyKey, params });

      if (request.headers.authorization !== `Bearer ${secretKey}`) {
        return send(response, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
      }
      if (method === 'POST' && request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') === false) {
        return send(response, 400, { error: { type: 'invalid_request_error', message: 'Bodies must be form-encoded.' } });
      }
      const creates = method === 'POST' && (url.pathname === '/v1/customers' || url.pathname === '/v1/subscriptions');
      if (creates && !idempotencyKey) {
        return send(response, 400, { error: { type: 'invalid_request_error', message: 'This fake Stripe requires an Idempotency-Key on creation.' } });
      }
      if (method === 'POST' && idempotencyKey) {
        const fingerprint = `${url.pathname}\n${raw}`;
        const previous = idempotent.get(idempotencyKey);
        if (previous) {
          if (previous.fingerprint !== fingerprint) {
            return send(response, 400, {
              error: {
                type: 'idempotency_error',
                message: `Keys for idempotent requests can only be used with the same parameters they were first used with.`,
              },
            });
          }
          response.setHeader('idempotent-replayed', 'true');
          return send(response, previous.status, previous.body);
        }
        const result = route(method, url.pathname, params);
        // Stripe replays the response as first sent, not the object's later state.
        idempotent.set(idempotencyKey, { fingerprint, status: result.status, body: structuredClone(result.body) });
        return send(response, result.status, result.body);
      }
      const result = route(method, url.pathname, params);
      return send(response, result.status, result.body);
    })().catch((error: unknown) => send(response, 500, { error: { type: 'api_error', message: String(error) } }));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    prices,
    requests,
    customers,
    subscriptions,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** The billing settings that point the Stripe provider at this fake. */
export function stripeEnv(stripe: FakeStripe, webhookSecret: string): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_fake_publishable',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_PRICE_MONTHLY: stripe.prices.monthly,
    STRIPE_PRICE_YEARLY: stripe.prices.yearly,
    STRIPE_API_BASE: stripe.url,
  };
}
