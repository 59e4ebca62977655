import { CART_KEY_COOKIE } from "@vitrine/shared/constants";
import { parseId } from "@vitrine/shared/ids";
import { CartBodySchema, CartSchema } from "@vitrine/shared/schemas/shop";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, idParam, ok } from "../../lib/http";
import { hashToken } from "../../lib/tokens";
import { requireUser } from "../../plugins/auth";
import { mergeMessage } from "./cart";
import { cartLineRoutes } from "./cart-lines.routes";
import { callerOf, cartCreation, discountCodeGuard, keepKey, security } from "./cart-requests";

/** GET /cart/{cartId}/default: `new` or any other non-numeric value asks for the member's default cart. */
const cartIdOrDefault = z.string().max(40, "Identifiant de panier invalide.").transform(parseId);

/** A cart: opening one, reading it with a discount code, a member's default one, deleting it; its lines. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["cart"];
  const { carts } = app.shop;

  // A cart is one visitor's: no shared cache may keep it.
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  const tryingCode = discountCodeGuard(app);
  const cartParams = z.object({ cartId: idParam });

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
      keepKey(app, reply, cart.cartKey);
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
      keepKey(app, reply, cart.cartKey);
      return ok(cart, mergeMessage(cuts));
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

  await app.register(cartLineRoutes);
};
