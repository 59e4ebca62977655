import multipart from "@fastify/multipart";
import { formatBytes } from "@vitrine/shared/file-size";
import {
  MEDIA_FORMATS_MESSAGE,
  MEDIA_MAX_BYTES,
  MediaListSchema,
  MediaSchema,
  MediaUpdateBodySchema,
  MediaUsageSchema,
} from "@vitrine/shared/schemas/admin-media";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { listQuerystring, parseList } from "../../db/list-query";
import { envelope, HttpError, idParam, ok } from "../../lib/http";
import { actorOf } from "./actor";
import { MEDIA_LIST, MediaLibrary } from "./media.service";
import { receiveUpload } from "./media-upload";

const mediaParams = z.object({ id: idParam });

const LIMITS = `photos JPEG ou PNG ${formatBytes(MEDIA_MAX_BYTES.photo)}, dessins SVG ${formatBytes(MEDIA_MAX_BYTES.svg)}, vidéos ${formatBytes(MEDIA_MAX_BYTES.video)}`;

/**
 * The media library of the admin panel (registered by admin/routes.ts, behind its session check):
 * list and search, upload (type told by content), alt text and name, where a file is used, delete.
 */
export const adminMediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["admin"];
  const library = new MediaLibrary(app.services.database.db, app.services.config);
  if (!app.hasRequestDecorator("isMultipart")) await app.register(multipart, { throwFileSizeLimit: true });

  app.get(
    "/admin/media",
    {
      schema: {
        tags,
        summary: "The site's media library, newest first: name=lk:… searches the names, kind=IMAGE or VIDEO",
        querystring: listQuerystring,
        response: { 200: envelope(MediaListSchema) },
      },
    },
    async (request) => ok(await library.list(request.siteId, parseList(request.query, MEDIA_LIST))),
  );

  app.post(
    "/admin/media",
    {
      schema: {
        tags,
        summary: "Adds a file to the library (multipart/form-data: file, alt, name)",
        description: `The type is told by the content, whatever the name says. ${MEDIA_FORMATS_MESSAGE} Largest: ${LIMITS}. alt is required for images (400 with data.errors.alt); 413 past a limit; 415 for another type. Photos get their copies at the site's widths.`,
        consumes: ["multipart/form-data"],
        response: { 201: envelope(MediaSchema) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw new HttpError(415, "Envoyez le fichier en multipart/form-data (champs file, alt et name).");
      }
      const upload = await receiveUpload(request, library.uploadDir);
      const created = await library.create(request.siteId, upload, await actorOf(request));
      return reply.status(201).send(ok(created, "Fichier ajouté à la médiathèque."));
    },
  );

  app.get(
    "/admin/media/:id",
    {
      schema: {
        tags,
        summary: "One file of the library",
        params: mediaParams,
        response: { 200: envelope(MediaSchema) },
      },
    },
    async (request) => ok(await library.get(request.siteId, request.params.id)),
  );

  app.put(
    "/admin/media/:id",
    {
      schema: {
        tags,
        summary: "Changes a file's alternative text or name (an image keeps an alt text)",
        params: mediaParams,
        body: MediaUpdateBodySchema,
        response: { 200: envelope(MediaSchema) },
      },
    },
    async (request) => {
      const { siteId, params, body } = request;
      return ok(await library.update(siteId, params.id, body, await actorOf(request)), "Fichier enregistré.");
    },
  );

  app.get(
    "/admin/media/:id/usage",
    {
      schema: {
        tags,
        summary: "Where the site's content names the file: layouts, logos, parameters, products, content…",
        params: mediaParams,
        response: { 200: envelope(MediaUsageSchema) },
      },
    },
    async (request) => ok(await library.usage(request.siteId, request.params.id)),
  );

  app.delete(
    "/admin/media/:id",
    {
      schema: {
        tags,
        summary: "Deletes a file and its copies; 409 while the site's content names it",
        params: mediaParams,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await library.remove(request.siteId, request.params.id, await actorOf(request));
      return ok(null, "Fichier supprimé.");
    },
  );
};
