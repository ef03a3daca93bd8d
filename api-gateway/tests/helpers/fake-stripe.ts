import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for api.stripe.com (STRIPE_API_URL points the gateway's Stripe client here) that
 * checks every request the way Stripe documents its API (https://docs.stripe.com/api):
 * - `Authorization: Bearer <secret key>`, else 401 like Stripe;
 * - a `Stripe-Version` header (stripe-node pins one);
 * - POST bodies are application/x-www-form-urlencoded with bracket notation (`line_items[0][price]`);
 *   GET and DELETE carry their parameters in the query string and no body;
 * - every POST carries an `Idempotency-Key` (at most 255 characters); a key seen before with the same
 *   parameters replays the first answer, with other parameters it is a 400 idempotency_error. GET and
 *   DELETE must not send one ("has no effect and should be avoided");
 * - unknown or missing parameters are 400 invalid_request_error ("Received unknown parameter: …").
 * Anything the gateway gets wrong is also listed in `violations` (tests expect it empty).
 */

export const STRIPE_SECRET_KEY = 'sk_test_local';

export type StripeParams = { [key: string]: string | StripeParams | StripeParams[] | string[] };

export interface StripeCall {
  method: string;
  path: string;
  /** Form body (POST) or query (GET, DELETE), bracket notation expanded into objects and arrays. */
  params: StripeParams;
  idempotencyKey: string | undefined;
  headers: IncomingMessage['headers'];
}

/** What the fake answers instead of the API, until `reset()`: an HTTP error, or one of Stripe's error bodies. */
export interface StripeFailure {
  status: number;
  type: 'api_error' | 'invalid_request_error' | 'card_error' | 'rate_limit_error' | 'authentication_error' | 'idempotency_error';
  code?: string;
  message?: string;
}

interface Endpoint {
  method: 'GET' | 'POST' | 'DELETE';
  path: RegExp;
  allowed: readonly string[];
  required?: readonly string[];
  answer(fake: FakeStripe, params: StripeParams, id: string | undefined): { status?: number; body: unknown };
}

const periodEnd = () => Math.floor(Date.now() / 1000) + 30 * 24 * 3600;

/** A Stripe subscription object with the fields the gateway reads (API 2025+: the period is on the item). */
export function subscriptionObject(options: {
  id: string;
  userId?: string | undefined;
  price?: string;
  status?: string;
  cancelAtPeriodEnd?: boolean;
  end?: number;
  created?: number;
}) {
  return {
    id: options.id,
    object: 'subscription',
    customer: 'cus_1',
    status: options.status ?? 'active',
    cancel_at_period_end: options.cancelAtPeriodEnd ?? false,
    cancel_at: null,
    created: options.created ?? Math.floor(Date.now() / 1000),
    metadata: options.userId ? { userId: options.userId } : {},
    items: {
      object: 'list',
      data: [
        {
          id: `si_${options.id}`,
          object: 'subscription_item',
          current_period_end: options.end ?? periodEnd(),
          price: { id: options.price ?? 'price_monthly', object: 'price' },
        },
      ],
    },
  };
}

const ENDPOINTS: readonly Endpoint[] = [
  {
    method: 'POST',
    path: /^\/v1\/checkout\/sessions$/,
    allowed: [
      'mode',
      'line_items',
      'client_reference_id',
      'customer',
      'customer_email',
      'success_url',
      'cancel_url',
      'metadata',
      'subscription_data',
    ],
    required: ['mode', 'line_items', 'success_url'],
    answer: (fake, params) => {
      if (params.customer && params.customer_email) {
        return fake.stripeError(400, 'invalid_request_error', 'You may only specify one of these parameters: customer, customer_email.');
      }
      const id = `cs_test_${fake.calls.length}`;
      return { body: { id, object: 'checkout.session', mode: params.mode, url: `https://checkout.stripe.test/c/pay/${id}` } };
    },
  },
  {
    method: 'POST',
    path: /^\/v1\/billing_portal\/sessions$/,
    allowed: ['customer', 'return_url'],
    required: ['customer'],
    answer: (fake, params) => ({
      body: {
        id: `bps_${fake.calls.length}`,
        object: 'billing_portal.session',
        customer: params.customer,
        url: 'https://billing.stripe.test/p/session',
      },
    }),
  },
  {
    method: 'GET',
    path: /^\/v1\/subscriptions\/(\w+)$/,
    allowed: ['expand'],
    answer: (fake, _params, id) => fake.subscription(id!),
  },
  {
    method: 'POST',
    path: /^\/v1\/subscriptions\/(\w+)$/,
    allowed: ['cancel_at_period_end', 'cancel_at', 'metadata', 'proration_behavior'],
    answer: (fake, params, id) => {
      const found = fake.subscription(id!);
      if (found.status) return found;
      const updated = { ...(found.body as object), cancel_at_period_end: params.cancel_at_period_end === 'true' };
      fake.subscriptions.set(id!, updated);
      return { body: updated };
    },
  },
  {
    // subscriptions.cancel: ends it now. https://docs.stripe.com/api/subscriptions/cancel
    method: 'DELETE',
    path: /^\/v1\/subscriptions\/(\w+)$/,
    allowed: ['cancellation_details', 'invoice_now', 'prorate'],
    answer: (fake, _params, id) => {
      const found = fake.subscription(id!);
      if (found.status) return found;
      const canceled = { ...(found.body as object), status: 'canceled', canceled_at: Math.floor(Date.now() / 1000) };
      fake.subscriptions.set(id!, canceled);
      return { body: canceled };
    },
  },
];

/** `a[b][0][c]=v` → { a: { b: [{ c: 'v' }] } }, the way Stripe reads form parameters. */
export function expandBrackets(entries: Iterable<[string, string]>): StripeParams {
  const root: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
    if (!match) throw new Error(`Malformed parameter name: ${key}`);
    const path = [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1]!)];
    let node = root;
    path.forEach((segment, index) => {
      if (index === path.length - 1) node[segment] = value;
      else node = (node[segment] ??= {}) as Record<string, unknown>;
    });
  }
  const arrays = (value: unknown): unknown => {
    if (typeof value !== 'object' || value === null) return value;
    const entries = Object.entries(value).map(([key, inner]) => [key, arrays(inner)] as const);
    const isList = entries.length > 0 && entries.every(([key], index) => key === String(index));
    return isList ? entries.map(([, inner]) => inner) : Object.fromEntries(entries);
  };
  return arrays(root) as StripeParams;
}

