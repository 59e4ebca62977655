/**
 * A local fake of the few Stripe endpoints Vitrine uses, for tests and the browser suite (no network):
 * PaymentIntents (create, retrieve, update, confirm, cancel), refunds and charges, answered as Stripe's
 * API answers the `stripe` client (form-encoded bodies, `Stripe-Account` kept on the intent, errors
 * with their type and code), webhooks signed with the endpoint's secret, a 3-D Secure page, and a
 * fake of Stripe.js (`/v3`, `/<release>/stripe.js`) whose Payment Element talks to this server.
 *
 *   const fake = await startFakeStripe({ webhookUrl, webhookSecret: "whsec_test" });
 *   const stripe = new Stripe("sk_test_x", fakeStripeClientOptions(fake.url));
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { threeDSecurePage } from "./fake-stripe-3ds";
import { FAKE_STRIPE_JS } from "./fake-stripe-js";
import { FakeStripeLedger, StripeApiError } from "./fake-stripe-ledger";
import {
  errorBody,
  type FakeEvent,
  type FakePaymentIntent,
  type Form,
  formString,
  parseForm,
  publicIntent,
  stripeId,
} from "./fake-stripe-objects";
import { type Delivery, WebhookSender } from "./fake-stripe-webhooks";

export { TEST_CARD_NUMBERS, TEST_PAYMENT_METHODS } from "./fake-stripe-objects";
export type { Delivery, FakeEvent, FakePaymentIntent };

export const FAKE_STRIPE_API_VERSION = "2026-10-28.endive";

export interface FakeStripeOptions {
  /** Where events are POSTed; settable later through `fake.webhookUrl`. */
  webhookUrl?: string;
  webhookSecret: string;
  /** When set, only this secret key is accepted (any `sk_test_…` otherwise). */
  secretKey?: string;
  port?: number;
}

export interface FakeStripe {
  /** Base URL, e.g. http://127.0.0.1:41234 (STRIPE_API_URL). */
  url: string;
  webhookUrl: string | undefined;
  intents(): FakePaymentIntent[];
  intent(id: string): FakePaymentIntent | undefined;
  /** The bank accepts (or refuses) a pending payment; resolves once the webhook is delivered. */
  succeed(id: string): Promise<FakePaymentIntent>;
  fail(id: string, code?: string): Promise<FakePaymentIntent>;
  /** The buyer's answer on the 3-D Secure page. */
  approve3ds(id: string): Promise<FakePaymentIntent>;
  decline3ds(id: string): Promise<FakePaymentIntent>;
  /** Every event sent, in order; `deliveries` adds each one's HTTP status and attempts. */
  readonly events: FakeEvent[];
  readonly deliveries: Delivery[];
  /** Sends an event again (same id), as Stripe does when it is not sure it was received. */
  replay(eventId: string): Promise<Delivery>;
  waitForEvent(type: string, where?: (event: FakeEvent) => boolean, timeoutMs?: number): Promise<FakeEvent>;
  /** Resolves once no webhook delivery is under way. */
  idle(): Promise<void>;
  /** The API requests received (method, path, connected account), for assertions. */
  readonly requests: Array<{ method: string; path: string; account: string | null }>;
  close(): Promise<void>;
}

/** Options of `new Stripe(key, …)` pointing the client at `url` (STRIPE_API_URL). */
export function fakeStripeClientOptions(url: string) {
  const target = new URL(url);
  return {
    host: target.hostname,
    port: Number(target.port),
    protocol: target.protocol.replace(":", "") as "http" | "https",
    maxNetworkRetries: 0,
  };
}

const CORS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Headers":
    "Authorization, Content-Type, Stripe-Account, Stripe-Version, Idempotency-Key",
  "Access-Control-Allow-Methods": "GET, POST, DELETE, OPTIONS",
};

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => resolve(body));
    req.on("error", reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, {
    "Content-Type": "application/json",
    "Request-Id": stripeId("req"),
    "Stripe-Version": FAKE_STRIPE_API_VERSION,
    ...CORS,
    ...headers,
  });
  res.end(JSON.stringify(body));
}

type Auth = { kind: "secret" } | { kind: "publishable"; clientSecret: string | undefined };

interface ApiRequest {
  method: string;
  path: string;
  form: Form;
  account: string | null;
  auth: Auth;
}

