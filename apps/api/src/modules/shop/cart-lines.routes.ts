import { parseId } from "@vitrine/shared/ids";
import {
  AddToCartBodySchema,
  AddToCartResultSchema,
  CartQuantityBodySchema,
  CartSchema,
} from "@vitrine/shared/schemas/shop";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, idParam, ok } from "../../lib/http";
import { callerOf, cartCreation, keepKey, security } from "./cart-requests";

/** A cart id, or `new` where spec section 4 opens a cart with it. */
const cartIdOrNew = z
  .string()
  .refine((v) => v === "new" || parseId(v) !== null, "Identifiant de panier invalide.")
  .transform((v) => (v === "new" ? ("new" as const) : Number(v)));

/** A cart's lines: adding a declination, setting a line's quantity, removing a line. */
export const cartLineRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["cart"];
  const { carts } = app.shop;
  const lineParams = z.object({ cartId: idParam, productId: idParam });

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
      keepKey(app, reply, cart.cartKey);
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
};