export class FakeStripe {
  readonly calls: StripeCall[] = [];
  readonly violations: string[] = [];
  /** Subscription objects by id; one the fake has not seen is answered as an active subscription. */
  readonly subscriptions = new Map<string, Record<string, unknown>>();
  private failure: StripeFailure | undefined;
  private readonly idempotency = new Map<string, { params: string; status: number; body: unknown }>();
  private server: Server;
  private port = 0;

  private constructor() {
    this.server = this.createServer();
  }

  static async start(): Promise<FakeStripe> {
    const fake = new FakeStripe();
    await fake.listen();
    return fake;
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Every call to `method path`, oldest first. */
  callsTo(method: string, path: string): StripeCall[] {
    return this.calls.filter((call) => call.method === method && call.path === path);
  }

  /** Answers every request with this error (Stripe's error body and status) until fail(undefined) or reset(). */
  fail(failure: StripeFailure | undefined): void {
    this.failure = failure;
  }

  reset(): void {
    this.failure = undefined;
    this.calls.length = 0;
    this.violations.length = 0;
  }

  /** Stops listening: the gateway's connections are refused, as when Stripe is unreachable. */
  async down(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Listens again on the same port. */
  async up(): Promise<void> {
    this.server = this.createServer();
    await this.listen();
  }

  async stop(): Promise<void> {
    if (this.server.listening) await this.down();
  }

  stripeError(status: number, type: StripeFailure['type'], message: string, code?: string) {
    return { status, body: { error: { type, message, ...(code ? { code } : {}) } } };
  }

  subscription(id: string): { status?: number; body: unknown } {
    const known = this.subscriptions.get(id);
    if (known) return { body: known };
    if (id.startsWith('sub_missing'))
      return this.stripeError(404, 'invalid_request_error', `No such subscription: '${id}'`, 'resource_missing');
    return { body: subscriptionObject({ id }) };
  }

  private async listen(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  private createServer(): Server {
    return createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => this.handle(req, Buffer.concat(chunks).toString('utf8'), res));
    });
  }

