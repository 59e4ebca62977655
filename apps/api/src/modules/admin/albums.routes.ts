import {
  ADMIN_ALBUM_LIST,
  AdminAlbumBodySchema,
  AdminAlbumListSchema,
  AdminAlbumPicturesBodySchema,
  AdminAlbumSchema,
} from "@vitrine/shared/schemas/admin-albums";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { listQuerystring, parseList } from "../../db/list-query";
import { envelope, idParam, ok } from "../../lib/http";
import { actorOf } from "./actor";

const albumParams = z.object({ id: idParam });

/** The albums in the admin panel (registered by admin/routes.ts, behind its session check). */
export const adminAlbumRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["admin"];
  const admin = app.content.albumAdmin;

  app.get(
    "/admin/album",
    {
      schema: {
        tags,
        summary: "The site's albums in their order, with their picture counts and covers (filter: name)",
        querystring: listQuerystring,
        response: { 200: envelope(AdminAlbumListSchema) },
      },
    },
    async (request) => ok(await admin.list(request.siteId, parseList(request.query, ADMIN_ALBUM_LIST))),
  );

  app.post(
    "/admin/album",
    {
      schema: {
        tags,
        summary: "Creates an album (its slug made from its name), last in the order",
        body: AdminAlbumBodySchema,
        response: { 201: envelope(AdminAlbumSchema) },
      },
    },
    async (request, reply) => {
      const album = await admin.create(request.siteId, request.body, await actorOf(request));
      return reply.status(201).send(ok(album, "Album créé."));
    },
  );

  app.get(
    "/admin/album/:id",
    {
      schema: {
        tags,
        summary: "One album with its pictures in their order",
        params: albumParams,
        response: { 200: envelope(AdminAlbumSchema) },
      },
    },
    async (request) => ok(await admin.get(request.siteId, request.params.id)),
  );

  app.put(
    "/admin/album/:id",
    {
      schema: {
        tags,
        summary: "Renames an album and changes its description",
        params: albumParams,
        body: AdminAlbumBodySchema,
        response: { 200: envelope(AdminAlbumSchema) },
      },
    },
    async (request) =>
      ok(
        await admin.update(request.siteId, request.params.id, request.body, await actorOf(request)),
        "Album enregistré.",
      ),
  );

  app.put(
    "/admin/album/:id/pictures",
    {
      schema: {
        tags,
        summary:
          "Replaces the album's pictures: files of the media library in the order given, each with its caption and text",
        params: albumParams,
        body: AdminAlbumPicturesBodySchema,
        response: { 200: envelope(AdminAlbumSchema) },
      },
    },
    async (request) =>
      ok(
        await admin.setPictures(request.siteId, request.params.id, request.body, await actorOf(request)),
        "Images de l'album enregistrées.",
      ),
  );

  app.delete(
    "/admin/album/:id",
    {
      schema: {
        tags,
        summary: "Deletes an album and its pictures (the media library keeps its files)",
        params: albumParams,
        response: { 200: envelope(z.object({ deleted: z.literal(true) })) },
      },
    },
    async (request) => {
      await admin.remove(request.siteId, request.params.id, await actorOf(request));
      return ok({ deleted: true as const }, "Album supprimé.");
    },
  );
};
