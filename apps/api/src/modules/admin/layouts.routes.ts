import multipart from "@fastify/multipart";
import {
  AdminLayoutSchema,
  LAYOUT_LIMITS,
  LayoutDraftSchema,
  LayoutHashCheckBodySchema,
  LayoutHashCheckSchema,
  LayoutPublishBodySchema,
  LayoutPublishedSchema,
  LayoutSavedSchema,
  LayoutVersionListSchema,
} from "@vitrine/shared/schemas/admin-layouts";
import { PageDetailSchema } from "@vitrine/shared/schemas/site";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { listQuerystring, parseList } from "../../db/list-query";
import { envelope, idParam, ok } from "../../lib/http";
import { actorOf } from "./actor";
import { readLayoutUpload } from "./layout-upload";

const layoutParams = z.object({ idPage: idParam, idLayout: idParam });

/** The ids of a call about one layout of one page of the request's site. */
const idsOf = (request: { siteId: number; params: { idPage: number; idLayout: number } }) => ({
  siteId: request.siteId,
  pageId: request.params.idPage,
  layoutId: request.params.idLayout,
});

const VERSION_LIST = { defaultNbItem: 20, maxNbItem: 100, filters: [], orderBy: ["createdAt"] } as const;

/** Room for a layout's HTML in JSON (its characters escaped), beside the API's 1 MB default. */
const HASH_CHECK_BODY_LIMIT = LAYOUT_LIMITS.html * 2 + 1024;

/**
 * The layout editor's calls (registered by admin/routes.ts, behind its session check): open a page's
 * layout, check whether it changed, save a draft with its preview, publish, list and restore the
 * versions, read the draft as the site would show it. The rules live in the site module (LayoutAdmin).
 */
export const adminLayoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["admin"];
  const layouts = app.sites.layouts;
  if (!app.hasRequestDecorator("isMultipart")) await app.register(multipart, { throwFileSizeLimit: true });

  app.get(
    "/admin/page/:idPage/layout",
    {
      schema: {
        tags,
        summary: "A page's layout as the editor opens it: published, newest draft, the placeholders",
        description: "A page without a layout gets an empty one. 422 for a page that holds no layout.",
        params: z.object({ idPage: idParam }),
        response: { 200: envelope(AdminLayoutSchema) },
      },
    },
    async (request) => ok(await layouts.open(request.siteId, request.params.idPage)),
  );

  app.post(
    "/admin/page/:idPage/layout/:idLayout/hash/check",
    {
      bodyLimit: HASH_CHECK_BODY_LIMIT,
      schema: {
        tags,
        summary:
          "Whether the stored layout (newest draft, else published) is no longer the HTML the editor loaded",
        params: layoutParams,
        body: LayoutHashCheckBodySchema,
        response: { 200: envelope(LayoutHashCheckSchema) },
      },
    },
    async (request) => ok(await layouts.checkHash(idsOf(request), request.body.html)),
  );

  app.put(
    "/admin/page/:idPage/layout/:idLayout/preview",
    {
      schema: {
        tags,
        summary: "Saves a draft of the layout (HTML and CSS sanitized) with its preview image",
        description:
          "multipart/form-data: html, css, project (JSON text), baseHash (hash of what the editor loaded), file preview (PNG, JPEG or WebP by content, 2 MB at most, optional). 409 when the layout changed since baseHash; 413 past a limit; 415 for another image type.",
        params: layoutParams,
        consumes: ["multipart/form-data"],
        response: { 200: envelope(LayoutSavedSchema) },
      },
    },
    async (request) => {
      const upload = await readLayoutUpload(request);
      const saved = await layouts.saveDraft(idsOf(request), upload, await actorOf(request));
      return ok(saved, "Brouillon enregistré.");
    },
  );

  app.post(
    "/admin/page/:idPage/layout/:idLayout/publish",
    {
      schema: {
        tags,
        summary: "Publishes the newest draft: the site shows it from now on",
        description:
          "409 when the newest draft is not baseHash; 400 without a draft; 422 while the draft holds the editor's sample image (its sections named).",
        params: layoutParams,
        body: LayoutPublishBodySchema,
        response: { 200: envelope(LayoutPublishedSchema) },
      },
    },
    async (request) => {
      const published = await layouts.publish(idsOf(request), request.body.baseHash, await actorOf(request));
      return ok(published, "Mise en page publiée.");
    },
  );

  await app.register(adminLayoutVersionRoutes);
};

/** The versions of a layout, their restoration, and the draft as the site would show it. */
const adminLayoutVersionRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["admin"];
  const layouts = app.sites.layouts;

  app.get(
    "/admin/page/:idPage/layout/:idLayout/versions",
    {
      schema: {
        tags,
        summary: "The layout's versions (drafts and publications), newest first",
        params: layoutParams,
        querystring: listQuerystring,
        response: { 200: envelope(LayoutVersionListSchema) },
      },
    },
    async (request) => ok(await layouts.versions(idsOf(request), parseList(request.query, VERSION_LIST))),
  );

  app.post(
    "/admin/page/:idPage/layout/:idLayout/versions/:idVersion/restore",
    {
      schema: {
        tags,
        summary: "A new draft copied from one of the layout's versions",
        params: layoutParams.extend({ idVersion: idParam }),
        response: { 200: envelope(LayoutDraftSchema) },
      },
    },
    async (request) => {
      const { idVersion } = request.params;
      const draft = await layouts.restore(idsOf(request), idVersion, await actorOf(request));
      return ok(draft, "Version restaurée en brouillon.");
    },
  );

  app.get(
    "/admin/page/:idPage/layout/:idLayout/draft",
    {
      schema: {
        tags,
        summary: "The page as GET /page/{url} gives it, with the newest draft's tree and CSS",
        params: layoutParams,
        response: { 200: envelope(PageDetailSchema) },
      },
    },
    async (request) => ok(await layouts.draftPage(idsOf(request))),
  );
};