  private handle(req: IncomingMessage, body: string, res: ServerResponse): void {
    const send = ({ status = 200, body: json }: { status?: number; body: unknown }) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${this.calls.length}` });
      res.end(JSON.stringify(json));
    };
    const violation = (message: string, answer: { status?: number; body: unknown }) => {
      this.violations.push(`${req.method} ${req.url}: ${message}`);
      send(answer);
    };
    const url = new URL(req.url ?? '/', this.baseUrl);
    const method = req.method ?? 'GET';
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    const formBody = method === 'POST';
    let params: StripeParams;
    try {
      params = expandBrackets(formBody ? new URLSearchParams(body) : url.searchParams);
    } catch (error) {
      return violation((error as Error).message, this.stripeError(400, 'invalid_request_error', (error as Error).message));
    }
    this.calls.push({ method, path: url.pathname, params, idempotencyKey, headers: req.headers });

    if (req.headers.authorization !== `Bearer ${STRIPE_SECRET_KEY}`) {
      return violation('bad Authorization', this.stripeError(401, 'authentication_error', 'Invalid API Key provided'));
    }
    if (!/^\d{4}-\d{2}-\d{2}(\.\w+)?$/.test(String(req.headers['stripe-version'] ?? ''))) {
      return violation('no Stripe-Version', this.stripeError(400, 'invalid_request_error', 'Invalid Stripe API version'));
    }
    if (formBody && !String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded')) {
      return violation('POST body is not form-encoded', this.stripeError(400, 'invalid_request_error', 'Invalid request body'));
    }
    if (!formBody && body.length > 0) {
      return violation(`${method} with a body`, this.stripeError(400, 'invalid_request_error', 'Unexpected request body'));
    }
    if (formBody && (!idempotencyKey || idempotencyKey.length > 255)) {
      return violation('POST without a valid Idempotency-Key', this.stripeError(400, 'invalid_request_error', 'Invalid Idempotency-Key'));
    }
    if (!formBody && idempotencyKey) {
      return violation(
        `Idempotency-Key on ${method}`,
        this.stripeError(400, 'invalid_request_error', 'Idempotency keys are only for POST'),
      );
    }

    if (idempotencyKey) {
      const seen = this.idempotency.get(idempotencyKey);
      if (seen && seen.params !== body) {
        return violation(
          'Idempotency-Key reused with other parameters',
          this.stripeError(
            400,
            'idempotency_error',
            'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          ),
        );
      }
      if (seen) return send({ status: seen.status, body: seen.body });
    }
    const answer = this.answer(method, url.pathname, params);
    // Stripe saves the first answer of a key, errors included, once the endpoint ran.
    if (idempotencyKey && answer.status !== 401) {
      this.idempotency.set(idempotencyKey, { params: body, status: answer.status ?? 200, body: answer.body });
    }
    send(answer);
  }

  private answer(method: string, path: string, params: StripeParams): { status?: number; body: unknown } {
    if (this.failure) {
      const { status, type, code, message } = this.failure;
      return this.stripeError(status, type, message ?? `Simulated ${type}`, code);
    }
    const endpoint = ENDPOINTS.find((candidate) => candidate.method === method && candidate.path.test(path));
    if (!endpoint) {
      this.violations.push(`${method} ${path}: no such Stripe endpoint`);
      return this.stripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path})`);
    }
    const unknown = Object.keys(params).find((key) => !endpoint.allowed.includes(key));
    if (unknown) {
      this.violations.push(`${method} ${path}: unknown parameter ${unknown}`);
      return this.stripeError(400, 'invalid_request_error', `Received unknown parameter: ${unknown}`);
    }
    const missing = endpoint.required?.find((key) => params[key] === undefined);
    if (missing) {
      this.violations.push(`${method} ${path}: missing ${missing}`);
      return this.stripeError(400, 'invalid_request_error', `Missing required param: ${missing}.`);
    }
    return endpoint.answer(this, params, endpoint.path.exec(path)?.[1]);
  }
}
