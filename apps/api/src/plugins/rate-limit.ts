import rateLimit, { normalizeIP } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { HttpError } from "../lib/http";
import { databaseRateLimitStore, purgeExpiredCounters } from "./rate-limit-store";

/** Expired counters are deleted this often, by each instance (a cheap indexed delete). */
export const COUNTER_PURGE_INTERVAL_MS = 60_000;

/** "1 minute", "15 minutes": how long to wait, in French. */
export function waitFor(ttlMs: number): string {
  const minutes = Math.max(1, Math.ceil(ttlMs / 60_000));
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}

/**
 * The client a per-address limit counts: its IPv4 address, or the /64 network of its IPv6 address
 * (a host may use any address of its /64), as the plugin's own keys do.
 */
export const clientAddress = (request: FastifyRequest): string => normalizeIP(request.ip);

export const tooManyAttempts = (ttlMs: number) =>
  new HttpError(
    429,
    `Trop de tentatives. Merci de patienter ${waitFor(ttlMs)} avant de réessayer.`,
    undefined,
    {
      "retry-after": String(Math.max(1, Math.ceil(ttlMs / 1000))),
    },
  );

/**
 * Rate limits per route (`config.rateLimit`), off by default: login, registration, password reset,
 * forms, messages and newsletter opt in. Clients are told apart by IP (the web server forwards the
 * visitor's). The counters live in the database, so that every instance on it counts alike.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  const { db } = app.services.database;
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(db),
    errorResponseBuilder: (_request, context) => tooManyAttempts(context.ttl),
  });

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const purge = () => {
    running = running.then(() =>
      purgeExpiredCounters(db).catch((error) =>
        app.log.error({ err: error }, "rate-limit counters purge failed"),
      ),
    );
  };
  app.addHook("onReady", async () => {
    timer = setInterval(purge, COUNTER_PURGE_INTERVAL_MS);
    timer.unref();
  });
  app.addHook("onClose", async () => {
    clearInterval(timer);
    // The database closes after the server: let a purge in flight finish first.
    await running;
  });
});

/** Per-site, per-address limits: public forms, opening carts (@fastify/rate-limit route options). */
export function formRateLimit(max: number, timeWindow: string | number) {
  return {
    max,
    timeWindow,
    keyGenerator: (request: FastifyRequest) => `${request.siteId}:${clientAddress(request)}`,
  };
}

/** Posts of a public form, refused ones included, per site, address and route: only floods reach it. */
export const FORM_FLOOD_LIMIT = { max: 30, timeWindow: 10 * 60_000 } as const;

/**
 * The two limits of a public form. Every post counts toward the route's loose flood limit
 * (`flood`, its `config.rateLimit`); only what the form takes (a message accepted, or a robot's
 * send caught by the honeypot) counts toward the strict `max` of `name` per site and address,
 * so that a visitor correcting typos is never locked out. Forms naming the same limit share it.
 * `perSite: false` counts an address on every site together (a platform-wide question, as whether
 * an e-mail has an account, must not be asked again through another site's id).
 */
export function sendLimit(
  app: FastifyInstance,
  name: string,
  max: number,
  timeWindow: number,
  { perSite = true }: { perSite?: boolean } = {},
) {
  const where = (request: FastifyRequest) =>
    perSite ? `${request.siteId}:${clientAddress(request)}` : clientAddress(request);
  const sends = app.createRateLimit({
    max,
    timeWindow,
    keyGenerator: (request) => `sent:${name}:${where(request)}`,
  });
  return {
    flood: { ...FORM_FLOOD_LIMIT, keyGenerator: where },
    /** Throws 429 when the strict limit is spent, counting nothing: before reading a large body. */
    async check(request: FastifyRequest): Promise<void> {
      const status = await sends(request, { increment: false });
      if (!status.isAllowed && status.remaining === 0) throw tooManyAttempts(status.ttl);
    },
    /** Counts a send the form takes; throws 429, before anything is stored, past the limit. */
    async count(request: FastifyRequest): Promise<void> {
      const status = await sends(request);
      if (!status.isAllowed && status.isExceeded) throw tooManyAttempts(status.ttl);
    },
  };
}

export type SendLimit = ReturnType<typeof sendLimit>;
