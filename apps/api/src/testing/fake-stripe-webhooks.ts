/**
 * Webhook deliveries of the Stripe fake: each event is signed as Stripe signs it (the `stripe`
 * package's own test header, `t=…,v1=…` with the endpoint's secret) and POSTed to the endpoint,
 * retried a few times when it does not answer 2xx. `localhost` and names under it are reached on
 * the loopback address, their name kept in the Host header (a site's host name on the e2e server).
 */
import { request } from "node:http";
import type { LookupFunction } from "node:net";
import Stripe from "stripe";
import { type FakeEvent, nowSeconds, stripeId } from "./fake-stripe-objects";

export interface Delivery {
  event: FakeEvent;
  /** HTTP status of the last attempt; 0 when nothing answered (or no webhook URL). */
  status: number;
  attempts: number;
  /** The endpoint's last reply, for the test's error messages. */
  reply: string;
}

const localhostLookup: LookupFunction = (hostname, options, callback) => {
  if (options.all) callback(null, [{ address: "127.0.0.1", family: 4 }]);
  else callback(null, "127.0.0.1", 4);
  void hostname;
};

function post(url: string, body: string, headers: Record<string, string>) {
  return new Promise<{ status: number; reply: string }>((resolve) => {
    const target = new URL(url);
    const req = request(
      target,
      {
        method: "POST",
        headers: { ...headers, "Content-Length": String(Buffer.byteLength(body)) },
        lookup: /(^|\.)localhost$/.test(target.hostname) ? localhostLookup : undefined,
        timeout: 10_000,
      },
      (res) => {
        let reply = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => {
          reply += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, reply }));
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", (error) => resolve({ status: 0, reply: error.message }));
    req.end(body);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class WebhookSender {
  readonly deliveries: Delivery[] = [];
  private readonly pending = new Set<Promise<unknown>>();

  constructor(
    public url: string | undefined,
    private readonly secret: string,
    private readonly apiVersion: string,
    private readonly maxAttempts = 3,
  ) {}

  /** Builds the event, records it and delivers it; resolves once delivered (or given up). */
  send(type: string, object: object, account: string | null, idempotencyKey: string | null = null) {
    const event: FakeEvent = {
      id: stripeId("evt"),
      object: "event",
      api_version: this.apiVersion,
      created: nowSeconds(),
      type,
      data: { object: structuredClone(object) as Record<string, unknown> },
      livemode: false,
      pending_webhooks: this.url ? 1 : 0,
      request: { id: stripeId("req"), idempotency_key: idempotencyKey },
      ...(account ? { account } : {}),
    };
    const delivery: Delivery = { event, status: 0, attempts: 0, reply: "" };
    this.deliveries.push(delivery);
    return this.track(this.deliver(delivery));
  }

  /** Sends an event already sent once more (same id and body, signed anew), as Stripe's retries do. */
  replay(eventId: string) {
    const delivery = this.deliveries.find((d) => d.event.id === eventId);
    if (!delivery) throw new Error(`No event ${eventId} was sent`);
    return this.track(this.deliver(delivery));
  }

  /** Waits until every delivery under way has ended. */
  async idle() {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  /** The first event of `type` (matching `where`) delivered with a 2xx, waited for up to `timeoutMs`. */
  async waitFor(type: string, where: (event: FakeEvent) => boolean = () => true, timeoutMs = 10_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.deliveries.find(
        (d) => d.event.type === type && where(d.event) && d.status >= 200 && d.status < 300,
      );
      if (found) return found.event;
      if (Date.now() > deadline) {
        const seen = this.deliveries.map((d) => `${d.event.type} → ${d.status} ${d.reply.slice(0, 200)}`);
        throw new Error(
          `No ${type} event delivered within ${timeoutMs} ms; deliveries: ${seen.join("; ") || "none"}`,
        );
      }
      await sleep(50);
    }
  }

  private track<T>(promise: Promise<T>): Promise<T> {
    this.pending.add(promise);
    void promise.finally(() => this.pending.delete(promise));
    return promise;
  }

  private async deliver(delivery: Delivery): Promise<Delivery> {
    if (!this.url) return delivery;
    const payload = JSON.stringify(delivery.event, null, 2);
    for (let attempt = 1; attempt <= this.maxAttempts; attempt++) {
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: this.secret });
      const { status, reply } = await post(this.url, payload, {
        "Content-Type": "application/json; charset=utf-8",
        "User-Agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
        "Stripe-Signature": signature,
      });
      delivery.status = status;
      delivery.reply = reply;
      delivery.attempts += 1;
      if (status >= 200 && status < 300) break;
      if (attempt < this.maxAttempts) await sleep(250 * attempt);
    }
    return delivery;
  }
}
