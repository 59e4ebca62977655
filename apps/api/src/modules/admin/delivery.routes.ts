import {
  AdminCarrierBodySchema,
  AdminCarrierSchema,
  AdminRateBodySchema,
  AdminRelayPointBodySchema,
} from "@vitrine/shared/schemas/admin-delivery";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, idParam, ok } from "../../lib/http";
import { actorOf } from "./actor";
import { adminClickAndCollectRoutes } from "./click-and-collect.routes";
import { ensureShop } from "./order-documents.routes";

const carrierParams = z.object({ id: idParam });
const rateParams = z.object({ id: idParam, rateId: idParam });
const pointParams = z.object({ id: idParam, pointId: idParam });
const carrierReply = envelope(AdminCarrierSchema);

/** The carrier a change is about, on a site with a shop (404 otherwise), and who makes it. */
async function carrierChange(app: FastifyInstance, request: FastifyRequest & { params: { id: number } }) {
  await ensureShop(app, request.siteId);
  return { siteId: request.siteId, carrierId: request.params.id, actor: await actorOf(request) };
}

/**
 * The shop's delivery in the admin panel (registered by admin/routes.ts, behind its session
 * check): carriers, their rates by zone and relay points, as POST /calculate/shipping-fees and
 * POST /relay/access-points read them. The rules live in the shop's delivery (CarrierAdmin). Every
 * change answers the carrier as it now is. A site without a shop: 404.
 */
export const adminDeliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["admin"];
  const admin = app.shop.delivery.carrierAdmin;

  app.get(
    "/admin/carrier",
    {
      schema: {
        tags,
        summary: "Every carrier of the shop, active or not, with its rates and relay points",
        response: { 200: envelope(z.array(AdminCarrierSchema)) },
      },
    },
    async (request) => {
      await ensureShop(app, request.siteId);
      return ok(await admin.list(request.siteId));
    },
  );

  app.post(
    "/admin/carrier",
    {
      schema: {
        tags,
        summary: "Creates a carrier (home delivery or relay points)",
        body: AdminCarrierBodySchema,
        response: { 201: carrierReply },
      },
    },
    async (request, reply) => {
      await ensureShop(app, request.siteId);
      const carrier = await admin.create(request.siteId, request.body, await actorOf(request));
      return reply.code(201).send(ok(carrier, `Transporteur « ${carrier.name} » créé.`));
    },
  );

  app.put(
    "/admin/carrier/:id",
    {
      schema: {
        tags,
        summary: "Changes a carrier (isActive false takes it off the checkout)",
        params: carrierParams,
        body: AdminCarrierBodySchema,
        response: { 200: carrierReply },
      },
    },
    async (request) => {
      const carrier = await admin.update(await carrierChange(app, request), request.body);
      return ok(carrier, carrier.isActive ? "Transporteur enregistré." : "Transporteur désactivé.");
    },
  );

  app.post(
    "/admin/carrier/:id/rate",
    {
      schema: {
        tags,
        summary: "Adds a rate to a carrier: a zone, bands of bottles and of amount (cents), a price (cents)",
        params: carrierParams,
        body: AdminRateBodySchema,
        response: { 201: carrierReply },
      },
    },
    async (request, reply) => {
      const carrier = await admin.addRate(await carrierChange(app, request), request.body);
      return reply.code(201).send(ok(carrier, "Tarif ajouté."));
    },
  );

  app.put(
    "/admin/carrier/:id/rate/:rateId",
    {
      schema: {
        tags,
        summary: "Changes a rate of a carrier",
        params: rateParams,
        body: AdminRateBodySchema,
        response: { 200: carrierReply },
      },
    },
    async (request) => {
      const where = await carrierChange(app, request);
      return ok(await admin.updateRate(where, request.params.rateId, request.body), "Tarif enregistré.");
    },
  );

  app.delete(
    "/admin/carrier/:id/rate/:rateId",
    {
      schema: {
        tags,
        summary: "Deletes a rate of a carrier",
        params: rateParams,
        response: { 200: carrierReply },
      },
    },
    async (request) => {
      const where = await carrierChange(app, request);
      return ok(await admin.deleteRate(where, request.params.rateId), "Tarif supprimé.");
    },
  );

  await app.register(relayPointRoutes);
  await app.register(adminClickAndCollectRoutes);
};

/** A carrier's relay points (registered by adminDeliveryRoutes). */
const relayPointRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["admin"];
  const admin = app.shop.delivery.carrierAdmin;

  app.post(
    "/admin/carrier/:id/relay-point",
    {
      schema: {
        tags,
        summary:
          "Adds a relay point to a PICKUP carrier (its code unique for the carrier); 409 for a home delivery carrier",
        params: carrierParams,
        body: AdminRelayPointBodySchema,
        response: { 201: carrierReply },
      },
    },
    async (request, reply) => {
      const carrier = await admin.addRelayPoint(await carrierChange(app, request), request.body);
      return reply.code(201).send(ok(carrier, "Point relais ajouté."));
    },
  );

  app.put(
    "/admin/carrier/:id/relay-point/:pointId",
    {
      schema: {
        tags,
        summary: "Changes a relay point of a carrier (isActive false hides it from the search)",
        params: pointParams,
        body: AdminRelayPointBodySchema,
        response: { 200: carrierReply },
      },
    },
    async (request) => {
      const where = await carrierChange(app, request);
      return ok(
        await admin.updateRelayPoint(where, request.params.pointId, request.body),
        "Point relais enregistré.",
      );
    },
  );
};
