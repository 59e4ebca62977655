import { PersonalDataSchema } from "@vitrine/shared/schemas/account";
import {
  ADMIN_CUSTOMER_LIST,
  AdminCustomerDetailSchema,
  AdminCustomerListSchema,
} from "@vitrine/shared/schemas/admin-customers";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { listQuerystring, parseList } from "../../db/list-query";
import { envelope, idParam, ok } from "../../lib/http";
import { actorOf } from "./actor";
import { AdminCustomerService } from "./customers.service";

const customerParams = z.object({ id: idParam });

/**
 * The site's customers in the admin panel (registered by admin/routes.ts, behind its session
 * check): the list, one customer with their orders, the export of their personal data and its
 * erasure (RGPD), both audited.
 */
export const adminCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["admin"];
  const customers = new AdminCustomerService(app.services.database.db, app.accounts.personalData);

  app.get(
    "/admin/customer",
    {
      schema: {
        tags,
        summary:
          "The site's customers, newest first (search on name and e-mail; sorts createdAt, name, email, orderCount, totalSpent)",
        querystring: listQuerystring,
        response: { 200: envelope(AdminCustomerListSchema) },
      },
    },
    async (request) =>
      ok(await customers.list(request.siteId, parseList(request.query, ADMIN_CUSTOMER_LIST))),
  );

  app.get(
    "/admin/customer/:id",
    {
      schema: {
        tags,
        summary: "One customer: their account and their orders, newest first",
        params: customerParams,
        response: { 200: envelope(AdminCustomerDetailSchema) },
      },
    },
    async (request) => ok(await customers.detail(request.siteId, request.params.id)),
  );

  app.get(
    "/admin/customer/:id/export",
    {
      schema: {
        tags,
        summary: "Every personal data held about the customer (right of access), as a JSON download; audited",
        params: customerParams,
        response: { 200: envelope(PersonalDataSchema) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const data = await customers.export(request.siteId, id, await actorOf(request));
      reply.header(
        "content-disposition",
        `attachment; filename="donnees-client-${id}-${data.exportedAt.slice(0, 10)}.json"`,
      );
      reply.header("cache-control", "private, no-store");
      return ok(data, "Voici toutes les données personnelles détenues sur ce client.");
    },
  );

  app.delete(
    "/admin/customer/:id",
    {
      schema: {
        tags,
        summary:
          "Erases the customer (right to erasure): personal data anonymised, sessions ended; orders and invoices kept for their legal period; audited",
        params: customerParams,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await customers.erase(request.siteId, request.params.id, await actorOf(request));
      return ok(
        null,
        "Les données personnelles du client sont effacées ; ses commandes et factures restent conservées.",
      );
    },
  );
};
