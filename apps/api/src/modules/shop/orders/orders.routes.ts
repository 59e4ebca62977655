import {
  OrderBodySchema,
  OrderDiscountBodySchema,
  OrderQuoteSchema,
  OrderValidateBodySchema,
  OrderValidationSchema,
  PlacedOrderSchema,
} from "@vitrine/shared/schemas/orders";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, HttpError, ok } from "../../../lib/http";
import { formRateLimit, waitFor } from "../../../plugins/rate-limit";
import { callerOf, discountCodeGuard, security } from "../cart-requests";
import { orderReadRoutes } from "./order-reads.routes";
import type { OrderCaller } from "./service";

/** Orders placed per site and address: a script cannot take a shop's whole stock. */
export const ORDER_CREATION_LIMIT = { max: 20, timeWindow: 10 * 60_000 } as const;

const IDEMPOTENCY_MESSAGE =
  "L'en-tête Idempotency-Key doit compter de 1 à 255 caractères, sans caractère de contrôle.";

/** POST /order/validate, /order/discount and /order; then reading and cancelling orders. */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["orders"];
  const { orders } = app.shop;
  const tryingCode = discountCodeGuard(app);

  // An order is one customer's: no shared cache may keep it.
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  const orderCaller = async (request: Parameters<typeof callerOf>[0]): Promise<OrderCaller> => {
    const [user, cart] = await Promise.all([request.currentUser(), callerOf(request)]);
    return {
      siteId: request.siteId,
      user: user ? { id: user.id, email: user.email } : null,
      cartKeys: cart.keys,
    };
  };

  app.post(
    "/order/validate",
    {
      schema: {
        tags,
        summary:
          "Checks the products (stock, multiples, withdrawn wines) and, for a delivery, the bottles of an expedition",
        body: OrderValidateBodySchema,
        response: { 200: envelope(OrderValidationSchema) },
      },
    },
    async (request) => {
      const result = await orders.validate(request.siteId, request.body);
      return ok(result, result.valid ? "" : "Certains produits ne peuvent pas être commandés ainsi.");
    },
  );

  app.post(
    "/order/discount",
    {
      schema: {
        tags,
        summary:
          "The order's amounts, with a discount code when given: total, subtotal, shippingFees and discount (cents), without VAT for an export (vatExempt)",
        security,
        body: OrderDiscountBodySchema,
        response: { 200: envelope(OrderQuoteSchema) },
      },
    },
    async (request) => {
      const caller = await orderCaller(request);
      const amounts = await tryingCode(request, request.body.discountCode, () =>
        orders.discount(caller, request.body),
      );
      return ok(amounts, request.body.discountCode ? "Le code promo est appliqué." : "");
    },
  );

  app.post(
    "/order",
    {
      schema: {
        tags,
        summary:
          "Places the order (prices, fees and discount recomputed; stock taken); the same Idempotency-Key answers the same order (200)",
        security,
        headers: z.object({
          "idempotency-key": z
            .string()
            .min(1, IDEMPOTENCY_MESSAGE)
            .max(255, IDEMPOTENCY_MESSAGE)
            .regex(/^[\x21-\x7e]+$/, IDEMPOTENCY_MESSAGE)
            .optional(),
        }),
        body: OrderBodySchema,
        response: { 200: envelope(PlacedOrderSchema), 201: envelope(PlacedOrderSchema) },
      },
      config: {
        rateLimit: {
          ...formRateLimit(ORDER_CREATION_LIMIT.max, ORDER_CREATION_LIMIT.timeWindow),
          errorResponseBuilder: (_request: unknown, context: { ttl: number }) =>
            new HttpError(
              429,
              `Trop de commandes passées depuis votre connexion. Merci de patienter ${waitFor(context.ttl)} avant de réessayer.`,
            ),
        },
      },
    },
    async (request, reply) => {
      const key = request.headers["idempotency-key"] ?? null;
      const { placed, replayed } = await orders.place(await orderCaller(request), request.body, key);
      return reply.status(replayed ? 200 : 201).send(ok(placed, "Votre commande est enregistrée."));
    },
  );

  await app.register(orderReadRoutes);
};
