import { CART_COOKIE_MAX_AGE_S, CART_KEY_COOKIE, CART_KEY_HEADER } from "@vitrine/shared/constants";
import { parseId } from "@vitrine/shared/ids";
import {
  AddToCartBodySchema,
  AddToCartResultSchema,
  CartBodySchema,
  CartQuantityBodySchema,
  CartSchema,
  ProductListSchema,
  ProductSchema,
  VariationSchema,
} from "@vitrine/shared/schemas/shop";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { listQuerystring, parseList } from "../../db/list-query";
import { cookieOptions } from "../../lib/cookies";
import { envelope, HttpError, idParam, notFound, ok } from "../../lib/http";
import { hashToken } from "../../lib/tokens";
import { requireUser } from "../../plugins/auth";
import { clientAddress, formRateLimit, waitFor } from "../../plugins/rate-limit";
import { type CartCaller, mergeMessage } from "./cart";
import { scheduleCartPurge } from "./cart-purge";
import { PRODUCT_LIST } from "./catalog";
import { WrongCode } from "./discounts";

/** A cart id, or `new` where spec section 4 opens a cart with it. */
const cartIdOrNew = z
  .string()
  .refine((v) => v === "new" || parseId(v) !== null, "Identifiant de panier invalide.")
  .transform((v) => (v === "new" ? ("new" as const) : Number(v)));

/** GET /cart/{cartId}/default: `new` or any other non-numeric value asks for the member's default cart. */
const cartIdOrDefault = z.string().max(40, "Identifiant de panier invalide.").transform(parseId);

const security: Array<Record<string, string[]>> = [{ bearer: [] }, { cookie: [] }];

/** The cart secrets a request presents: the cartKey cookie and the X-Cart-Key header. */
function cartKeys(request: FastifyRequest): string[] {
  const candidates = [request.cookies[CART_KEY_COOKIE], request.headers[CART_KEY_HEADER.toLowerCase()]];
  const keys = candidates.filter((k): k is string => typeof k === "string" && k !== "" && k.length <= 200);
  return [...new Set(keys)];
}

async function callerOf(request: FastifyRequest): Promise<CartCaller> {
  const user = await request.currentUser();
  return { siteId: request.siteId, userId: user?.id ?? null, keys: cartKeys(request) };
}

/** Every shop call answers 404 on a site that does not sell online. */
export const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", async (request) => {
    if (!(await app.shop.settings(request.siteId)).isECommerce)
      throw notFound("Cette boutique n'existe pas.");
  });
  await app.register(catalogRoutes);
  await app.register(cartRoutes);
  scheduleCartPurge(app, app.shop.carts);
};

const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["shop"];
  const { catalog } = app.shop;

  app.get(
    "/product",
    {
      schema: {
        tags,
        summary:
          "Products on sale with their declinations, by lowest price (name=lk:, search=lk:, kind, tags=a,b, type)",
        querystring: listQuerystring,
        response: { 200: envelope(ProductListSchema) },
      },
    },
    async (request) => ok(await catalog.list(request.siteId, parseList(request.query, PRODUCT_LIST))),
  );

  app.get(
    "/product/:id",
    {
      schema: {
        tags,
        summary: "One product on sale with its declinations",
        params: z.object({ id: idParam }),
        response: { 200: envelope(ProductSchema) },
      },
    },
    async (request) => {
      const product = await catalog.get(request.siteId, request.params.id);
      if (!product) throw notFound("Ce produit n'existe pas.");
      return ok(product);
    },
  );

  app.get(
    "/variation",
    {
      schema: {
        tags,
        summary: "What variation1, variation2 and variation3 of the declinations mean on this site",
        response: { 200: envelope(z.array(VariationSchema)) },
      },
    },
    async (request) => ok(await catalog.variations(request.siteId)),
  );
};

/** New carts (POST /cart, or an addition to `new`) per site and address. */
export const CART_CREATION_LIMIT = { max: 30, timeWindow: 10 * 60_000 } as const;

/** Wrong discount codes per site and address; codes that apply, or ask a larger cart, do not count. */
export const DISCOUNT_CODE_FAILURES = { max: 10, timeWindow: 15 * 60_000 } as const;

