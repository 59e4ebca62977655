import { CART_COOKIE_MAX_AGE_S, CART_KEY_COOKIE, CART_KEY_HEADER } from "@vitrine/shared/constants";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { cookieOptions } from "../../lib/cookies";
import { HttpError } from "../../lib/http";
import { clientAddress, formRateLimit, waitFor } from "../../plugins/rate-limit";
import type { CartCaller } from "./cart";
import { WrongCode } from "./discounts";

/* What the cart routes read from a request, and the limits they set. */

/** New carts (POST /cart, or an addition to `new`) per site and address. */
export const CART_CREATION_LIMIT = { max: 30, timeWindow: 10 * 60_000 } as const;

/** Wrong discount codes per site and address; codes that apply, or ask a larger cart, do not count. */
export const DISCOUNT_CODE_FAILURES = { max: 10, timeWindow: 15 * 60_000 } as const;

export const security: Array<Record<string, string[]>> = [{ bearer: [] }, { cookie: [] }];

/** The cart secrets a request presents: the cartKey cookie and the X-Cart-Key header. */
function cartKeys(request: FastifyRequest): string[] {
  const candidates = [request.cookies[CART_KEY_COOKIE], request.headers[CART_KEY_HEADER.toLowerCase()]];
  const keys = candidates.filter((k): k is string => typeof k === "string" && k !== "" && k.length <= 200);
  return [...new Set(keys)];
}

export async function callerOf(request: FastifyRequest): Promise<CartCaller> {
  const user = await request.currentUser();
  return { siteId: request.siteId, userId: user?.id ?? null, keys: cartKeys(request) };
}

/** A cart was created: its secret goes in the cartKey cookie too. */
export function keepKey(app: FastifyInstance, reply: FastifyReply, cartKey: string | undefined) {
  if (!cartKey) return;
  reply.setCookie(CART_KEY_COOKIE, cartKey, cookieOptions(app.services.config, CART_COOKIE_MAX_AGE_S));
}

/** Opening carts is limited per site and address: scripted calls cannot fill the database. */
export const cartCreation = (allowList?: (request: FastifyRequest) => boolean) => ({
  ...formRateLimit(CART_CREATION_LIMIT.max, CART_CREATION_LIMIT.timeWindow),
  ...(allowList ? { allowList } : {}),
  errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
    new HttpError(
      429,
      `Trop de paniers ouverts depuis votre connexion. Merci de patienter ${waitFor(context.ttl)} avant de réessayer.`,
    ),
});

/**
 * Codes cannot be guessed by trying them all: once `max` wrong ones are spent, no code is checked.
 * The returned function runs `apply` for a call carrying a discount code, counting it when the code is wrong.
 */
export function discountCodeGuard(app: FastifyInstance) {
  const codeFailures = app.createRateLimit({
    ...DISCOUNT_CODE_FAILURES,
    keyGenerator: (request) => `discount:${request.siteId}:${clientAddress(request)}`,
  });
  return async function tryingCode<T>(
    request: FastifyRequest,
    code: string | null | undefined,
    apply: () => Promise<T>,
  ) {
    if (!code) return apply();
    const status = await codeFailures(request, { increment: false });
    if (!status.isAllowed && status.remaining === 0) {
      throw new HttpError(
        429,
        `Trop de codes promo refusés depuis votre connexion. Merci de patienter ${waitFor(status.ttl)} avant d'en essayer un autre.`,
      );
    }
    try {
      return await apply();
    } catch (error) {
      if (error instanceof WrongCode) await codeFailures(request);
      throw error;
    }
  };
}
