import {
  AccessPointListSchema,
  AccessPointSearchSchema,
  PickupCalendarSchema,
  ShippingFeesInputSchema,
  ShippingFeesSchema,
} from "@vitrine/shared/schemas/delivery";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { badRequest, envelope, ok } from "../../../lib/http";

/** Shipping fees of a cart to an address, relay points near an address, pickup places (decision 018). */
export const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["delivery"];
  const { shippingFees, accessPoints } = app.shop.delivery;

  app.post(
    "/calculate/shipping-fees",
    {
      schema: {
        tags,
        summary:
          "The site's carriers that serve an address with their price for the products (idProduct: declination ids)",
        body: ShippingFeesInputSchema,
        response: { 200: envelope(ShippingFeesSchema) },
      },
    },
    async (request) => ok(await shippingFees.calculate(request.siteId, request.body)),
  );

  app.post(
    "/relay/access-points",
    {
      schema: {
        tags,
        summary: "The relay points nearest to an address's commune (at most 10)",
        body: AccessPointSearchSchema,
        response: { 200: envelope(AccessPointListSchema) },
      },
    },
    async (request) => {
      const { postalCode, city, country, idCarrier } = request.body;
      let origin = null;
      if (country === "FR") {
        origin = app.geo.communePosition(postalCode, city);
        if (!origin) {
          const message = "Ce code postal ne correspond à aucune commune.";
          throw badRequest(message, { postalCode: message });
        }
      }
      return ok(await accessPoints.search(request.siteId, { carrierId: idCarrier ?? null, country, origin }));
    },
  );

  app.get(
    "/click-and-collect",
    {
      config: { siteCache: true },
      schema: {
        tags,
        summary: "Where orders can be picked up: address, calendar, lead time and weekly schedules",
        response: { 200: envelope(z.array(PickupCalendarSchema)) },
      },
    },
    async (request) => {
      const siteId = request.siteId;
      const calendars = await app.content.calendars.pickupCalendars(siteId);
      const { items } = await app.geo.listCompanyAddresses(siteId, {
        page: 1,
        nbItem: 100,
        orderBy: null,
        filters: [],
      });
      const addresses = new Map(items.map((address) => [address.id, address]));
      return ok(
        calendars.flatMap(({ pickupAddressId, ...calendar }) => {
          const address = addresses.get(pickupAddressId);
          return address ? [{ ...calendar, address }] : [];
        }),
      );
    },
  );
};
