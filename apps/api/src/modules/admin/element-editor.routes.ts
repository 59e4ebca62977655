import { ReorderBodySchema } from "@vitrine/shared/schemas/admin-content";
import {
  ADMIN_ELEMENT_LIST,
  AdminElementPageSchema,
  AdminElementSchema,
  ElementCreateBodySchema,
  ElementUpdateBodySchema,
} from "@vitrine/shared/schemas/admin-elements";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { listQuerystring, parseList } from "../../db/list-query";
import { envelope, idParam, ok } from "../../lib/http";
import { actorOf } from "./actor";
import { pictureChooser } from "./content-pictures";

const params = z.object({ id: idParam });

/**
 * The elements of the element lists in the admin panel (registered by elements.routes.ts, behind
 * the panel's session check): listed, written, changed, reordered, deleted.
 */
export const adminElementEditorRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["admin"];
  const editor = app.content.elementEditor;
  const pictureOf = pictureChooser(app);

  app.get(
    "/admin/element-list/:id/element",
    {
      schema: {
        tags,
        summary: "The elements of one list, hidden ones too, in their order (search; isActive)",
        params,
        querystring: listQuerystring,
        response: { 200: envelope(AdminElementPageSchema) },
      },
    },
    async (request) =>
      ok(await editor.list(request.siteId, request.params.id, parseList(request.query, ADMIN_ELEMENT_LIST))),
  );

  app.post(
    "/admin/element-list/:id/element",
    {
      schema: {
        tags,
        summary: "Adds an element to the list (last unless order says otherwise)",
        params,
        body: ElementCreateBodySchema,
        response: { 201: envelope(AdminElementSchema) },
      },
    },
    async (request, reply) => {
      const { imageMediaId, ...body } = request.body;
      const image = await pictureOf(request.siteId, imageMediaId, "imageMediaId");
      const element = await editor.create(
        request.siteId,
        request.params.id,
        { ...body, image },
        await actorOf(request),
      );
      reply.status(201);
      return ok(element, "Élément ajouté.");
    },
  );

  app.put(
    "/admin/element-list/:id/order",
    {
      schema: {
        tags,
        summary: "Puts the list's elements in a new order (every element id, once)",
        params,
        body: ReorderBodySchema,
        response: { 200: envelope(z.array(AdminElementSchema)) },
      },
    },
    async (request) =>
      ok(
        await editor.reorder(request.siteId, request.params.id, request.body.ids, await actorOf(request)),
        "Ordre enregistré.",
      ),
  );

  app.get(
    "/admin/element/:id",
    {
      schema: {
        tags,
        summary: "One element of a list",
        params,
        response: { 200: envelope(AdminElementSchema) },
      },
    },
    async (request) => ok(await editor.get(request.siteId, request.params.id)),
  );

  app.put(
    "/admin/element/:id",
    {
      schema: {
        tags,
        summary: "Changes an element (only the fields given)",
        params,
        body: ElementUpdateBodySchema,
        response: { 200: envelope(AdminElementSchema) },
      },
    },
    async (request) => {
      const { imageMediaId, ...body } = request.body;
      const image = await pictureOf(request.siteId, imageMediaId, "imageMediaId");
      const element = await editor.update(
        request.siteId,
        request.params.id,
        { ...body, image },
        await actorOf(request),
      );
      return ok(element, "Élément enregistré.");
    },
  );

  app.delete(
    "/admin/element/:id",
    {
      schema: {
        tags,
        summary: "Deletes an element and its registrations",
        params,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await editor.remove(request.siteId, request.params.id, await actorOf(request));
      return ok(null, "Élément supprimé.");
    },
  );
};