const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["cart"];
  const { carts } = app.shop;

  // A cart is one visitor's: no shared cache may keep it.
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  /** A cart was created: its secret goes in the cartKey cookie too. */
  const keepKey = (reply: FastifyReply, cartKey: string | undefined) => {
    if (!cartKey) return;
    reply.setCookie(CART_KEY_COOKIE, cartKey, cookieOptions(app.services.config, CART_COOKIE_MAX_AGE_S));
  };

  // Opening carts is limited per site and address: scripted calls cannot fill the database.
  const cartCreation = (allowList?: (request: FastifyRequest) => boolean) => ({
    ...formRateLimit(CART_CREATION_LIMIT.max, CART_CREATION_LIMIT.timeWindow),
    ...(allowList ? { allowList } : {}),
    errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
      new HttpError(
        429,
        `Trop de paniers ouverts depuis votre connexion. Merci de patienter ${waitFor(context.ttl)} avant de réessayer.`,
      ),
  });

  // Codes cannot be guessed by trying them all: once `max` wrong ones are spent, no code is checked.
  const codeFailures = app.createRateLimit({
    ...DISCOUNT_CODE_FAILURES,
    keyGenerator: (request) => `discount:${request.siteId}:${clientAddress(request)}`,
  });

  /** Runs `apply` for a call carrying a discount code, counting it when the code is wrong. */
  async function tryingCode<T>(
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
  }

  const cartParams = z.object({ cartId: idParam });
  const lineParams = z.object({ cartId: idParam, productId: idParam });

  app.post(
    "/cart",
    {
      schema: {
        tags,
        summary: "Creates an empty cart; its secret (cartKey) is in the reply and in the cartKey cookie",
        security,
        body: CartBodySchema.nullish(),
        response: { 201: envelope(CartSchema) },
      },
      config: { rateLimit: cartCreation() },
    },
    async (request, reply) => {
      const code = request.body?.discountCode;
      const caller = await callerOf(request);
      const cart = await tryingCode(request, code, () => carts.create(caller, code));
      keepKey(reply, cart.cartKey);
      return reply.status(201).send(ok(cart, "Votre panier est créé."));
    },
  );

  app.post(
    "/cart/:cartId",
    {
      schema: {
        tags,
        summary:
          "The cart with its totals; a valid discountCode is applied (wrong codes are limited per address)",
        security,
        params: cartParams,
        body: CartBodySchema.nullish(),
        response: { 200: envelope(CartSchema) },
      },
    },
    async (request) => {
      const code = request.body?.discountCode;
      const caller = await callerOf(request);
      const cart = await tryingCode(request, code, () => carts.get(caller, request.params.cartId, code));
      return ok(cart, cart.discount ? "Le code promo est appliqué." : "");
    },
  );

  app.get(
    "/cart/:cartId/default",
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary:
          "The member's default cart (cartId new); a numeric cartId becomes the default, the previous default merged in",
        security,
        params: z.object({ cartId: cartIdOrDefault }),
        response: { 200: envelope(CartSchema) },
      },
    },
    async (request, reply) => {
      const caller = await callerOf(request);
      const { cart, cuts } = await carts.defaultCart(
        { ...caller, userId: caller.userId! },
        request.params.cartId,
      );
      keepKey(reply, cart.cartKey);
      return ok(cart, mergeMessage(cuts));
    },
  );

  app.post(
    "/cart/:cartId/product/:declinationId",
    {
      schema: {
        tags,
        summary: "Adds a quantity of a declination (cartId new opens a cart); the reply carries cartId",
        security,
        params: z.object({ cartId: cartIdOrNew, declinationId: idParam }),
        body: AddToCartBodySchema,
        response: { 200: envelope(AddToCartResultSchema) },
      },
      // Only `new` opens a cart.
      config: {
        rateLimit: cartCreation((request) => (request.params as { cartId?: string }).cartId !== "new"),
      },
    },
    async (request, reply) => {
      const { cartId, declinationId } = request.params;
      const cart = await carts.addProduct(await callerOf(request), cartId, declinationId, request.body);
      keepKey(reply, cart.cartKey);
      return ok({ ...cart, cartId: cart.id }, "Le produit est ajouté au panier.");
    },
  );

  app.put(
    "/cart/:cartId/product/:productId/quantity",
    {
      schema: {
        tags,
        summary: "Sets the quantity of a line (productId: the line's id, i.e. its declination id)",
        security,
        params: lineParams,
        body: CartQuantityBodySchema,
        response: { 200: envelope(CartSchema) },
      },
    },
    async (request) => {
      const { cartId, productId } = request.params;
      const cart = await carts.setQuantity(await callerOf(request), cartId, productId, request.body.quantity);
      return ok(cart, "La quantité est mise à jour.");
    },
  );

  app.delete(
    "/cart/:cartId/product/:productId",
    {
      schema: {
        tags,
        summary: "Removes a line from the cart",
        security,
        params: lineParams,
        response: { 200: envelope(CartSchema) },
      },
    },
    async (request) => {
      const { cartId, productId } = request.params;
      return ok(
        await carts.removeProduct(await callerOf(request), cartId, productId),
        "Le produit est retiré du panier.",
      );
    },
  );

  app.delete(
    "/cart/:cartId",
    {
      schema: {
        tags,
        summary: "Deletes the cart",
        security,
        params: cartParams,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request, reply) => {
      const { keyHash } = await carts.remove(await callerOf(request), request.params.cartId);
      const cookie = request.cookies[CART_KEY_COOKIE];
      if (cookie && hashToken(cookie) === keyHash) reply.clearCookie(CART_KEY_COOKIE, { path: "/" });
      return ok(null, "Le panier est supprimé.");
    },
  );
};
