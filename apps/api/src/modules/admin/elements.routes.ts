import {
  ADMIN_REGISTRATION_LIST,
  AdminElementListSchema,
  AdminRegistrationListSchema,
} from "@vitrine/shared/schemas/admin-elements";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { listQuerystring, parseList } from "../../db/list-query";
import { sendCsv } from "../../lib/attachment";
import { envelope, idParam, ok } from "../../lib/http";
import { actorOf } from "./actor";
import { adminElementEditorRoutes } from "./element-editor.routes";

const elementParams = z.object({ id: idParam });

/**
 * The element lists in the admin panel (registered by admin/routes.ts, behind its session check):
 * the lists with their elements, and the registrations of events (list, CSV, cancellation).
 */
export const adminElementRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["admin"];
  const admin = app.content.elementAdmin;

  app.get(
    "/admin/element-list",
    {
      schema: {
        tags,
        summary: "Every element list of the site with its elements and their registration counts",
        response: { 200: envelope(z.array(AdminElementListSchema)) },
      },
    },
    async (request) => ok(await admin.lists(request.siteId)),
  );

  app.get(
    "/admin/element/:id/registration",
    {
      schema: {
        tags,
        summary: "Who registered to an event, newest first (filter: email; orderBy createdAt, lastname)",
        params: elementParams,
        querystring: listQuerystring,
        response: { 200: envelope(AdminRegistrationListSchema) },
      },
    },
    async (request) =>
      ok(
        await admin.registrations(
          request.siteId,
          request.params.id,
          parseList(request.query, ADMIN_REGISTRATION_LIST),
        ),
      ),
  );

  app.get(
    "/admin/element/:id/registration/csv",
    {
      schema: {
        tags,
        summary:
          "An event's registrations as CSV for a French spreadsheet (UTF-8 with BOM, « ; » between cells, formulas neutralized)",
        params: elementParams,
        produces: ["text/csv"],
      },
    },
    async (request, reply) => {
      const { slug, csv } = await admin.csv(request.siteId, request.params.id);
      return sendCsv(reply, `inscriptions-${slug}`, csv);
    },
  );

  app.delete(
    "/admin/element/:id/registration/:idRegistration",
    {
      schema: {
        tags,
        summary: "Cancels a registration: its seats are free again",
        params: elementParams.extend({ idRegistration: idParam }),
        response: { 200: envelope(z.object({ cancelled: z.literal(true) })) },
      },
    },
    async (request) => {
      const { id, idRegistration } = request.params;
      await admin.cancel(request.siteId, id, idRegistration, await actorOf(request));
      return ok({ cancelled: true as const }, "Inscription annulée : ses places sont de nouveau libres.");
    },
  );

  await app.register(adminElementEditorRoutes);
};
