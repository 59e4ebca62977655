import {
  ADMIN_POPUP_LIST,
  AdminPopupBodySchema,
  AdminPopupListSchema,
  AdminPopupSchema,
} from "@vitrine/shared/schemas/admin-popups";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { listQuerystring, parseList } from "../../db/list-query";
import { envelope, idParam, ok } from "../../lib/http";
import { actorOf } from "./actor";
import { PopupAdmin } from "./popups.service";

const popupParams = z.object({ id: idParam });

/** The site's popups in the admin panel (registered by admin/routes.ts, behind its session check). */
export const adminPopupRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["admin"];
  const admin = new PopupAdmin(app.services.database.db, () => app.sites.invalidate());

  app.get(
    "/admin/popup",
    {
      schema: {
        tags,
        summary: "The site's popups, newest first (filters: title, isActive; orderBy id, title)",
        querystring: listQuerystring,
        response: { 200: envelope(AdminPopupListSchema) },
      },
    },
    async (request) => ok(await admin.list(request.siteId, parseList(request.query, ADMIN_POPUP_LIST))),
  );

  app.post(
    "/admin/popup",
    {
      schema: {
        tags,
        summary: "Creates a popup (content sanitized, days in French time, both included)",
        body: AdminPopupBodySchema,
        response: { 201: envelope(AdminPopupSchema) },
      },
    },
    async (request, reply) => {
      const popup = await admin.create(request.siteId, request.body, await actorOf(request));
      return reply.status(201).send(ok(popup, "Fenêtre créée."));
    },
  );

  app.get(
    "/admin/popup/:id",
    {
      schema: {
        tags,
        summary: "One popup",
        params: popupParams,
        response: { 200: envelope(AdminPopupSchema) },
      },
    },
    async (request) => ok(await admin.get(request.siteId, request.params.id)),
  );

  app.put(
    "/admin/popup/:id",
    {
      schema: {
        tags,
        summary: "Replaces a popup's title, content, days and display options",
        params: popupParams,
        body: AdminPopupBodySchema,
        response: { 200: envelope(AdminPopupSchema) },
      },
    },
    async (request) =>
      ok(
        await admin.update(request.siteId, request.params.id, request.body, await actorOf(request)),
        "Fenêtre enregistrée.",
      ),
  );

  app.delete(
    "/admin/popup/:id",
    {
      schema: {
        tags,
        summary: "Deletes a popup",
        params: popupParams,
        response: { 200: envelope(z.object({ deleted: z.literal(true) })) },
      },
    },
    async (request) => {
      await admin.remove(request.siteId, request.params.id, await actorOf(request));
      return ok({ deleted: true as const }, "Fenêtre supprimée.");
    },
  );
};
