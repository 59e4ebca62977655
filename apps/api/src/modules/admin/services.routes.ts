import {
  ADMIN_SERVICE_LIST,
  AdminServiceListSchema,
  AdminServiceSchema,
  ReorderBodySchema,
  ServiceCreateBodySchema,
  ServiceUpdateBodySchema,
} from "@vitrine/shared/schemas/admin-content";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { listQuerystring, parseList } from "../../db/list-query";
import { envelope, idParam, ok } from "../../lib/http";
import { actorOf } from "./actor";
import { pictureChooser } from "./content-pictures";

const params = z.object({ id: idParam });

/**
 * The company's services in the admin panel (registered by admin/routes.ts, behind its session
 * check): hidden ones too, created, changed, reordered, deleted. The rules live in the content
 * module (ServiceOffersAdmin); the public list follows at once (the site's version moves).
 */
export const adminServiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["admin"];
  const admin = app.content.admin.services;
  const pictureOf = pictureChooser(app);

  app.get(
    "/admin/service",
    {
      schema: {
        tags,
        summary:
          "The site's services in their order, hidden ones too (search in title and summary; isActive)",
        querystring: listQuerystring,
        response: { 200: envelope(AdminServiceListSchema) },
      },
    },
    async (request) => ok(await admin.list(request.siteId, parseList(request.query, ADMIN_SERVICE_LIST))),
  );

  app.get(
    "/admin/service/:id",
    {
      schema: { tags, summary: "One service", params, response: { 200: envelope(AdminServiceSchema) } },
    },
    async (request) => ok(await admin.get(request.siteId, request.params.id)),
  );

  app.post(
    "/admin/service",
    {
      schema: {
        tags,
        summary: "Adds a service at the end of the list (body sanitized, picture from the media library)",
        body: ServiceCreateBodySchema,
        response: { 201: envelope(AdminServiceSchema) },
      },
    },
    async (request, reply) => {
      const { imageMediaId, ...body } = request.body;
      const image = await pictureOf(request.siteId, imageMediaId, "imageMediaId");
      const service = await admin.create(request.siteId, { ...body, image }, await actorOf(request));
      reply.status(201);
      return ok(service, "Service ajouté.");
    },
  );

  app.put(
    "/admin/service/order",
    {
      schema: {
        tags,
        summary: "Puts the services in a new order (every id of the site, once)",
        body: ReorderBodySchema,
        response: { 200: envelope(z.array(AdminServiceSchema)) },
      },
    },
    async (request) =>
      ok(await admin.reorder(request.siteId, request.body.ids, await actorOf(request)), "Ordre enregistré."),
  );

  app.put(
    "/admin/service/:id",
    {
      schema: {
        tags,
        summary: "Changes a service (only the fields given; imageMediaId null takes the picture away)",
        params,
        body: ServiceUpdateBodySchema,
        response: { 200: envelope(AdminServiceSchema) },
      },
    },
    async (request) => {
      const { imageMediaId, ...body } = request.body;
      const image = await pictureOf(request.siteId, imageMediaId, "imageMediaId");
      const service = await admin.update(
        request.siteId,
        request.params.id,
        { ...body, image },
        await actorOf(request),
      );
      return ok(service, "Service enregistré.");
    },
  );

  app.delete(
    "/admin/service/:id",
    {
      schema: { tags, summary: "Deletes a service", params, response: { 200: envelope(z.null()) } },
    },
    async (request) => {
      await admin.remove(request.siteId, request.params.id, await actorOf(request));
      return ok(null, "Service supprimé.");
    },
  );
};