export async function startFakeStripe(options: FakeStripeOptions): Promise<FakeStripe> {
  let baseUrl = "";
  const webhooks = new WebhookSender(options.webhookUrl, options.webhookSecret, FAKE_STRIPE_API_VERSION);
  const ledger = new FakeStripeLedger(webhooks, () => baseUrl);
  const requests: FakeStripe["requests"] = [];
  const idempotent = new Map<string, { status: number; body: unknown }>();

  function authenticate(req: IncomingMessage, form: Form): Auth {
    const bearer = /^Bearer (\S+)$/.exec(req.headers.authorization ?? "")?.[1];
    const key = bearer ?? formString(form, "key");
    if (key?.startsWith("pk_"))
      return { kind: "publishable", clientSecret: formString(form, "client_secret") };
    if (key?.startsWith("sk_") && (options.secretKey === undefined || key === options.secretKey)) {
      return { kind: "secret" };
    }
    const message = key
      ? `Invalid API Key provided: ${key.slice(0, 8)}***`
      : "You did not provide an API key. You need to provide your API key in the Authorization header.";
    throw new StripeApiError(401, errorBody("invalid_request_error", "api_key_invalid", message));
  }

  /** The intent a request names; a publishable key sees it only with its client secret. */
  function intentFor(request: ApiRequest, id: string): FakePaymentIntent {
    const intent = ledger.get(id, request.account);
    if (request.auth.kind === "publishable" && request.auth.clientSecret !== intent.client_secret) {
      throw new StripeApiError(
        404,
        errorBody("invalid_request_error", "resource_missing", `No such payment_intent: '${id}'`, {
          param: "intent",
        }),
      );
    }
    return intent;
  }

  async function route(request: ApiRequest): Promise<unknown> {
    const { method, path, form } = request;
    const secretOnly = () => {
      if (request.auth.kind !== "secret") {
        throw new StripeApiError(
          403,
          errorBody(
            "invalid_request_error",
            "secret_key_required",
            "This API call cannot be made with a publishable API key.",
          ),
        );
      }
    };
    const intentPath = /^\/v1\/payment_intents\/([^/]+)(?:\/(confirm|cancel))?$/.exec(path);
    if (intentPath) {
      const [, id = "", action] = intentPath;
      const intent = intentFor(request, id);
      if (method === "GET" && !action) return publicIntent(intent);
      if (method === "POST" && action === "confirm") return publicIntent(await ledger.confirm(intent, form));
      secretOnly();
      if (method === "POST" && action === "cancel") {
        return publicIntent(await ledger.cancel(intent, formString(form, "cancellation_reason")));
      }
      if (method === "POST" && !action) return publicIntent(ledger.update(intent, form));
    }
    secretOnly();
    if (path === "/v1/payment_intents" && method === "POST") {
      return publicIntent(await ledger.create(form, request.account));
    }
    if (path === "/v1/payment_intents" && method === "GET") {
      const data = [...ledger.intents.values()].filter((i) => i.account === request.account).reverse();
      return { object: "list", data: data.map(publicIntent), has_more: false, url: "/v1/payment_intents" };
    }
    if (path === "/v1/refunds" && method === "POST") return ledger.refund(form, request.account);
    const object = /^\/v1\/(refunds|charges)\/([^/]+)$/.exec(path);
    if (object && method === "GET") {
      const found = (object[1] === "refunds" ? ledger.refunds : ledger.charges).get(object[2] ?? "");
      if (found) return found;
    }
    throw new StripeApiError(
      404,
      errorBody(
        "invalid_request_error",
        "resource_missing",
        `Unrecognized request URL (${method}: ${path}).`,
      ),
    );
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://fake");
    const method = req.method ?? "GET";
    if (method === "OPTIONS") {
      res.writeHead(204, CORS).end();
      return;
    }
    if (method === "GET" && /^\/(v3\/?|[a-z]+\/stripe\.js)$/.test(url.pathname)) {
      res.writeHead(200, { "Content-Type": "text/javascript; charset=utf-8", ...CORS });
      res.end(FAKE_STRIPE_JS);
      return;
    }
    const body = await readBody(req);
    if (url.pathname.startsWith("/3ds/")) {
      await threeDSecurePage(ledger, req, res, url, body);
      return;
    }
    const form = method === "GET" ? parseForm(url.searchParams.toString()) : parseForm(body);
    const account =
      (req.headers["stripe-account"] as string | undefined) ?? formString(form, "_stripe_account") ?? null;
    requests.push({ method, path: url.pathname, account });
    const key = req.headers["idempotency-key"];
    const memoKey = typeof key === "string" && method === "POST" ? `${account}|${url.pathname}|${key}` : null;
    const replayed = memoKey ? idempotent.get(memoKey) : undefined;
    if (replayed) {
      send(res, replayed.status, replayed.body, { "Idempotent-Replayed": "true" });
      return;
    }
    let status = 200;
    let reply: unknown;
    try {
      const auth = authenticate(req, form);
      reply = await route({ method, path: url.pathname, form, account, auth });
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      status = error.status;
      reply = error.body;
    }
    if (memoKey && status !== 401) idempotent.set(memoKey, { status, body: reply });
    send(res, status, reply);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      if (!res.headersSent) send(res, 500, errorBody("api_error", "internal", message));
      else res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: baseUrl,
    get webhookUrl() {
      return webhooks.url;
    },
    set webhookUrl(value) {
      webhooks.url = value;
    },
    intents: () => [...ledger.intents.values()],
    intent: (id) => ledger.intents.get(id),
    succeed: (id) => ledger.succeed(id),
    fail: (id, code) => ledger.fail(id, code),
    approve3ds: (id) => ledger.authenticate(id, true),
    decline3ds: (id) => ledger.authenticate(id, false),
    get events() {
      return webhooks.deliveries.map((d) => d.event);
    },
    deliveries: webhooks.deliveries,
    replay: (eventId) => webhooks.replay(eventId),
    waitForEvent: (type, where, timeoutMs) => webhooks.waitFor(type, where, timeoutMs),
    idle: () => webhooks.idle(),
    requests,
    async close() {
      await webhooks.idle();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
