import rateLimit, { normalizeIP } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { HttpError } from "../lib/http";

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
  new HttpError(429, `Trop de tentatives. Merci de patienter ${waitFor(ttlMs)} avant de réessayer.`);

/**
 * Rate limits per route (`config.rateLimit`), off by default: login, registration, password reset,
 * forms, messages and newsletter opt in. Clients are told apart by IP (the web server forwards the
 * visitor's), in this process's memory.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => tooManyAttempts(context.ttl),
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
