import { AlbumListSchema, AlbumSchema } from "@vitrine/shared/schemas/content";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { listQuerystring, parseList } from "../../db/list-query";
import { envelope, idParam, notFound, ok } from "../../lib/http";
import { ALBUM_LIST } from "./albums";

/** Photo and video albums. */
export const albumRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/album",
    {
      config: { siteCache: true },
      schema: {
        tags: ["albums"],
        summary: "Albums with their cover and media counts",
        querystring: listQuerystring,
        response: { 200: envelope(AlbumListSchema) },
      },
    },
    async (request) =>
      ok(await app.content.albums.list(request.siteId, parseList(request.query, ALBUM_LIST))),
  );

  app.get(
    "/album/:id",
    {
      config: { siteCache: true },
      schema: {
        tags: ["albums"],
        summary: "One album with its images and videos",
        params: z.object({ id: idParam }),
        response: { 200: envelope(AlbumSchema) },
      },
    },
    async (request) => {
      const album = await app.content.albums.get(request.siteId, request.params.id);
      if (!album) throw notFound("Cet album est introuvable.");
      return ok(album);
    },
  );
};
