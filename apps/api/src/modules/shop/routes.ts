import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { notFound } from "../../lib/http";
import { cartRoutes } from "./cart.routes";
import { scheduleCartPurge } from "./cart-purge";
import { catalogRoutes, variationRoutes } from "./catalog.routes";
import { catalogDetailsRoutes } from "./catalog-details.routes";
import { deliveryRoutes } from "./delivery/delivery.routes";
import { invoiceRoutes } from "./orders/invoice.routes";
import { orderRoutes } from "./orders/orders.routes";
import { stripeWebhookRoutes } from "./payments/webhook.routes";
import { technicalFileRoutes } from "./technical-file.routes";

/** Every shop call answers 404 on a site that does not sell online. */
const siteShopRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", async (request) => {
    if (!(await app.shop.settings(request.siteId)).isECommerce)
      throw notFound("Cette boutique n'existe pas.");
  });
  await app.register(catalogRoutes);
  await app.register(catalogDetailsRoutes);
  await app.register(technicalFileRoutes);
  await app.register(cartRoutes);
  await app.register(deliveryRoutes);
  await app.register(orderRoutes);
  await app.register(invoiceRoutes);
  scheduleCartPurge(app, app.shop.carts);
};

/**
 * The shop's calls. Stripe's webhook stands beside them: it names no site (the order's site comes
 * from the payment's metadata), so the shop's 404 check does not apply to it; nor to the
 * variations, a start call of every site.
 */
export const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(stripeWebhookRoutes);
  await app.register(variationRoutes);
  await app.register(siteShopRoutes);
};
