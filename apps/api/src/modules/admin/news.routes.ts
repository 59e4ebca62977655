import {
  ADMIN_NEWS_LIST,
  AdminNewsListSchema,
  AdminNewsSchema,
  NewsCreateBodySchema,
  NewsUpdateBodySchema,
} from "@vitrine/shared/schemas/admin-content";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { listQuerystring, parseList } from "../../db/list-query";
import { envelope, idParam, ok } from "../../lib/http";
import { actorOf } from "./actor";
import { pictureChooser } from "./content-pictures";

const params = z.object({ id: idParam });

/**
 * The news in the admin panel (registered by admin/routes.ts, behind its session check): written,
 * changed, deleted; one promoted at most (promoting one takes the mark from the others).
 */
export const adminNewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["admin"];
  const admin = app.content.admin.news;
  const pictureOf = pictureChooser(app);

  app.get(
    "/admin/news",
    {
      schema: {
        tags,
        summary: "The site's news, newest first, hidden ones too (search; isPromoted)",
        querystring: listQuerystring,
        response: { 200: envelope(AdminNewsListSchema) },
      },
    },
    async (request) => ok(await admin.list(request.siteId, parseList(request.query, ADMIN_NEWS_LIST))),
  );

  app.get(
    "/admin/news/:id",
    { schema: { tags, summary: "One news item", params, response: { 200: envelope(AdminNewsSchema) } } },
    async (request) => ok(await admin.get(request.siteId, request.params.id)),
  );

  app.post(
    "/admin/news",
    {
      schema: {
        tags,
        summary: "Writes a news item (published now unless publishedAt says otherwise)",
        body: NewsCreateBodySchema,
        response: { 201: envelope(AdminNewsSchema) },
      },
    },
    async (request, reply) => {
      const { imageMediaId, ...body } = request.body;
      const image = await pictureOf(request.siteId, imageMediaId, "imageMediaId");
      const item = await admin.create(request.siteId, { ...body, image }, await actorOf(request));
      reply.status(201);
      return ok(item, "Actualité publiée.");
    },
  );

  app.put(
    "/admin/news/:id",
    {
      schema: {
        tags,
        summary: "Changes a news item (only the fields given)",
        params,
        body: NewsUpdateBodySchema,
        response: { 200: envelope(AdminNewsSchema) },
      },
    },
    async (request) => {
      const { imageMediaId, ...body } = request.body;
      const image = await pictureOf(request.siteId, imageMediaId, "imageMediaId");
      const item = await admin.update(
        request.siteId,
        request.params.id,
        { ...body, image },
        await actorOf(request),
      );
      return ok(item, "Actualité enregistrée.");
    },
  );

  app.post(
    "/admin/news/:id/promote",
    {
      schema: {
        tags,
        summary: "Promotes this news item; the one promoted before is not any more",
        params,
        response: { 200: envelope(AdminNewsSchema) },
      },
    },
    async (request) =>
      ok(
        await admin.promote(request.siteId, request.params.id, true, await actorOf(request)),
        "Actualité mise en avant.",
      ),
  );

  app.delete(
    "/admin/news/:id/promote",
    {
      schema: {
        tags,
        summary: "Takes the promotion away",
        params,
        response: { 200: envelope(AdminNewsSchema) },
      },
    },
    async (request) =>
      ok(
        await admin.promote(request.siteId, request.params.id, false, await actorOf(request)),
        "L'actualité n'est plus mise en avant.",
      ),
  );

  app.delete(
    "/admin/news/:id",
    { schema: { tags, summary: "Deletes a news item", params, response: { 200: envelope(z.null()) } } },
    async (request) => {
      await admin.remove(request.siteId, request.params.id, await actorOf(request));
      return ok(null, "Actualité supprimée.");
    },
  );
};
